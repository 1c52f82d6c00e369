import { queryOptions } from '@tanstack/react-query';
import {
  couponListSchema,
  productPointsSchema,
  receiveCouponsSchema,
} from '@topup/contracts/coupons';
import { apiGet, apiPost } from '../../../shared/api-client/api-client.ts';

// SPEC §7 coupon calls. The token and language ride along through the API client.
export type CouponCategory = 'avail,lock' | 'history';

export const couponKeys = {
  all: (clientId: string) => ['coupons', clientId] as const,
  list: (clientId: string, category: CouponCategory) => ['coupons', clientId, category] as const,
};

export function couponListQuery(clientId: string, category: CouponCategory) {
  return queryOptions({
    queryKey: couponKeys.list(clientId, category),
    queryFn: ({ signal }) =>
      apiGet(
        '/api/coupons/couponList',
        { client_id: clientId, use_category: category },
        couponListSchema,
        { signal, silent: true },
      ).then((r) => r.list),
    // Orders reserve, use and release coupons outside the views listing them: asked again on
    // every visit, so a used coupon is not offered for long from the cache.
    staleTime: 0,
  });
}

/** POSTs carry the token in the body (the API client adds it to GETs only). */
export function receiveCoupon(clientId: string, templateId: string, token: string | undefined) {
  return apiPost(
    '/api/coupons/receiveCoupons',
    { client_id: clientId, template_id: templateId, oauth_token: token },
    receiveCouponsSchema,
    // Claiming twice must not claim twice.
    { retry: false },
  );
}

export type PriceScope = {
  clientId: string;
  productId: string;
  area: string | undefined;
  couponCode: string | undefined;
};

/** The price calculation (SPEC §7): the VIP points and the price after the coupon. */
export function productPointsQuery(s: PriceScope) {
  return queryOptions({
    queryKey: ['product-points', s.clientId, s.productId, s.area ?? '', s.couponCode ?? ''],
    queryFn: ({ signal }) =>
      apiGet(
        '/api/pay/productPoints',
        {
          client_id: s.clientId,
          product_id: s.productId,
          domain_area: s.area,
          coupon_code: s.couponCode,
        },
        productPointsSchema,
        { signal, silent: true },
      ),
    staleTime: 60_000,
  });
}
