import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageConfig } from '../config/api/get-page-config.ts';
import { useOrderSelection } from '../game/selection-store.ts';
import { useGameContext } from '../game/use-game-context.ts';
import { useCoupons } from '../coupons/use-coupons.ts';
import { rechargeKeyOf } from '../pay-methods/listing-rules.ts';
import { areaLabel } from '../region/area-label.ts';
import { useGoodsList } from '../game/api/get-goods-list.ts';
import type { ResultTarget } from '../../shared/pay-flow/pay-flow-store.ts';
import { useMethodChoice } from './use-method-choice.ts';
import { usePayAction } from './use-pay-action.ts';
import { usePayerDetails } from './use-payer-details.ts';

/** Everything the recharge sheet (and the old /recharge page) shows and does. */
export function useRecharge(onPaid: (result: ResultTarget) => void) {
  const { t } = useTranslation();
  const ctx = useGameContext();
  const selection = useOrderSelection();
  const config = usePageConfig();
  const { server, role } = selection;
  const productId = selection.goods?.value ?? '';
  // The same query as the goods page, so the goods come from its cache.
  const goodsList = useGoodsList(
    {
      clientId: ctx.clientId,
      area: ctx.area,
      serverId: server && role ? server.value : undefined,
      roleId: server && role ? role.value : undefined,
    },
    ctx.game.confirmed,
  );
  const goods = goodsList.data?.goods.find((g) => g.product_id === productId);
  const methods = useMethodChoice({ clientId: ctx.clientId, productId, area: ctx.area });
  const price = methods.list.data;
  const coupons = useCoupons({
    clientId: ctx.clientId,
    gpId: ctx.game.gpId,
    productId,
    area: ctx.area,
    method: methods.paying,
    couponable: goods?.isCoupon ?? false,
  });
  const payer = usePayerDetails(methods.paying, methods.choice.country);
  const payment = usePayAction(
    {
      clientId: ctx.clientId,
      payer: payer.body,
      area: ctx.area,
      country: methods.choice.country,
      method: methods.paying,
      limited: goods?.isLimit ?? false,
      priceMinor: coupons.payMinor ?? price?.price_minor ?? goods?.price_minor ?? 0,
      currency: price?.currency ?? goods?.currency ?? '',
      coupon: coupons,
    },
    onPaid,
  );

  // A drop-in belongs to the method it was opened for.
  const payingKey = methods.paying ? rechargeKeyOf(methods.paying) : '';
  const { cancelDropIn } = payment;
  useEffect(() => cancelDropIn(), [payingKey, cancelDropIn]);

  const showRegion = config.data?.area_config.is_area_role && ctx.area;
  return {
    methods,
    payment,
    payer,
    coupons,
    price: price ? { priceMinor: price.price_minor, currency: price.currency } : null,
    detail: {
      goods: goods?.display ?? selection.goods?.display ?? '',
      region: showRegion ? areaLabel(t, showRegion) : undefined,
      server: server?.display ?? '',
      role: role?.display ?? '',
    },
    clientId: ctx.clientId,
    productId,
    ready: Boolean(productId && server && role),
  };
}
export type RechargeModel = ReturnType<typeof useRecharge>;
