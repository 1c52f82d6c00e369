import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gameParamsSchema } from '@topup/contracts/console-catalog';
import {
  consoleOfferSchema,
  consoleOffersSchema,
  firstPurchaseBonusAnswerSchema,
  firstPurchaseBonusInputSchema,
  offerEndParamsSchema,
  offerInputSchema,
  offerParamsSchema,
  type ConsoleOffer,
} from '@topup/contracts/console-offers';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { apiResponses, ok } from '../../../plugins/envelope.ts';
import { routeModule } from '../../../plugins/plugin-meta.ts';
import {
  findProduct,
  isProductOfGame,
  pricesOf,
  replacePrices,
  updateProduct,
} from '../../catalog/goods-admin.ts';
import {
  chainStepHolder,
  endOffer,
  saveOffer,
  setFirstPurchaseBonus,
} from '../../offers/offer-admin.ts';
import { windowState, type OfferRow } from '../../offers/offer-state.ts';
import { findOffer, firstPurchaseBonus, gameOffers } from '../../offers/repository.ts';
import { recordAudit } from '../audit.ts';
import { consoleRoute } from '../guard.ts';
import { badInput, brandOf, checkCurrencies, notFound } from './brand.ts';
import { assertGame } from './game-check.ts';
import { consoleMessage } from '@topup/contracts/console-messages';

const tags = ['console'];

function viewOf(offer: OfferRow, at: Date): ConsoleOffer {
  return {
    product_id: offer.productId,
    game_code: offer.gameCode,
    starts_at: offer.startsAt?.toISOString() ?? null,
    ends_at: offer.endsAt?.toISOString() ?? null,
    chain_id: offer.chainId,
    chain_step: offer.chainStep,
    ended_at: offer.endedAt?.toISOString() ?? null,
    free: offer.free,
    regular_product_id: offer.regularProductId,
    state: windowState(offer, at),
  };
}

/**
 * Offers of a brand's games (decision 0028): list, create or change, end; and the game's
 * first-purchase bonus. An offer is put on an existing product of the game; ending one is final
 * for players (pay and claim refuse it from then on) and keeps its rows for the orders behind it.
 */
export const consoleOfferRoutes = routeModule(
  { name: 'console-catalog-offers', uses: ['db', 'catalog-bus', 'clock', 'console-auth'] },
  async (app: FastifyInstance, opts: { tenants: readonly Tenant[] }) => {
    const zapp = app.withTypeProvider<ZodTypeProvider>();
    const db = app.db;

    zapp.get(
      '/api/console/catalog/:tenant/games/:game/offers',
      {
        ...consoleRoute('catalog:read'),
        schema: {
          tags,
          summary: 'Offers of a game and its first-purchase bonus (null: none)',
          params: gameParamsSchema,
          response: apiResponses(consoleOffersSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const { game } = request.params;
        await assertGame(db, tenant.id, game);
        const at = app.clock.now();
        const rows = await gameOffers(db, tenant.id, game);
        return ok({
          offers: rows.map((r) => viewOf(r.offer, at)),
          first_purchase_bonus: await firstPurchaseBonus(db, tenant.id, game),
        });
      },
    );

    zapp.put(
      '/api/console/catalog/:tenant/games/:game/offers/:product',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary:
            'Makes a product of the game an offer, or changes it: window, chain step, free ' +
            '(claimed, not paid; its prices are kept), the product whose price is its regular ' +
            'price, its own prices (minor units; the goods get them). -400: the chain step is ' +
            'taken by another offer not ended, a currency the brand does not sell; ' +
            '-404: no such product in the game',
          params: offerParamsSchema,
          body: offerInputSchema,
          response: apiResponses(consoleOfferSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const { game, product } = request.params;
        await assertGame(db, tenant.id, game);
        const body = request.body;
        if (body.prices)
          checkCurrencies(
            tenant,
            body.prices.map((p) => p.currency),
          );
        const at = app.clock.now();
        const stepTaken = () =>
          badInput(
            consoleMessage('offerStepTaken', {
              step: String(body.chain_step),
              chain: String(body.chain_id),
            }),
          );
        const saved = await db
          .transaction(async (tx) => {
            if (!(await isProductOfGame(tx, tenant.id, game, product))) throw notFound();
            const before = await findOffer(tx, tenant.id, product);
            // Ending is final (the end route): a change would answer success and sell nothing.
            if (before?.endedAt) {
              throw badInput(consoleMessage('offerEnded', { product }));
            }
            if (body.chain_id !== null) {
              const other = await chainStepHolder(tx, {
                tenantId: tenant.id,
                gameCode: game,
                chainId: body.chain_id,
                chainStep: body.chain_step!,
              });
              if (other && other.productId !== product) {
                // An offer whose window has closed releases its step (issue 31 item 9): it is
                // ended as of its end, which frees the step for this one.
                if (windowState(other, at) !== 'ended') {
                  throw badInput(
                    `Step ${body.chain_step} of ${body.chain_id} is ${other.productId}`,
                  );
                }
                const ended = await endOffer(tx, other, other.endsAt ?? at);
                await recordAudit(tx, request, {
                  action: 'offer.end',
                  tenantId: tenant.id,
                  target: other.productId,
                  before: viewOf(other, at),
                  after: viewOf(ended, at),
                });
              }
            }
            const regular = body.regular_product_id;
            if (regular) {
              const goods = await isProductOfGame(tx, tenant.id, game, regular);
              if (!goods || regular === product) {
                throw badInput(`${regular} is not another product of ${game}`);
              }
            }
            const values = {
              startsAt: body.starts_at === null ? null : new Date(body.starts_at),
              endsAt: body.ends_at === null ? null : new Date(body.ends_at),
              chainId: body.chain_id,
              chainStep: body.chain_step,
              free: body.free,
              ...(regular === undefined ? {} : { regularProductId: regular }),
            };
            await saveOffer(
              tx,
              { tenantId: tenant.id, productId: product, gameCode: game },
              values,
            );
            const pricesBefore = await pricesOf(tx, tenant.id, [product]);
            if (body.prices) await replacePrices(tx, tenant.id, product, body.prices);
            const imageBefore = (await findProduct(tx, tenant.id, product))?.image ?? null;
            if (body.image !== undefined) {
              await updateProduct(tx, tenant.id, product, { image: body.image });
            }
            const after = viewOf((await findOffer(tx, tenant.id, product))!, at);
            // The goods' prices and picture in the audit only when this save set them.
            const priceView = (rows: { currency: string; amountMinor: number }[]) =>
              rows.map((r) => ({ currency: r.currency, amount_minor: r.amountMinor }));
            const imageWas = body.image === undefined ? {} : { image: imageBefore };
            const imageNow = body.image === undefined ? {} : { image: body.image };
            await recordAudit(tx, request, {
              action: before ? 'offer.update' : 'offer.create',
              tenantId: tenant.id,
              target: product,
              before: before
                ? {
                    ...viewOf(before, at),
                    ...(body.prices ? { prices: priceView(pricesBefore) } : {}),
                    ...imageWas,
                  }
                : null,
              after: { ...after, ...(body.prices ? { prices: body.prices } : {}), ...imageNow },
            });
            return after;
          })
          .catch((error: unknown) => {
            // Two saves raced to the same chain step past the check above: the unique index
            // (offers_chain_step_uq) refused the later one.
            throw isUniqueViolation(error) ? stepTaken() : error;
          });
        await app.catalogBus.changed('goods');
        return ok(saved);
      },
    );

    zapp.post(
      '/api/console/catalog/:tenant/offers/:product/end',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary: 'Ends an offer now: no longer listed, paid or claimed (-404: no such offer)',
          params: offerEndParamsSchema,
          response: apiResponses(consoleOfferSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const at = app.clock.now();
        const saved = await db.transaction(async (tx) => {
          const before = await findOffer(tx, tenant.id, request.params.product);
          if (!before) throw notFound();
          const ended = await endOffer(tx, before, at);
          const after = viewOf(ended, at);
          await recordAudit(tx, request, {
            action: 'offer.end',
            tenantId: tenant.id,
            target: before.productId,
            before: viewOf(before, at),
            after,
          });
          return after;
        });
        await app.catalogBus.changed('goods');
        return ok(saved);
      },
    );

    zapp.put(
      '/api/console/catalog/:tenant/games/:game/first-purchase-bonus',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary: "Sets the game's first-purchase bonus (in-game units), or removes it (null)",
          params: gameParamsSchema,
          body: firstPurchaseBonusInputSchema,
          response: apiResponses(firstPurchaseBonusAnswerSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const { game } = request.params;
        await assertGame(db, tenant.id, game);
        const { bonus } = request.body;
        await db.transaction(async (tx) => {
          const before = await firstPurchaseBonus(tx, tenant.id, game);
          await setFirstPurchaseBonus(tx, tenant.id, game, bonus);
          await recordAudit(tx, request, {
            action: 'offer.first-purchase-bonus',
            tenantId: tenant.id,
            target: game,
            before: { bonus: before },
            after: { bonus },
          });
        });
        return ok({ bonus });
      },
    );
  },
);
