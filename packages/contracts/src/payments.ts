import * as z from 'zod/mini';
import { cleanText } from './clean-text.ts';
import { payerFieldNames } from './payer-field-names.ts';

// Payment methods, pay calls and order info (SPEC §3, §4, §7). Money is integer minor units.

const clientId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const id = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const short = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
const token = z.optional(z.string().check(z.maxLength(128)));

// GET /api/pay/getPayWayList — cached per client in the app.
export const payWayListQuerySchema = z.object({
  client_id: clientId,
  product_id: id,
  platform: z._default(z.enum(['android', 'ios', 'web']), 'web'),
  domain_area: short(32),
  oauth_token: token,
});
const methodFields = {
  payway_id: z.int(),
  channel_id: z.string(),
  family_id: z.int(),
  name: z.string(),
  icon: z.string().check(z.describe('empty when the method has none (it is then not listed)')),
  sort: z.int(),
  min_money: z.int().check(z.describe('minor units; <= 0 means no lower bound')),
  max_money: z.int().check(z.describe('minor units; <= 0 means no upper bound')),
  description: z.string().check(z.describe('plain text, or JSON of locale -> text')),
  open_coupon: z.boolean(),
  pay_id: z.string(),
  platforms: z.array(z.string()).check(z.describe('empty = every platform (Apple Pay: ios)')),
  payer_fields: z._default(
    z
      .array(z.enum(payerFieldNames))
      .check(
        z.describe('what the method needs from the payer, asked in the sheet (payer-fields.ts)'),
      ),
    [],
  ),
};
export const subPaymentSchema = z.object(methodFields);
export const paymentMethodSchema = z.object({
  ...methodFields,
  sub_payment: z.array(subPaymentSchema),
});
export type PaymentMethodData = z.infer<typeof paymentMethodSchema>;
export const payWayListSchema = z.object({
  currency: z.string(),
  price_minor: z.int().check(z.describe("the product's price in that currency")),
  country: z.record(z.string(), z.array(paymentMethodSchema)),
});

// GET /api/pay/getCountryList — countries that have payment methods for the area.
export const countryListQuerySchema = z.object({ client_id: clientId, domain_area: short(32) });
export const countryListSchema = z.object({
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
});

// Goods need product, server and role; a make-up payment names its link instead (the amount is
// the link's). Left out they read as '' so the goods flow keeps plain strings.
const goodsField = (what: string) =>
  z._default(
    z.string().check(z.trim(), z.maxLength(64), z.describe(`${what}; '' with replenish_id`)),
    '',
  );

// The common payload of every pay endpoint (POST, JSON body).
const payFields = z.object({
  client_id: clientId,
  server_id: goodsField("the role's server"),
  role_id: goodsField('the role'),
  platform: z._default(z.enum(['android', 'ios', 'web']), 'web'),
  product_id: goodsField('the goods'),
  replenish_id: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(16),
        z.maxLength(128),
        z.describe('pays a make-up payment link instead of goods (SPEC §2 /replenishGoods)'),
      ),
  ),
  domain_area: short(32),
  game_channel_id: short(64),
  bcp47_lang: short(35),
  country: z.string().check(z.trim(), z.minLength(2), z.maxLength(16)),
  did: short(128),
  session_id: short(128),
  session_time: z.optional(z.union([z.string().check(z.maxLength(32)), z.int()])),
  traffic_source: short(32),
  areaId: short(32),
  pay_id: short(64),
  coupon_code: short(64),
  // An int4 column (orders.payway_id): a larger id is a bad request, not a failed insert.
  payway_id: z.int32().check(z.positive()),
  channel: short(64),
  channel_id: short(64),
  spec_lang: short(16),
  card_info: z.optional(z.string().check(z.maxLength(1024))),
  oauth_token: token,
  // Top-up by player id (decision 0038): pays for the looked-up character without a login.
  player_ticket: z.optional(z.string().check(z.minLength(32), z.maxLength(128))),
  // The payer fields a method needs (payer_fields of its listing), passed to the provider only.
  payer_name: short(100),
  payer_email: short(254),
  payer_phone: short(32),
  payer_tax_id: short(32),
});
export const payRequestSchema = payFields.check(
  // With player_ticket the server and role are the ticket's (decision 0038).
  z.refine(
    (b) =>
      Boolean(b.replenish_id) ||
      Boolean(b.product_id && ((b.server_id && b.role_id) || b.player_ticket)),
    {
      message: 'product_id, server_id and role_id are required (or replenish_id)',
      path: ['product_id'],
    },
  ),
);
export type PayRequest = z.infer<typeof payRequestSchema>;

// A payment paid in a separately loaded component (SPEC §7). The sandbox's component is a module
// at script_url; a provider's own web component is bundled in the app and loaded lazily by
// provider (adyen: @adyen/adyen-web's Drop-in with its sessions flow), so it names no script.
export const dropInSchema = z.object({
  provider: z.string(),
  session_id: z.string(),
  client_key: z.string(),
  script_url: z
    .string()
    .check(z.describe("the sandbox drop-in module, loaded only when chosen; '' for a provider's")),
  session_data: z.optional(
    z.string().check(z.describe("the provider session's data blob (Adyen sessionData)")),
  ),
  environment: z.optional(
    z.string().check(z.describe("the component's environment: test, live (live-us…), or emulator")),
  ),
  emulator_url: z.optional(
    z
      .string()
      .check(z.describe("emulator mode: the provider emulator's root the component talks to")),
  ),
});
export const payResponseSchema = z.object({
  billing_no: z.string(),
  url: z.string().check(z.describe('open in a new window; empty for a drop-in method')),
  drop_in: z.optional(dropInSchema),
});
export type PayResponse = z.infer<typeof payResponseSchema>;

// GET /api/pay/getOrderInfo — status codes of SPEC §4: Success=1, Pending=-1, Fail=-2, Repeat=10.
export const orderInfoQuerySchema = z.object({
  billing_no: z.string().check(z.trim(), z.minLength(6), z.maxLength(64)),
  simple: z.optional(z.enum(['0', '1'])),
  oauth_token: token,
});
export const orderInfoSchema = z.object({
  status: z.union([z.literal(1), z.literal(-1), z.literal(-2), z.literal(10)]),
  billing_no: z.string(),
  user_name: z.string(),
  game_name: z.string(),
  game_server_name: z.string(),
  role_name: z.string(),
  product_name: z.string(),
  // Issue 14: a paid order whose money went back in full (refund or chargeback) keeps SPEC §4's
  // Fail status code; this says why, so the result page can show "Refunded" rather than a failure.
  refunded: z.optional(
    z.literal(true).check(z.describe('given back in full (refund or chargeback): goods revoked')),
  ),
  // Full answer only (simple omitted or 0):
  amount: z.optional(z.string()),
  amount_minor: z.optional(z.int()),
  currency: z.optional(z.string()),
  // Issue 29 item 7: the receipt names the method as the player saw it in the recharge sheet, in
  // the request's language (absent when the order has no listed method, e.g. a card redemption).
  pay_method_name: z.optional(z.string()),
  pay_url: z.optional(z.string()),
  created_at: z.optional(z.string()),
  paid_at: z.optional(z.nullable(z.string())),
  delivered: z.optional(z.boolean()),
  delivery_error: z.optional(
    z.string().check(z.describe('why delivery to the game keeps failing (support follows up)')),
  ),
});
export type OrderInfo = z.infer<typeof orderInfoSchema>;

/** Where a paid order's goods are (getOrderList's delivery, issue 29). */
export const orderDeliveryStates = [
  'on_its_way',
  'delayed',
  'delivered',
  'refunding',
  'credited',
] as const;
export type OrderDelivery = (typeof orderDeliveryStates)[number];

// GET /api/pay/getOrderList — logged in (issue 17: order history in My). The player's orders of
// the game product client_id belongs to (a login covers one game product), newest first.
export const ORDER_LIST_MAX = 50;
export const orderListQuerySchema = z.object({
  client_id: clientId,
  limit: z.optional(
    z.coerce
      .number()
      .check(z.int(), z.minimum(1), z.maximum(ORDER_LIST_MAX), z.describe('default 20')),
  ),
  // Issue 29 item 6: one publisher account serves all the brand's games, so My may list the
  // account's orders of every game of the brand (the login still has to be for client_id's game).
  scope: z.optional(
    z.enum(['game', 'account']).check(z.describe('default game; account: every game of the brand')),
  ),
  oauth_token: token,
});
export const orderListItemSchema = z.object({
  billing_no: z.string(),
  status: z.union([z.literal(1), z.literal(-1), z.literal(-2), z.literal(10)]),
  refunded: z.optional(z.literal(true)),
  // Issue 29: a paid order (status 1 or 10) says where its goods are, so My does not call it
  // successful before the game acknowledged it: on its way, delayed past the brand's patience,
  // delivered, or not delivered and settled (refund under way, or a credit given instead).
  delivery: z.optional(z.enum(orderDeliveryStates)),
  game_name: z.string(),
  game_server_name: z.string(),
  role_name: z.string(),
  product_name: z.string(),
  amount: z.string().check(z.describe('formatted in the order currency, e.g. 4.99')),
  amount_minor: z.int(),
  currency: z.string(),
  created_at: z.string().check(z.describe('ISO 8601')),
  // The order's game: a login for it opens the order.
  client_id: z.string(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;
export const orderListSchema = z.object({ list: z.array(orderListItemSchema) });
export type OrderList = z.infer<typeof orderListSchema>;

/**
 * What a provider sends to POST /api/pay/notify/:provider (the sandbox speaks this; a live adapter
 * maps its vendor's format to it in parseCallback). Parsed from the raw signed body, past the
 * server's request hook: cleanText refuses NUL and lone surrogates here (400, not a 500 retried
 * forever). Headers: x-pay-timestamp (unix seconds) and
 * x-pay-signature = hex HMAC-SHA256(secret of that tenant and provider, `${timestamp}.${rawBody}`).
 */
export const providerCallbackSchema = z.object({
  event_id: z.string().check(cleanText, z.minLength(1), z.maxLength(128)),
  tenant_id: z.string().check(cleanText, z.minLength(1), z.maxLength(64)),
  merchant_ref: z.string().check(cleanText, z.minLength(1), z.maxLength(64)),
  provider_txn_id: z.string().check(cleanText, z.minLength(1), z.maxLength(128)),
  status: z.enum(['succeeded', 'failed', 'pending', 'refunded']),
  amount_minor: z.int(),
  currency: z.string().check(cleanText, z.length(3)),
});
export type ProviderCallback = z.infer<typeof providerCallbackSchema>;
