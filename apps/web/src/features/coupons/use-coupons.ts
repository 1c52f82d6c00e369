import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Coupon } from '@topup/contracts/coupons';
import { useEffect, useMemo, useState } from 'react';
import { getBoot } from '../../shared/boot/boot.ts';
import { useUserInfo } from '../../shared/session/session-store.ts';
import { usePageConfig } from '../config/api/get-page-config.ts';
import type { SubMethod } from '../pay-methods/listing-rules.ts';
import { couponKeys, couponListQuery, productPointsQuery } from './api/coupon-api.ts';
import { chosenCoupon } from './coupon-choice.ts';
import {
  couponRowText,
  lowestRate,
  needsNoCouponConfirm,
  splitCoupons,
  type RowState,
} from './coupon-rules.ts';
import { specLimits } from '../../shared/config/spec-limits.ts';

export type CouponScope = {
  clientId: string;
  gpId: number;
  productId: string;
  area: string | undefined;
  method: SubMethod | null;
  /** The goods take coupons (isCoupon). */
  couponable: boolean;
};

/** SPEC §8: -3062 while paying refreshes the coupons after this delay. */
export const ILLEGAL_COUPON_REFRESH_MS = specLimits.illegalCouponRefreshMs;

// undefined: not chosen yet, the default rule applies; null: the player cleared it.
type Choice = string | null | undefined;

/** The recharge sheet's coupon state: the row, the popup, the price calculation and paying. */
export function useCoupons(s: CouponScope) {
  const queryClient = useQueryClient();
  const user = useUserInfo(s.gpId);
  const config = usePageConfig();
  const vip = getBoot().tenant.vip && Boolean(user);
  const open = vip && config.data?.is_open_coupon === true;
  const list = useQuery({ ...couponListQuery(s.clientId, 'avail,lock'), enabled: open });
  const [choice, setChoice] = useState<Choice>(undefined);
  const [priceFailed, setPriceFailed] = useState(false);

  const { usable, unusable } = useMemo(() => splitCoupons(list.data ?? []), [list.data]);
  const failed = list.isError || priceFailed;
  const shown = open && list.isSuccess && !failed;
  const selected = useMemo((): Coupon | null => {
    if (!shown || choice === null) return null;
    const code = choice ?? chosenCoupon(s.clientId);
    return usable.find((c) => c.code === code) ?? (choice ? null : lowestRate(usable));
  }, [shown, choice, usable, s.clientId]);

  const row: RowState = {
    goodsAllows: s.couponable,
    // No method chosen yet: nothing speaks against the coupon.
    methodAllows: s.method?.open_coupon ?? true,
    usableCount: usable.length,
    selected,
  };
  const applied = row.goodsAllows && row.methodAllows ? selected : null;

  const points = useQuery({
    ...productPointsQuery({
      clientId: s.clientId,
      productId: s.productId,
      area: s.area,
      couponCode: applied?.code,
    }),
    enabled: vip && s.productId !== '' && (!open || list.isFetched),
  });
  useEffect(() => {
    if (!points.isError) return;
    // SPEC §8: a failed price calculation clears the coupon and hides the row.
    console.error('coupon price calculation failed', points.error);
    setPriceFailed(true);
    setChoice(null);
  }, [points.isError, points.error]);
  useEffect(() => {
    if (list.isError) console.error('coupon list failed', list.error);
  }, [list.isError, list.error]);

  const priced = applied ? points.data : undefined;
  return {
    shown,
    text: couponRowText(row),
    usable,
    unusable,
    selected,
    select: (c: Coupon) => setChoice(c.code),
    cancel: () => setChoice(null),
    /** VIP points this order earns; null when unknown. */
    points: points.data?.points ?? null,
    /** The price to pay after the coupon, when one applies. */
    payMinor: priced?.discount_price_minor ?? null,
    originalMinor: priced?.price_minor,
    couponCode: applied?.code,
    confirmNeeded: shown && needsNoCouponConfirm(row),
    /** SPEC §8 -3062 while paying: no toast, log, clear the coupon, refresh after 1000 ms. */
    onIllegalCoupon: () => {
      console.warn('illegal coupon', applied?.code);
      setChoice(null);
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: couponKeys.all(s.clientId) });
      }, ILLEGAL_COUPON_REFRESH_MS);
    },
  };
}
export type CouponModel = ReturnType<typeof useCoupons>;
