import * as z from 'zod/mini';
import { couponTypeSchema } from './vip.ts';

// Coupons and the price calculation (SPEC §3, §4, §5, §7). Money is integer minor units.

const clientId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const id = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const oauthToken = z.optional(
  z.string().check(z.maxLength(256), z.describe('login token; sent on every GET when logged in')),
);

export const useCategorySchema = z.enum(['claim', 'avail', 'lock', 'history']);
export type UseCategory = z.infer<typeof useCategorySchema>;

// GET /api/coupons/couponList — logged in.
export const couponListQuerySchema = z.object({
  client_id: clientId,
  use_category: z.enum(['avail,lock', 'history']),
  oauth_token: oauthToken,
});
export const couponSchema = z.object({
  code: z.string().check(z.describe("'' while only claimable (use_category claim)")),
  template_id: z.string(),
  type: couponTypeSchema,
  name: z.string().check(z.describe('plain text, or JSON of locale -> text; render as text')),
  use_category: useCategorySchema.check(
    z.describe(
      'claim: claimable now; avail: usable; lock: needs a higher level; history: used or expired',
    ),
  ),
  is_used: z.union([z.literal(0), z.literal(1)]),
  used_time: z.nullable(z.string().check(z.describe('ISO 8601'))),
  valid_end_time: z.nullable(z.string().check(z.describe('ISO 8601; null = no end'))),
  time_zone: z.string().check(z.describe("the tenant's IANA time zone of the periods")),
  discount_rate: z.int().check(z.describe('percent the player pays: 85 = 15% off')),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponListSchema = z.object({ list: z.array(couponSchema) });
export type CouponList = z.infer<typeof couponListSchema>;

// POST /api/coupons/receiveCoupons — logged in; a second claim of the same period answers -3062.
export const receiveCouponsRequestSchema = z.object({
  client_id: clientId,
  template_id: id,
  oauth_token: oauthToken,
});
export const receiveCouponsSchema = z.object({ code: z.string() });

// GET /api/pay/productPoints — logged in; the price calculation.
export const productPointsQuerySchema = z.object({
  client_id: clientId,
  product_id: id,
  domain_area: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  coupon_code: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  oauth_token: oauthToken,
});
export const productPointsSchema = z.object({
  points: z.int().check(z.describe('VIP points this purchase would earn')),
  discountPrice: z.string().check(z.describe('decimal string in major units')),
  discount_price_minor: z.int().check(z.describe('floor(price_minor * rate / 100)')),
  price_minor: z.int(),
  currency: z.string(),
});
export type ProductPoints = z.infer<typeof productPointsSchema>;
