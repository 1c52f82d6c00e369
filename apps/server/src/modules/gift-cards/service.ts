import type { GiftRedeemData, GiftRedeemRequest } from '@topup/contracts/cards';
import { ResultCode } from '@topup/contracts/result-codes';
import { defaultCurrency } from '@topup/tenants/tenant-rules';
import type { Db } from '../../db/client.ts';
import type { GameGateway } from '../../games/game-gateway.ts';
import { AppError } from '../../plugins/app-error.ts';
import { createGuessThrottle, guessKeys } from '../cards/guess-throttle.ts';
import { cardError, isCurrency, playerRole, redemptionOrder } from '../cards/redemption.ts';
import type { CardCaller } from '../cards/service.ts';
import { amountName } from '../catalog/amount-name.ts';
import { resolveArea } from '../catalog/area.ts';
import { giftRedeemKind } from '../payments/redemption-kinds.ts';
import { formatMinor } from '../catalog/money.ts';
import { createCatalogRepository } from '../catalog/repository.ts';
import type { OrderService } from '../orders/service.ts';
import { giftGems } from './base-rate.ts';
import { hashGiftCode, last4, normalizeGiftCode } from './code.ts';
import { claimGiftCard, createGiftCardRepository } from './repository.ts';
import { serverMessage } from '../../i18n/server-messages.ts';

export type GiftCardServiceDeps = {
  db: Db;
  orders: OrderService;
  gateway: GameGateway;
  now: () => Date;
};

/**
 * Gift-card recharge (SPEC §1): a retail code, redeemed for the player's character at its value in
 * the area's currency, converted at the game's base rate (base-rate.ts). Like a prepaid card it is
 * spent only together with its born-paid order (purpose gift) and the delivery.
 */
export function createGiftCardService(deps: GiftCardServiceDeps) {
  const repo = createGiftCardRepository(deps.db);
  const throttle = createGuessThrottle(deps.db);
  const catalog = createCatalogRepository(deps.db);

  return {
    async redeem(caller: CardCaller, body: GiftRedeemRequest): Promise<GiftRedeemData> {
      const { ctx, game, user } = caller;
      const tenantId = ctx.tenant.id;
      const area = resolveArea(ctx.tenant, { domainArea: body.domain_area, clientArea: game.area });
      const currency = defaultCurrency(ctx.tenant, area);
      const role = await playerRole(deps.gateway, {
        tenantId,
        game,
        user,
        serverId: body.server_id,
        roleId: body.role_id,
        area,
      });
      const code = normalizeGiftCode(body.code);
      if (code.length === 0)
        throw new AppError(ResultCode.BadRequest, serverMessage('giftCards.invalidCode'));
      const keys = guessKeys(user.suid, caller.ip);
      const at = deps.now();
      // Counted before the code is looked up (docs/decisions/0034): a concurrent burst of guesses
      // gets no more lookups than the limit. A code that exists is no wrong guess: its slot goes
      // back.
      const slot = await throttle.reserve(tenantId, keys, keys, at);
      const card = await repo.find(tenantId, hashGiftCode(code));
      if (!card) {
        ctx.log.info({ suid: user.suid }, 'gift code guess failed');
        throw cardError('invalidCode');
      }
      await throttle.release(slot);
      if (card.status === 'redeemed') throw cardError('used');
      if (card.status !== 'active' || (card.validUntil && card.validUntil <= at)) {
        throw cardError('expired');
      }
      if (card.currency !== currency) throw cardError('otherCurrency');
      const goods = await catalog.listPricedGoods(tenantId, game.gameCode, currency);
      const gems = giftGems(card.valueMinor, goods);
      if (!gems) throw cardError('otherGame');

      const order = await deps.orders.createPaidOrder(
        redemptionOrder({
          ctx,
          kind: giftRedeemKind,
          game,
          user,
          role,
          area,
          productName: await amountName(catalog, {
            tenantId,
            gameCode: game.gameCode,
            amount: gems,
            lang: body.spec_lang,
          }),
          value: gems,
          bonus: 0,
          amountMinor: card.valueMinor,
          currency: card.currency,
          ref: card.codeHash,
          meta: { areaId: body.areaId, domain_area: body.domain_area, spec_lang: body.spec_lang },
        }),
        {
          claim: async (tx, billingNo, claimedAt) => {
            const claimed = await claimGiftCard(tx, {
              tenantId,
              codeHash: card.codeHash,
              billingNo,
              at: claimedAt,
            });
            if (!claimed) throw cardError('used');
          },
          providerTxnId: `gift:${card.codeHash.slice(0, 16)}`,
          detail: { codeLast4: last4(code) },
        },
      );
      ctx.log.info({ billingNo: order.billingNo, codeLast4: card.codeLast4 }, 'gift card redeemed');
      return {
        billing_no: order.billingNo,
        value: isCurrency(card.currency) ? formatMinor(card.valueMinor, card.currency) : '',
        value_minor: card.valueMinor,
        currency: card.currency,
        gems_number: gems,
      };
    },
  };
}
