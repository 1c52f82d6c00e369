import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consoleGiftSchema,
  consoleGiftsSchema,
  deletedSchema,
  gameGiftParamsSchema,
  gameParamsSchema,
  giftInputSchema,
  giftParamsSchema,
  type ConsoleGift,
} from '@topup/contracts/console-catalog';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { apiResponses, ok } from '../../../plugins/envelope.ts';
import { routeModule } from '../../../plugins/plugin-meta.ts';
import { findProduct } from '../../catalog/goods-admin.ts';
import {
  deleteGift,
  findGift,
  gameGifts,
  saveGift,
  type ThirdGiftRow,
} from '../../third-gifts/gift-admin.ts';
import { recordAudit } from '../audit.ts';
import { consoleRoute } from '../guard.ts';
import { badInput, brandOf, checkTexts, notFound } from './brand.ts';
import { assertGame } from './game-check.ts';

const tags = ['console'];

const giftData = (r: ThirdGiftRow): ConsoleGift => ({
  gift_id: r.giftId,
  game_code: r.gameCode,
  product_id: r.productId,
  channel_name: r.channelName,
  payway_id: r.paywayId,
  names: r.names,
  icon: r.icon,
  quantity: r.quantity,
  active: r.active,
  starts_at: r.startsAt?.toISOString() ?? null,
  ends_at: r.endsAt?.toISOString() ?? null,
});

/** Third-party gifts shown with goods paid through a channel (issue 16). */
export const consoleGiftRoutes = routeModule(
  { name: 'console-catalog-gifts', uses: ['db', 'catalog-bus', 'clock', 'console-auth'] },
  async (app: FastifyInstance, opts: { tenants: readonly Tenant[] }) => {
    const zapp = app.withTypeProvider<ZodTypeProvider>();
    const db = app.db;

    zapp.get(
      '/api/console/catalog/:tenant/games/:game/gifts',
      {
        ...consoleRoute('catalog:read'),
        schema: {
          tags,
          summary: 'Third-party gifts of a game',
          params: gameParamsSchema,
          response: apiResponses(consoleGiftsSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        await assertGame(db, tenant.id, request.params.game);
        const rows = await gameGifts(db, tenant.id, request.params.game);
        return ok({ gifts: rows.map(giftData) });
      },
    );

    zapp.put(
      '/api/console/catalog/:tenant/games/:game/gifts/:gift',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary:
            'Creates or changes a third-party gift (-400 goods of another game, or the gift ' +
            'belongs to another game)',
          params: gameGiftParamsSchema,
          body: giftInputSchema,
          response: apiResponses(consoleGiftSchema),
        },
      },
      async (request) => {
        const { game, gift } = request.params;
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        await assertGame(db, tenant.id, game);
        const body = request.body;
        checkTexts(tenant, body.names, 'names');
        const after = await db.transaction(async (tx) => {
          const before = await findGift(tx, tenant.id, gift);
          if (before && before.gameCode !== game) {
            throw badInput(`Gift ${gift} belongs to game ${before.gameCode}`);
          }
          if (body.product_id !== null) {
            const item = await findProduct(tx, tenant.id, body.product_id);
            if (item?.gameCode !== game)
              throw badInput(`${body.product_id} is not goods of ${game}`);
          }
          const values = {
            gameCode: game,
            productId: body.product_id,
            channelName: body.channel_name,
            paywayId: body.payway_id,
            names: body.names,
            icon: body.icon,
            quantity: body.quantity,
            active: body.active,
            startsAt: body.starts_at ? new Date(body.starts_at) : null,
            endsAt: body.ends_at ? new Date(body.ends_at) : null,
          };
          await saveGift(tx, tenant.id, gift, values);
          const saved = giftData((await findGift(tx, tenant.id, gift))!);
          await recordAudit(tx, request, {
            action: before ? 'third-gift.update' : 'third-gift.create',
            tenantId: tenant.id,
            target: gift,
            before: before ? giftData(before) : null,
            after: saved,
          });
          return saved;
        });
        await app.catalogBus.changed('third-gifts');
        return ok(after);
      },
    );

    zapp.delete(
      '/api/console/catalog/:tenant/gifts/:gift',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary: 'Removes a third-party gift',
          params: giftParamsSchema,
          response: apiResponses(deletedSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const { gift } = request.params;
        await db.transaction(async (tx) => {
          const before = await findGift(tx, tenant.id, gift);
          if (!before) throw notFound();
          await deleteGift(tx, tenant.id, gift);
          await recordAudit(tx, request, {
            action: 'third-gift.delete',
            tenantId: tenant.id,
            target: gift,
            before: giftData(before),
            after: null,
          });
        });
        await app.catalogBus.changed('third-gifts');
        return ok({ deleted: true });
      },
    );
  },
);
