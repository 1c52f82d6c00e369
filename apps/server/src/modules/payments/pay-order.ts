import type { PayEndpoint } from '@topup/contracts/payment-families';
import type { PayRequest } from '@topup/contracts/payments';
import type { RequestContext } from '../../context.ts';
import type { GameRole } from '../../games/game-gateway.ts';
import { nameIn } from '../../i18n/name-in.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { GameRow } from '../catalog/repository.ts';
import { orderParty } from '../orders/order-party.ts';
import type { NewOrder } from '../orders/types.ts';
import type { PricedProduct } from './pay-repository.ts';
import type { MethodRow } from './providers/provider.ts';

// Payload fields kept on the order for support and analytics (never card_info or the token).
const metaFields = [
  'platform',
  'domain_area',
  'areaId',
  'game_channel_id',
  'bcp47_lang',
  'spec_lang',
  'did',
  'session_id',
  'session_time',
  'traffic_source',
  'pay_id',
] as const satisfies readonly (keyof PayRequest)[];

export function metaOf(body: PayRequest): Record<string, unknown> {
  return Object.fromEntries(
    metaFields.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]),
  );
}

/** The order row's fields: names as the player saw them, money from the server's own price. */
export function newOrderInput(parts: {
  ctx: RequestContext;
  endpoint: PayEndpoint;
  providerKey: string;
  game: GameRow;
  user: AuthUser;
  role: GameRole;
  area: string;
  currency: string;
  product: PricedProduct;
  method: MethodRow;
  body: PayRequest;
  /** A coupon checked by the coupon service: its code and the price it gives. */
  coupon?: { code: string; amountMinor: number } | null;
}): NewOrder {
  const { product, method, body } = parts;
  return {
    ...orderParty(parts),
    productId: product.productId,
    productName: nameIn(product.names, body.spec_lang ?? body.bcp47_lang),
    value: product.value,
    bonus: product.bonus,
    amountMinor: parts.coupon?.amountMinor ?? product.amountMinor,
    originalAmountMinor: product.amountMinor,
    currency: parts.currency,
    country: method.country,
    methodKey: method.methodKey,
    paywayId: method.paywayId,
    channelId: method.channelId,
    familyId: method.familyId,
    provider: parts.providerKey,
    endpoint: parts.endpoint,
    couponCode: parts.coupon?.code ?? null,
    meta: metaOf(body),
  };
}

/**
 * The make-up payment's stored goods name (English, as providers get it); players read it in their
 * language (order-product-name.ts).
 */
export const REPLENISH_PRODUCT_NAME = serverMessage('orders.makeUpPayment').en;
export const REPLENISH_PRODUCT_ID = 'replenish';

/**
 * A make-up payment's order: the link's amount and currency (never the client's), nothing for the
 * character to receive (the game lifts the account's block), no coupon.
 */
export function newReplenishOrderInput(parts: {
  ctx: RequestContext;
  endpoint: PayEndpoint;
  providerKey: string;
  game: GameRow;
  user: AuthUser;
  /** The character the game's notice goes to; null when the account has none in this game. */
  role: GameRole | null;
  area: string;
  link: { idHash: string; amountMinor: number; currency: string };
  method: MethodRow;
  body: PayRequest;
}): NewOrder {
  const { link, method } = parts;
  return {
    ...orderParty(parts),
    productId: REPLENISH_PRODUCT_ID,
    productName: REPLENISH_PRODUCT_NAME,
    value: 0,
    bonus: 0,
    amountMinor: link.amountMinor,
    originalAmountMinor: link.amountMinor,
    currency: link.currency,
    country: method.country,
    methodKey: method.methodKey,
    paywayId: method.paywayId,
    channelId: method.channelId,
    familyId: method.familyId,
    provider: parts.providerKey,
    endpoint: parts.endpoint,
    couponCode: null,
    purpose: 'replenish',
    ref: link.idHash,
    meta: metaOf(parts.body),
  };
}
