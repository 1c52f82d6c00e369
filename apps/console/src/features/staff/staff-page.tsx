import { useTranslation } from 'react-i18next';

export function StaffPage() {
  const { t } = useTranslation();
  return (
    <section className="console-page" aria-labelledby="staff-title">
      <h1 id="staff-title">{t('nav.staff')}</h1>
    </section>
  );
}
