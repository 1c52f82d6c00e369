import { ResultCode } from '@topup/contracts/result-codes';
import { currencies, type Currency } from '@topup/tenants/currencies';
import type { RequestContext } from '../../context.ts';
import type { GameGateway, GameRole } from '../../games/game-gateway.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertServerInArea } from '../catalog/area.ts';
import { roleNotFoundMessage } from '../catalog/play-service.ts';
import type { GameRow } from '../catalog/repository.ts';
import type { RedemptionKind } from '../payments/redemption-kinds.ts';
import { orderParty } from '../orders/order-party.ts';
import type { NewOrder } from '../orders/types.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { en } from '../../i18n/messages/en.ts';

// What prepaid-card exchange and gift-card redemption share: the player's character, the name
// of what is credited, and the order row of a redemption (born paid, no payment method).

// English texts (tests compare them); players get them in their language. One message for an
// unknown number and a wrong password: which one it was is not told.
const cardKeys = [
  'invalid',
  'invalidCode',
  'used',
  'expired',
  'otherGame',
  'otherCurrency',
  'otherPrice',
] as const;
type CardProblem = (typeof cardKeys)[number];
export const cardMessages = Object.fromEntries(
  cardKeys.map((key) => [key, en[`cards.${key}`]]),
) as Record<CardProblem, string>;

export const cardError = (key: CardProblem) => {
  const code =
    key === 'invalid' || key === 'invalidCode'
      ? ResultCode.CardInvalid
      : key === 'used'
        ? ResultCode.CardUsed
        : ResultCode.CardNotUsable;
  return new AppError(code, serverMessage(`cards.${key}`));
};

export function isCurrency(value: string): value is Currency {
  return value in currencies;
}

/**
 * The character must be the player's own, on the server named (-3030 otherwise), and that server
 * in the area the request resolved to (-3031): the card's currency is checked against that area.
 */
export async function playerRole(
  gateway: GameGateway,
  q: {
    tenantId: string;
    game: GameRow;
    user: AuthUser;
    serverId: string;
    roleId: string;
    area: string;
  },
): Promise<GameRole> {
  const role = await gateway.findRole(q.tenantId, q.game.gameCode, q.roleId);
  if (!role || role.suid !== q.user.suid || role.serverId !== q.serverId) {
    throw new AppError(ResultCode.RoleNotFound, roleNotFoundMessage);
  }
  assertServerInArea(role, q.area);
  return role;
}

/** The order of a redemption: what the role gets, what the card was worth, which card (ref). */
export function redemptionOrder(parts: {
  ctx: RequestContext;
  kind: RedemptionKind;
  game: GameRow;
  user: AuthUser;
  role: GameRole;
  area: string;
  productName: string;
  value: number;
  bonus: number;
  amountMinor: number;
  currency: string;
  ref: string;
  meta: Record<string, unknown>;
}): NewOrder {
  const { kind } = parts;
  return {
    ...orderParty(parts),
    productId: kind.productId,
    productName: parts.productName,
    value: parts.value,
    bonus: parts.bonus,
    amountMinor: parts.amountMinor,
    originalAmountMinor: parts.amountMinor,
    currency: parts.currency,
    country: '',
    methodKey: `${kind.paywayId}_${kind.channelId}`,
    paywayId: kind.paywayId,
    channelId: kind.channelId,
    familyId: kind.familyId,
    provider: kind.provider,
    endpoint: kind.endpoint,
    couponCode: null,
    purpose: kind.purpose,
    ref: parts.ref,
    meta: Object.fromEntries(Object.entries(parts.meta).filter(([, v]) => v !== undefined)),
  };
}
