import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { getBoot } from '../../../shared/boot/boot.ts';
import { readQueryParams } from '../../../shared/boot/query-params.ts';
import { Empty } from '../../../shared/ui/empty.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { logOut } from '../../account/log-out.ts';
import {
  closeLogin,
  requestLogin,
  useLoginOpen,
  useUserInfo,
} from '../../../shared/session/session-store.ts';
import { rememberGameList } from '../../game/game-list-cache.ts';
import { useGameContext } from '../../game/use-game-context.ts';
import type { ResultTarget } from '../../../shared/pay-flow/pay-flow-store.ts';
import { replenishIdSchema } from '@topup/contracts/replenish';
import { replenishGameQuery, replenishInfoQuery } from '../api/replenish-api.ts';
import { showsCountdown } from '../countdown.ts';
import { useCountdown } from '../use-countdown.ts';
import { ReplenishPayPanel } from './replenish-pay-panel.tsx';
import { ReplenishSummary } from './replenish-summary.tsx';
import '../replenish.css';
import { Icon } from '../../../shared/ui/icon.tsx';

const ReplenishLoginSheet = lazy(() =>
  import('./replenish-login-sheet.tsx').then((m) => ({ default: m.ReplenishLoginSheet })),
);
const ResultPopup = lazy(() =>
  import('../../result/components/result-popup.tsx').then((m) => ({ default: m.ResultPopup })),
);

const ERROR_PAGE = '/errorReplenish';
// While the result popup is open the link is checked again, so the page shows it settled.
const PAID_POLL_MS = 3_000;

/**
 * /replenishGoods (SPEC §2, §4): a make-up payment link from customer service. Shows the game,
 * the account and the amount with the countdown, logs the link's account in through the in-game
 * flow and pays the link's amount.
 */
export function ReplenishGoodsPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { area } = useGameContext();
  const query = readQueryParams(search, getBoot().tenant.readsUtm);
  // A mistyped or cut-off link is no link: it goes to the error page like a missing one, not to
  // the server as a malformed request.
  const replenishId = replenishIdSchema.safeParse(query.replenish_id).success
    ? query.replenish_id
    : undefined;
  const [result, setResult] = useState<ResultTarget | null>(null);

  const game = useQuery({
    ...replenishGameQuery({ replenishId, rpClientId: query.rp_client_id }),
    enabled: Boolean(replenishId),
  });
  const info = useQuery({
    ...replenishInfoQuery(replenishId ?? ''),
    enabled: Boolean(replenishId),
    refetchInterval: result ? PAID_POLL_MS : false,
  });
  const gameId = info.data?.rp_client_id ?? game.data?.clientId;
  const user = useUserInfo(info.data?.gp_id ?? game.data?.gpId ?? -1);
  const loginOpen = useLoginOpen();
  const left = useCountdown(info.data?.valid_time, info.dataUpdatedAt);

  // Without the link's secret there is nothing to pay (the server finds links only by it).
  useEffect(() => {
    if (!replenishId) void navigate(ERROR_PAGE, { replace: true });
  }, [replenishId, navigate]);
  // The link's game becomes the page's game (client_id): header, token and session follow it.
  useEffect(() => {
    const option = game.data;
    if (!option) return;
    rememberGameList([option]);
    const params = new URLSearchParams(search);
    if (
      params.get('client_id') === option.clientId &&
      params.get('rp_client_id') === option.clientId
    )
      return;
    params.set('client_id', option.clientId);
    params.set('rp_client_id', option.clientId);
    void navigate({ search: `?${params}` }, { replace: true });
  }, [game.data, search, navigate]);
  // The login popup belongs to this page.
  useEffect(() => closeLogin, []);

  const closeResult = () => {
    setResult(null);
    void queryClient.invalidateQueries({ queryKey: ['replenish-info'] });
  };

  let body;
  if (!replenishId || info.isPending) body = <Skeleton />;
  else if (info.isError) {
    body = <LoadError text={t('replenish.loadFailed')} onRetry={() => void info.refetch()} />;
  } else if (!info.data) body = <Empty text={t('replenish.loadFailed')} />;
  else {
    const data = info.data;
    const expired = data.status === 'expired' || (data.status === 'open' && left === 0);
    const mine = user && user.username.toLowerCase() === data.user_name.toLowerCase();
    body = (
      <>
        <p className="replenish-intro">{t('replenish.intro')}</p>
        <ReplenishSummary
          info={data}
          game={game.data}
          countdown={
            data.status === 'open' && !expired && showsCountdown(data.valid_time) ? left : null
          }
        />
        {data.status === 'paid' && (
          <div className="notice replenish-notice" role="status">
            <Icon name="success" className="notice__icon" />
            <strong>{t('replenish.paidTitle')}</strong>
            <p>{t('replenish.unblockNotice')}</p>
          </div>
        )}
        {expired && (
          <p className="replenish-expired" role="alert">
            {t('replenish.expired')}
          </p>
        )}
        {data.status === 'open' && !expired && !user && (
          <div className="replenish-login">
            <p>{t('replenish.loginPrompt')}</p>
            <button type="button" className="button" onClick={requestLogin}>
              {t('header.login')}
            </button>
          </div>
        )}
        {data.status === 'open' && !expired && user && !mine && (
          <div className="replenish-login" role="alert">
            <p>{t('replenish.otherAccount', { name: user.username, account: data.user_name })}</p>
            <button
              type="button"
              className="button"
              onClick={() => {
                void logOut(user.gp_id, data.rp_client_id);
                requestLogin();
              }}
            >
              {t('header.switchAccount')}
            </button>
          </div>
        )}
        {data.status === 'open' && !expired && mine && (
          <ReplenishPayPanel
            replenishId={replenishId}
            clientId={data.rp_client_id}
            area={area}
            onPending={setResult}
          />
        )}
      </>
    );
  }

  return (
    <Page title={t('title.replenish')}>
      {body}
      <Suspense fallback={null}>
        {loginOpen && replenishId && gameId && (
          <ReplenishLoginSheet
            replenishId={replenishId}
            gameId={gameId}
            account={info.data?.user_name}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {result && (
          <ResultPopup
            key={result.billingNo}
            target={result}
            onClose={closeResult}
            onChangeWay={closeResult}
          />
        )}
      </Suspense>
    </Page>
  );
}
