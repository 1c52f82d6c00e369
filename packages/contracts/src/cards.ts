import * as z from 'zod/mini';

// Prepaid cards and gift cards (SPEC §1, §3 card-check response, §4 card mode, §5 card rules,
// §7). card_info is built by card-info.ts. All POST bodies are JSON; the app
// sends oauth_token in the body (the server also reads `Authorization: Bearer`).

const clientId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const id = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const short = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
const token = z.optional(z.string().check(z.maxLength(256)));
const cardInfo = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(2048),
    z.describe('base64(encoded card id : encoded password : FNV-1a) — card-info.ts'),
  );

// POST /api/card/check — is this card good here, and what is it worth? (logged in)
export const cardCheckRequestSchema = z.object({
  client_id: clientId,
  card_info: cardInfo,
  domain_area: short(32),
  areaId: short(32),
  oauth_token: token,
});
export type CardCheckRequest = z.infer<typeof cardCheckRequestSchema>;
export const cardCheckSchema = z.object({
  price: z.string().check(z.describe("the card's price in major units, e.g. '9.99'")),
  price_minor: z.int(),
  currency: z.string(),
  gems_number: z.int().check(z.describe('in-game amount the card gives')),
  extra_gems_number: z.int().check(z.describe('bonus on top')),
});
export type CardCheckData = z.infer<typeof cardCheckSchema>;

// POST /api/card/exchange — redeems the card for the player's character (logged in, verified).
export const cardExchangeRequestSchema = z.object({
  client_id: clientId,
  server_id: id,
  role_id: id,
  platform: z._default(z.enum(['android', 'ios', 'web']), 'web'),
  card_info: cardInfo,
  areaId: short(32),
  domain_area: short(32),
  spec_lang: short(16),
  oauth_token: token,
});
export type CardExchangeRequest = z.infer<typeof cardExchangeRequestSchema>;
export const cardExchangeSchema = z.object({
  billing_no: z.string().check(z.describe('the order, born paid; getOrderInfo follows delivery')),
  gems_number: z.int(),
  extra_gems_number: z.int(),
});
export type CardExchangeData = z.infer<typeof cardExchangeSchema>;

// POST /api/gift/redeem — a retail gift-card code, redeemed for the character (logged in, verified).
export const giftRedeemRequestSchema = z.object({
  client_id: clientId,
  server_id: id,
  role_id: id,
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(64),
      z.describe('as printed; case, spaces and dashes do not matter'),
    ),
  areaId: short(32),
  domain_area: short(32),
  spec_lang: short(16),
  oauth_token: token,
});
export type GiftRedeemRequest = z.infer<typeof giftRedeemRequestSchema>;
export const giftRedeemSchema = z.object({
  billing_no: z.string(),
  value: z.string().check(z.describe("the card's value in major units")),
  value_minor: z.int(),
  currency: z.string(),
  gems_number: z.int().check(z.describe('value x the base rate of the game, floored')),
});
export type GiftRedeemData = z.infer<typeof giftRedeemSchema>;
