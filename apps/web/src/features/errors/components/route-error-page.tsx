import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorNotice } from './error-notice.tsx';

// A failed lazy chunk (e.g. after a deploy) or a render error must not blank the page.
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorNotice title={t('notFound.title')} tip={t('notFound.tip')} homeButton />;
  }
  return <ErrorNotice title={t('showError.title')} tip={t('showError.message')} homeButton />;
}
