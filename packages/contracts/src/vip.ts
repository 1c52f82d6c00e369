import * as z from 'zod/mini';

// VIP centre (SPEC §1, §3, §4, §7). Paths live under /api/coupons/. The points rate is never sent.

const clientId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const oauthToken = z.optional(
  z.string().check(z.maxLength(256), z.describe('login token; sent on every GET when logged in')),
);

export const couponTypeSchema = z.enum(['permanent', 'week', 'month']);
export type CouponType = z.infer<typeof couponTypeSchema>;

// GET /api/coupons/vipBasicInfo — public; levels [] when the tenant has no VIP version.
export const vipBasicInfoQuerySchema = z.object({ client_id: clientId, oauth_token: oauthToken });
export const vipLevelCouponSchema = z.object({
  template_id: z.string(),
  type: couponTypeSchema,
  name: z.string().check(z.describe('plain text, or JSON of locale -> text; render as text')),
  discount_rate: z.int().check(z.describe('percent the player pays: 85 = 15% off')),
});
export const vipLevelSchema = z.object({
  level_id: z.int(),
  name: z.string(),
  show_name: z.string(),
  need_points: z.int().check(z.describe('total points needed to reach this level')),
  coupons: z.array(vipLevelCouponSchema),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;
export const vipBasicInfoSchema = z.object({
  point_to_coin: z.string().check(z.describe('display text of what points are worth')),
  faq_title: z.string(),
  faq_content: z.string().check(z.describe('plain text with newlines; render as text')),
  levels: z.array(vipLevelSchema).check(z.describe('ascending need_points; [] = VIP off')),
});
export type VipBasicInfo = z.infer<typeof vipBasicInfoSchema>;

// GET /api/coupons/vipInfo — logged in.
export const vipInfoQuerySchema = vipBasicInfoQuerySchema;
export const vipInfoSchema = z.object({
  vip_level: z.int().check(z.describe('level_id; 0 below the first level')),
  vip_level_name: z.string(),
  vip_level_show: z.string(),
  total_points: z.int(),
  next_need_points: z.nullable(z.int()).check(z.describe('null at the top level')),
});
export type VipInfo = z.infer<typeof vipInfoSchema>;
