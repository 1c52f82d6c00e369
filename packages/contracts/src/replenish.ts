import * as z from 'zod/mini';
import { loginRequestSchema, userInfoSchema } from './auth.ts';

// Make-up payments (SPEC §2 /replenishGoods, §3 replenish info, §4 replenish, §7). A link is a
// bearer secret (replenish_id) for one account of one game (rp_client_id) and one amount.

const clientId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
// 32 random bytes, base64url: 43 characters. A little slack for links typed by hand.
export const replenishIdSchema = z
  .string()
  .check(z.trim(), z.minLength(16), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/));
const area = z.optional(z.string().check(z.trim(), z.maxLength(32)));
const platform = z._default(z.enum(['android', 'ios', 'web']), 'web');
const token = z.optional(z.string().check(z.maxLength(256)));

// POST /api/staff/replenishments (Authorization: Bearer STAFF_API_TOKEN).
export const MAX_VALID_MINUTES = 30 * 24 * 60;
export const staffReplenishRequestSchema = z.object({
  tenant: z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(253),
      z.describe('tenant id (watt) or one of its hosts (pay.watt-games.example)'),
    ),
  client_id: clientId.check(z.describe("the game's client id (becomes rp_client_id)")),
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  amount_minor: z.int().check(z.positive(), z.lte(1_000_000_000)),
  currency: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.toUpperCase(),
        z.length(3),
        z.describe("default: the currency of the game's area"),
      ),
  ),
  valid_minutes: z.optional(z.int().check(z.positive(), z.lte(MAX_VALID_MINUTES))),
  valid_seconds: z.optional(
    z
      .int()
      .check(
        z.positive(),
        z.lte(MAX_VALID_MINUTES * 60),
        z.describe('wins over valid_minutes (tests use short links)'),
      ),
  ),
  reason: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
  created_by: z.optional(z.string().check(z.trim(), z.maxLength(80))),
});
export type StaffReplenishRequest = z.input<typeof staffReplenishRequestSchema>;
export const staffReplenishSchema = z.object({
  replenish_id: z.string().check(z.describe('the secret; shown once, only its hash is stored')),
  rp_client_id: z.string(),
  url: z.string().check(z.describe("the brand's /replenishGoods link to send the player")),
  expires_at: z.string(),
});
export type StaffReplenishData = z.infer<typeof staffReplenishSchema>;

// GET /api/replenishment/getGameList: the link's game, in the getGameListV2 shape.
export const replenishGameListQuerySchema = z.object({
  replenish_id: z.optional(replenishIdSchema),
  rp_client_id: z.optional(clientId),
  platform,
  domain_area: area,
});

// GET /api/replenishment/replenishment_info
export const replenishInfoQuerySchema = z.object({
  replenish_id: replenishIdSchema,
  oauth_token: token,
});
export const replenishStatuses = ['open', 'paid', 'expired'] as const;
export type ReplenishStatus = (typeof replenishStatuses)[number];
export const replenishInfoSchema = z.object({
  game_name: z.string(),
  user_name: z.string(),
  amount: z.string().check(z.describe("major units as a decimal string ('4.99', '5500')")),
  amount_minor: z.int(),
  currency_code: z.string(),
  valid_time: z.int().check(z.describe('seconds left; 0 once expired (or paid)')),
  status: z.enum(replenishStatuses),
  rp_client_id: z.string(),
  gp_id: z.int(),
  expires_at: z.string(),
});
export type ReplenishInfo = z.infer<typeof replenishInfoSchema>;

// GET /api/pay/replenishmentCountryList: the getPayWayList shape for the link's amount.
export const replenishCountryListQuerySchema = z.object({
  replenish_id: replenishIdSchema,
  platform,
  domain_area: area,
  oauth_token: token,
});

// POST /api/ingame/auth: the login plus game_id (the game's client id) and the link.
export const ingameLoginRequestSchema = z.object({
  ...loginRequestSchema.shape,
  game_id: clientId.check(z.describe("the link's game client id (rp_client_id)")),
  replenish_id: replenishIdSchema,
});
export type IngameLoginRequest = z.input<typeof ingameLoginRequestSchema>;
export const ingameUserInfoSchema = z.object({
  ...userInfoSchema.shape,
  replenish_id: z.string(),
  rp_client_id: z.string(),
});
export type IngameUserInfo = z.infer<typeof ingameUserInfoSchema>;
