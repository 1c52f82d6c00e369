import * as z from 'zod/mini';
import { firstPurchaseBonusSchema, goodsOfferSchema } from './offers.ts';

// Games, servers, roles and goods (SPEC §3, §7). Paths without a SPEC prefix live under /api/pay/.

const clientId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const area = z.optional(z.string().check(z.trim(), z.maxLength(32)));
const id = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
export const platformSchema = z.enum(['android', 'ios', 'web']);
// The api client adds these to every GET (SPEC §7); the token is checked by the server's auth.
const oauthToken = z.optional(
  z.string().check(z.maxLength(256), z.describe('login token; sent on every GET when logged in')),
);
const specLang = z.optional(
  z.string().check(z.trim(), z.maxLength(16), z.describe("player's language (names), else en")),
);

// GET /api/pay/getGameListV2
export const gameListQuerySchema = z.object({
  client_id: clientId,
  platform: z._default(platformSchema, 'web'),
  domain_area: area,
});
const gameBase = {
  client_id: z.string(),
  gp_id: z.int(),
  code: z.string(),
  name: z.string(),
  logo: z.string(),
  is_select_game: z.boolean(),
  terms_url: z.nullable(z.string()),
  privacy_url: z.nullable(z.string()),
  // The publisher's key art (a path on the shop), set in the console; absent: the shop's own.
  key_art: z.optional(z.string()),
};
export const subGameSchema = z.object(gameBase);
export const gameSchema = z.object({
  ...gameBase,
  area: z.string(),
  sub_game: z
    .record(z.string(), subGameSchema)
    .check(z.describe('sub-games by codeKey; the app turns the map into a list')),
});
export const gameListSchema = z.object({ games: z.array(gameSchema) });
export type GameData = z.infer<typeof gameSchema>;

// GET /api/pay/getServerList — server_id searches all servers by id (prefix).
export const serverListQuerySchema = z.object({
  client_id: clientId,
  domain_area: area,
  server_id: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  oauth_token: oauthToken,
});
export const serverSchema = z.object({
  server_id: z.string(),
  server_name: z.string(),
  area: z.string(),
});
export const serverListSchema = z.object({
  my_servers: z.array(serverSchema).check(z.describe('servers where the player has a role')),
  all_servers: z.array(serverSchema),
});
export type ServerData = z.infer<typeof serverSchema>;

// GET /api/pay/getRoleList (logged in) and /api/system/allRoleList (logged in)
export const roleListQuerySchema = z.object({
  client_id: clientId,
  server_id: id,
  domain_area: area,
  oauth_token: oauthToken,
});
export const allRoleListQuerySchema = z.object({
  client_id: clientId,
  domain_area: area,
  oauth_token: oauthToken,
});
export const roleSchema = z.object({
  role_id: z.string(),
  role_name: z.string(),
  level: z.int(),
  server_id: z.string(),
  server_name: z.string(),
});
export const roleListSchema = z.object({ roles: z.array(roleSchema) });
export type RoleData = z.infer<typeof roleSchema>;

// GET /api/rsys/evoke: checks that a role exists and belongs to the player; -3030 otherwise.
// getRoleList and evoke: a domain_area, when sent, must be the server's area (-3031).
export const evokeQuerySchema = z.object({
  client_id: clientId,
  server_id: id,
  role_id: id,
  domain_area: area,
  oauth_token: oauthToken,
});
export const evokeSchema = roleSchema;

// GET /api/pay/getGoodsList — SPEC §3 goods, priced in the area's currency.
export const goodsListQuerySchema = z.object({
  client_id: clientId,
  domain_area: area,
  server_id: z.optional(id),
  role_id: z.optional(id),
  spec_lang: specLang,
});
export const productTypeSchema = z.object({
  typeKey: z.string(),
  name: z.string(),
  typeSort: z.int(),
});
export const goodsSchema = z.object({
  product_id: z.string(),
  value: z.int().check(z.describe('in-game amount delivered')),
  bonus: z.int(),
  display: z.string().check(z.describe("name in the player's language")),
  price: z.string().check(z.describe('decimal string in major units, e.g. "4.99", "5500"')),
  price_minor: z.int().check(z.describe('integer minor units of currency')),
  currency: z.string(),
  typeKey: z.string(),
  isLimit: z.boolean(),
  isCoupon: z.boolean(),
  couponPoints: z.int(),
  goodsSort: z.int(),
  typeSort: z.int(),
  isSpecial: z.boolean(),
  // The goods' picture (a path or an https URL); no description: parsed on first paint.
  image: z.optional(z.string()),
  // Decision 0028: set on offers only (badges, countdown, chain step state).
  offer: z.optional(goodsOfferSchema),
});
export const goodsListSchema = z.object({
  currency: z.string(),
  types: z.array(productTypeSchema),
  goods: z.array(goodsSchema),
  // Decision 0028: the game's first-purchase bonus, when it has one.
  first_purchase_bonus: z.optional(firstPurchaseBonusSchema),
  // When seconds_left was measured (ISO).
  server_time: z.optional(z.string()),
});
export type GoodsData = z.infer<typeof goodsSchema>;
