import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getBoot } from '../../../shared/boot/boot.ts';
import { readQueryParams } from '../../../shared/boot/query-params.ts';
import { ErrorNotice } from './error-notice.tsx';

type ErrorState = { message?: unknown; retry?: unknown } | null;

function messageOf(state: ErrorState): string | null {
  const message = state?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/**
 * SPEC §8 -3016: the make-up payment link cannot be used. The server's reason (expired, paid,
 * another account...) is shown as text. After a login with another account the player may go back
 * to the link (the route guard carried it here) and log in with the right one.
 */
export function ErrorReplenishPage() {
  const { t } = useTranslation();
  const { search, state } = useLocation();
  const query = readQueryParams(search, getBoot().tenant.readsUtm);
  const reason = messageOf(state as ErrorState);
  const retry = (state as ErrorState)?.retry === true;
  const back = new URLSearchParams();
  if (query.replenish_id) back.set('replenish_id', query.replenish_id);
  if (query.rp_client_id) back.set('rp_client_id', query.rp_client_id);
  return (
    <ErrorNotice title={t('errorReplenish.title')} tip={t('errorReplenish.tip')}>
      {reason && <p className="notice__reason">{reason}</p>}
      {retry && query.replenish_id && (
        <Link to={`/replenishGoods?${back}`} className="button button--ghost">
          {t('errorReplenish.back')}
        </Link>
      )}
    </ErrorNotice>
  );
}
