import { useTranslation } from 'react-i18next';

export function AuditPage() {
  const { t } = useTranslation();
  return (
    <section className="console-page" aria-labelledby="audit-title">
      <h1 id="audit-title">{t('nav.audit')}</h1>
    </section>
  );
}
