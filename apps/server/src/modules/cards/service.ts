import type {
  CardCheckData,
  CardCheckRequest,
  CardExchangeData,
  CardExchangeRequest,
} from '@topup/contracts/cards';
import { decodeCardInfo } from '@topup/contracts/card-info';
import { payEndpoints, type PayEndpoint } from '@topup/contracts/payment-families';
import type { PayRequest, PayResponse } from '@topup/contracts/payments';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Area } from '@topup/tenants/areas';
import { defaultCurrency } from '@topup/tenants/tenant-rules';
import type { RequestContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { GameGateway } from '../../games/game-gateway.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { verifyPassword } from '../accounts/password.ts';
import { resolveArea } from '../catalog/area.ts';
import { formatMinor } from '../catalog/money.ts';
import { createCatalogRepository, type GameRow } from '../catalog/repository.ts';
import { enforceLimit } from '../limits/usage.ts';
import type { OrderService } from '../orders/service.ts';
import type { Tx } from '../orders/types.ts';
import { createMethodsRepository } from '../payments/methods/repository.ts';
import { amountName } from '../catalog/amount-name.ts';
import { unknownProductMessage } from '../catalog/unknown-product.ts';
import { cardExchangeKind } from '../payments/redemption-kinds.ts';
import { badPayParams, channelMissing, paywayMissing } from '../payments/pay-errors.ts';
import { newOrderInput } from '../payments/pay-order.ts';
import { createGuessThrottle, guessKeys } from './guess-throttle.ts';
import { assertMayPurchase } from '../account-blocks/purchase-guard.ts';
import { serverMessage, withDetail } from '../../i18n/server-messages.ts';
import { cardError, isCurrency, playerRole, redemptionOrder } from './redemption.ts';
import {
  claimCard,
  createCardRepository,
  normalizeCardNo,
  type PrepaidCardRow,
} from './repository.ts';

export type CardServiceDeps = {
  db: Db;
  orders: OrderService;
  gateway: GameGateway;
  now: () => Date;
};

/** Who asks: the player and the client address (both have a guessing budget). */
export type CardCaller = { ctx: RequestContext; game: GameRow; user: AuthUser; ip: string };

const invalidCardInfo = () =>
  new AppError(
    ResultCode.BadRequest,
    withDetail(serverMessage('request.invalid', { where: 'body' }), 'card_info'),
  );

/**
 * Prepaid cards (SPEC §1, §4 card mode, §7): check, exchange for the gems, or pay a product with
 * the card on the card-based pay endpoints. A card is spent only together with its born-paid
 * order and the order's delivery, in one transaction.
 */
export function createCardService(deps: CardServiceDeps) {
  const repo = createCardRepository(deps.db);
  const throttle = createGuessThrottle(deps.db);
  const catalog = createCatalogRepository(deps.db);
  const methods = createMethodsRepository(deps.db);

  /** The card behind card_info, password checked, still redeemable; wrong guesses are counted. */
  async function open(caller: CardCaller, cardInfo: string): Promise<PrepaidCardRow> {
    const secret = decodeCardInfo(cardInfo);
    if (!secret) throw invalidCardInfo();
    const tenantId = caller.ctx.tenant.id;
    const keys = guessKeys(caller.user.suid, caller.ip);
    const at = deps.now();
    // Counted before the password check: a blocked guesser costs no scrypt and learns nothing,
    // and a burst of concurrent guesses gets no more than the limit.
    const slot = await throttle.reserve(tenantId, keys, keys, at);
    const card = await repo.find(tenantId, normalizeCardNo(secret.cardNo));
    // An unknown number still spends one scrypt: the answer time does not tell numbers apart.
    const valid = await verifyPassword(secret.password, card?.passwordHash ?? null);
    if (!card || !valid) {
      caller.ctx.log.info({ known: Boolean(card), suid: caller.user.suid }, 'card guess failed');
      throw cardError('invalid');
    }
    // A right password is no wrong guess: its slot goes back (only wrong guesses are counted).
    await throttle.release(slot);
    if (card.status === 'redeemed') throw cardError('used');
    if (card.status !== 'active' || (card.validUntil && card.validUntil <= at)) {
      throw cardError('expired');
    }
    return card;
  }

  function assertUsable(card: PrepaidCardRow, game: GameRow, currency: string): void {
    if (card.gameCode !== null && card.gameCode !== game.gameCode) throw cardError('otherGame');
    if (card.currency !== currency) throw cardError('otherCurrency');
  }

  function areaOf(caller: CardCaller, domainArea: string | undefined): Area {
    return resolveArea(caller.ctx.tenant, { domainArea, clientArea: caller.game.area });
  }

  const claim = (card: PrepaidCardRow) => async (tx: Tx, billingNo: string, at: Date) => {
    const claimed = await claimCard(tx, {
      tenantId: card.tenantId,
      cardNo: card.cardNo,
      billingNo,
      at,
    });
    if (!claimed) throw cardError('used');
  };

  return {
    /** POST /api/card/check: what the card is worth, if it is good for this game and region. */
    async check(caller: CardCaller, body: CardCheckRequest): Promise<CardCheckData> {
      const currency = defaultCurrency(caller.ctx.tenant, areaOf(caller, body.domain_area));
      const card = await open(caller, body.card_info);
      assertUsable(card, caller.game, currency);
      return {
        price: isCurrency(card.currency) ? formatMinor(card.priceMinor, card.currency) : '',
        price_minor: card.priceMinor,
        currency: card.currency,
        gems_number: card.gemsNumber,
        extra_gems_number: card.extraGemsNumber,
      };
    },

    /** POST /api/card/exchange: the card's gems for the player's character, as a born-paid order. */
    async exchange(caller: CardCaller, body: CardExchangeRequest): Promise<CardExchangeData> {
      const { ctx, game, user } = caller;
      const area = areaOf(caller, body.domain_area);
      const currency = defaultCurrency(ctx.tenant, area);
      const role = await playerRole(deps.gateway, {
        tenantId: ctx.tenant.id,
        game,
        user,
        serverId: body.server_id,
        roleId: body.role_id,
        area,
      });
      const card = await open(caller, body.card_info);
      assertUsable(card, game, currency);
      const productName = await amountName(catalog, {
        tenantId: ctx.tenant.id,
        gameCode: game.gameCode,
        amount: card.gemsNumber + card.extraGemsNumber,
        lang: body.spec_lang,
      });
      const order = await deps.orders.createPaidOrder(
        redemptionOrder({
          ctx,
          kind: cardExchangeKind,
          game,
          user,
          role,
          area,
          productName,
          value: card.gemsNumber,
          bonus: card.extraGemsNumber,
          amountMinor: card.priceMinor,
          currency: card.currency,
          ref: card.cardNo,
          meta: {
            platform: body.platform,
            areaId: body.areaId,
            domain_area: body.domain_area,
            spec_lang: body.spec_lang,
          },
        }),
        { claim: claim(card), providerTxnId: `card:${card.cardNo}` },
      );
      ctx.log.info({ billingNo: order.billingNo, cardNo: card.cardNo }, 'prepaid card redeemed');
      return {
        billing_no: order.billingNo,
        gems_number: card.gemsNumber,
        extra_gems_number: card.extraGemsNumber,
      };
    },

    /**
     * The card-based pay endpoints with card_info: the card pays the chosen product, so its price
     * must be the product's price in the area's currency. The order is born paid (purpose card).
     */
    async payWithCard(
      caller: CardCaller,
      endpoint: PayEndpoint,
      body: PayRequest & { card_info: string },
    ): Promise<PayResponse> {
      const { ctx, game, user } = caller;
      const tenantId = ctx.tenant.id;
      // A blocked account buys nothing on the brand, with a card either (issue 14).
      await assertMayPurchase(deps.db, tenantId, user.suid);
      const area = areaOf(caller, body.domain_area);
      const currency = defaultCurrency(ctx.tenant, area);
      const role = await playerRole(deps.gateway, {
        tenantId,
        game,
        user,
        serverId: body.server_id,
        roleId: body.role_id,
        area,
      });
      const product = await catalog.findPricedProduct(
        tenantId,
        game.gameCode,
        body.product_id,
        currency,
      );
      if (!product) throw new AppError(ResultCode.BadRequest, unknownProductMessage);
      const channelId = body.channel_id || body.channel || undefined;
      const query = { paywayId: body.payway_id, country: body.country, area };
      const method = await methods.findMethod(tenantId, { ...query, channelId });
      if (!method) {
        if (channelId !== undefined && (await methods.findMethod(tenantId, query))) {
          throw channelMissing();
        }
        throw paywayMissing();
      }
      if (!(payEndpoints[endpoint].families as readonly number[]).includes(method.familyId)) {
        throw badPayParams();
      }
      const card = await open(caller, body.card_info);
      assertUsable(card, game, currency);
      if (card.priceMinor !== product.amountMinor) throw cardError('otherPrice');
      const input = newOrderInput({
        ...{ ctx, endpoint, game, user, role, area, currency, product, method, body },
        providerKey: cardExchangeKind.provider,
      });
      const order = await deps.orders.createPaidOrder(
        { ...input, purpose: 'card', ref: card.cardNo },
        {
          claim: claim(card),
          providerTxnId: `card:${card.cardNo}`,
          reserve: async (tx, row) => {
            if (!product.isLimit) return;
            const { productId, gameCode, roleId, suid, createdAt } = row;
            await enforceLimit(tx, { tenantId, gameCode, productId, roleId, suid, at: createdAt });
          },
        },
      );
      ctx.log.info(
        { billingNo: order.billingNo, cardNo: card.cardNo, endpoint },
        'paid with a prepaid card',
      );
      return { billing_no: order.billingNo, url: '' };
    },
  };
}

export type CardService = ReturnType<typeof createCardService>;
