import { useTranslation } from 'react-i18next';

export function TokensPage() {
  const { t } = useTranslation();
  return (
    <section className="console-page" aria-labelledby="tokens-title">
      <h1 id="tokens-title">{t('nav.tokens')}</h1>
    </section>
  );
}
