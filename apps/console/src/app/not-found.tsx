import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="console-page" data-testid="not-found">
      <h1>{t('app.notFound')}</h1>
      <Link to="/">{t('app.backHome')}</Link>
    </section>
  );
}
