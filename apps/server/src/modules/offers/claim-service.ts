import type { ClaimOfferStep, ClaimOfferStepRequest } from '@topup/contracts/offers-claim';
import { ResultCode } from '@topup/contracts/result-codes';
import type { RequestContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { offerClaims } from '../../db/tables/offers.ts';
import { outbox } from '../../db/tables/payments.ts';
import type { GameGateway } from '../../games/game-gateway.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertServerInArea, resolveArea } from '../catalog/area.ts';
import { roleNotFoundMessage } from '../catalog/play-service.ts';
import type { GameRow } from '../catalog/repository.ts';
import { offerDeliveryId, type OfferClaimPayload } from './claim-payload.ts';
import { assertLive, assertNextStep } from './reserve.ts';
import { findOffer, gameOffers } from './repository.ts';
import { announceWork } from '../../db/wake.ts';

export type OfferClaimDeps = { db: Db; gateway: GameGateway; now: () => Date };

const notFree = () => new AppError(ResultCode.BadRequest, serverMessage('catalog.unknownProduct'));

/**
 * A free chain step, taken without payment: the character's next step of a live chain. The claim
 * row and its delivery go in one transaction, under the chain's per-character lock (the same one
 * paid steps take), so a claim cannot skip a step nor be taken twice; the relay hands it over.
 */
export function createOfferClaims(deps: OfferClaimDeps) {
  return {
    async claim(
      ctx: RequestContext,
      game: GameRow,
      user: AuthUser,
      body: ClaimOfferStepRequest,
    ): Promise<ClaimOfferStep> {
      const tenantId = ctx.tenant.id;
      const at = deps.now();
      const role = await deps.gateway.findRole(tenantId, game.gameCode, body.role_id);
      if (!role || role.suid !== user.suid || role.serverId !== body.server_id) {
        throw new AppError(ResultCode.RoleNotFound, roleNotFoundMessage);
      }
      assertServerInArea(
        role,
        resolveArea(ctx.tenant, { domainArea: body.domain_area, clientArea: game.area }),
      );
      const offer = await findOffer(deps.db, tenantId, body.product_id);
      if (!offer || offer.gameCode !== game.gameCode || !offer.chainId) throw notFree();
      const product = (await gameOffers(deps.db, tenantId, game.gameCode)).find(
        (o) => o.product.productId === offer.productId && o.product.active,
      )?.product;
      if (!product || !offer.free) throw notFree();
      assertLive(offer, at);

      const who = { tenantId, gameCode: game.gameCode, roleId: role.roleId };
      const amount = product.value + product.bonus;
      await deps.db.transaction(async (tx) => {
        await assertNextStep(tx, offer, who, at);
        const [claimed] = await tx
          .insert(offerClaims)
          .values({ ...who, productId: offer.productId, suid: user.suid, claimedAt: at })
          .onConflictDoNothing()
          .returning();
        if (!claimed) {
          throw new AppError(ResultCode.OfferStepTaken, serverMessage('offers.stepTaken'));
        }
        const payload: OfferClaimPayload = {
          ...who,
          productId: offer.productId,
          amount,
          source: 'offer',
        };
        await tx
          .insert(outbox)
          .values({
            tenantId,
            kind: 'offer',
            deliveryId: offerDeliveryId(payload),
            payload,
            nextAttemptAt: at,
            createdAt: at,
          })
          .onConflictDoNothing({ target: outbox.deliveryId });
        // The relay hears of it when this commits (issue 32), not at its next poll.
        await announceWork(tx, 'outbox');
      });
      ctx.log.info({ productId: offer.productId, roleId: role.roleId }, 'free offer step claimed');
      return { product_id: offer.productId, state: 'done', amount };
    },
  };
}
