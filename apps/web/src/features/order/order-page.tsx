import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { OrderInfo } from '@topup/contracts/payments';
import { getBoot } from '../../shared/boot/boot.ts';
import { formatMinor } from '../../shared/format/money.ts';
import { formatTimestamp } from '../../shared/format/time.ts';
import { useFeatureTexts } from '../../shared/i18n/use-feature-texts.ts';
import { requestLogin, useUserInfo } from '../../shared/session/session-store.ts';
import { Page } from '../../shared/ui/page.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { fetchOrderInfo } from '../result/api/get-order-info.ts';
import { DeliveryTracker } from '../result/track/delivery-tracker.tsx';
import { findGameByClientId } from '../game/current-game.ts';
import { useGameContext } from '../game/use-game-context.ts';
import { fetchOrderGame } from './api/get-order-game.ts';
import { orderTextFiles } from './order-texts.ts';
import { sellerOf, supportLink, type Seller } from './seller.ts';
import './order.css';

function statusKey(order: OrderInfo): string {
  if (order.refunded) return 'result.refunded';
  // Issue 29: paid is not yet delivered; the tracker below tells the rest.
  // (The simple read does not say; the full one follows at once.)
  if (order.status === 1 || order.status === 10) {
    if (order.delivered === undefined) return 'result.checking';
    return order.delivered ? 'result.success' : 'order.onItsWay';
  }
  return order.status === -1 ? 'result.pending' : 'result.fail';
}

/** "Need help?": the seller's support e-mail with the order's context, and its help site. */
function ReceiptHelp({ order, seller }: { order: OrderInfo; seller: Seller }) {
  const { t } = useTranslation();
  const context = {
    billingNo: order.billing_no,
    game: order.game_name,
    role: order.role_name,
    server: order.game_server_name,
  };
  return (
    <div className="receipt__help">
      <p className="receipt__help-title">{t('order.needHelp')}</p>
      <ul className="receipt__help-list">
        {seller.email && (
          <li>
            <a
              href={supportLink(
                seller.email,
                t('order.supportSubject', context),
                t('order.supportBody', context),
              )}
            >
              {t('order.support')}
            </a>{' '}
            {/* Printed receipts keep the address, not the link. */}
            <span className="receipt__help-address" dir="ltr">
              {seller.email}
            </span>
          </li>
        )}
        {seller.helpUrl && (
          <li>
            <a href={seller.helpUrl} target="_blank" rel="noopener noreferrer">
              {t('order.supportSite')}
            </a>{' '}
            <span className="receipt__help-address" dir="ltr">
              {new URL(seller.helpUrl).host}
            </span>
          </li>
        )}
      </ul>
    </div>
  );
}

/** The receipt: seller, order, money, method and the taxes note, printable as it stands. */
function Receipt({ order, area }: { order: OrderInfo; area: string | undefined }) {
  const { t } = useTranslation();
  const seller = sellerOf(getBoot().tenant, area);
  const rows: [string, string | null | undefined][] = [
    [t('order.seller'), seller.name],
    [t('tradeLaw.address'), seller.address],
    [t('result.billingNo'), order.billing_no],
    [t('order.ordered'), order.created_at && formatTimestamp(order.created_at)],
    [t('order.paid'), order.paid_at && formatTimestamp(order.paid_at)],
    [t('game.label'), order.game_name],
    [t('goods.selected'), order.product_name],
    [t('server.label'), order.game_server_name],
    [t('role.label'), order.role_name],
    [
      t('order.amount'),
      order.amount_minor !== undefined && order.currency
        ? formatMinor(order.amount_minor, order.currency)
        : null,
    ],
    [t('order.method'), order.pay_method_name],
  ];
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title" className="receipt__title">
        {t('order.receipt')}
      </h2>
      <dl className="facts">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className="facts__row">
              <dt>{label}</dt>
              <dd dir="auto">{value}</dd>
            </div>
          ))}
      </dl>
      <p className="receipt__note">{t('order.taxIncluded')}</p>
      <ReceiptHelp order={order} seller={seller} />
      <div className="receipt__actions">
        <button type="button" className="button button--ghost" onClick={() => window.print()}>
          {t('order.print')}
        </button>
      </div>
    </section>
  );
}

/** The page's query string with client_id naming `clientId` (the game the order belongs to). */
function withClientId(search: string, clientId: string): string {
  const params = new URLSearchParams(search);
  params.set('client_id', clientId);
  return `?${params}`;
}

/** Logged out (or logged in to another game of the brand): a login to the order's game. */
function LoginPrompt({ gameName }: { gameName: string }) {
  const { t } = useTranslation();
  return (
    <div className="order-page__login">
      <p>{t('order.loginPrompt', { game: gameName })}</p>
      <button type="button" className="button" onClick={requestLogin}>
        {t('header.login')}
      </button>
    </div>
  );
}

/**
 * /order/:billingNo (issue 18): one of the player's orders with its live delivery steps and a
 * receipt; reached from My's order history, a receipt or an e-mail. A login is bound to one game
 * product, so the page first asks which game the order is of (issue 29 item 3), moves the URL to
 * that game and, without a login for it, asks for one instead of saying "not found". Another
 * player's order is "not found", as the server answers it.
 */
export function OrderPage() {
  const { t } = useTranslation();
  const { billingNo = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { game, sdk, area } = useGameContext();
  const user = useUserInfo(game.gpId);
  const ready = useFeatureTexts(orderTextFiles, 'order');
  // In the SDK view the game hands over its own token for its own game: nothing to switch.
  const orderGame = useQuery({
    queryKey: ['order-game', billingNo],
    queryFn: ({ signal }) => fetchOrderGame(billingNo, signal),
    enabled: !sdk,
    retry: false,
    staleTime: Infinity,
  });
  const gameOfOrder = orderGame.data
    ? findGameByClientId(getBoot().tenant, orderGame.data.client_id)
    : null;
  const wrongGame = Boolean(
    orderGame.data &&
    (gameOfOrder ? gameOfOrder.gpId !== game.gpId : orderGame.data.client_id !== game.clientId),
  );
  // The URL names the order's game from then on, so the login, the header and a reload agree on
  // it even when the brand's default game would otherwise change once the game list loads.
  const named = new URLSearchParams(search).has('client_id');
  useEffect(() => {
    if (orderGame.data && (wrongGame || !named)) {
      void navigate({ search: withClientId(search, orderGame.data.client_id) }, { replace: true });
    }
  }, [wrongGame, named, orderGame.data, search, navigate]);
  // Without an answer (offline, or too many lookups from this address) the URL's game is the
  // best guess: its login still reads the order when it is that game's.
  const gameKnown = sdk || orderGame.isSuccess || orderGame.isError;
  const canRead = gameKnown && !wrongGame && (sdk || user !== null);
  const tokenKey = user?.oauth_token ?? '';
  const query = useQuery({
    queryKey: ['order', billingNo, game.gpId, tokenKey],
    queryFn: ({ signal }) => fetchOrderInfo(billingNo, true, { signal, silent: true }),
    enabled: canRead,
    retry: false,
  });
  // The simple read is enough to show the order; the full one adds money and times.
  const full = useQuery({
    queryKey: ['order', billingNo, game.gpId, tokenKey, 'full'],
    queryFn: ({ signal }) => fetchOrderInfo(billingNo, false, { signal, silent: true }),
    enabled: canRead && query.isSuccess,
    retry: false,
  });
  if (!ready) return <Skeleton />;
  const order = full.data ?? query.data;
  let body;
  if (canRead && query.isError) {
    body = <p role="alert">{t('order.notFound')}</p>;
  } else if (gameKnown && !wrongGame && !sdk && !user) {
    body = <LoginPrompt gameName={game.name} />;
  } else if (!order) {
    body = <Skeleton />;
  } else {
    body = (
      <>
        <p className="order-page__status" role="status">
          {t(statusKey(order))}
        </p>
        <DeliveryTracker billingNo={order.billing_no} />
        <Receipt order={order} area={area} />
      </>
    );
  }
  return (
    <Page title={t('order.title')}>
      <div className="order-page">
        {body}
        <Link className="order-page__back" to={{ pathname: '/my', search }}>
          {t('order.back')}
        </Link>
      </div>
    </Page>
  );
}
