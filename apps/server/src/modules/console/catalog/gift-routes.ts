import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
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
import type { Db } from '../../../db/client.ts';
import { thirdGifts } from '../../../db/tables/cards.ts';
import { products } from '../../../db/tables/catalog.ts';
import { apiResponses, ok } from '../../../plugins/envelope.ts';
import { routeModule } from '../../../plugins/plugin-meta.ts';
import type { Tx } from '../../orders/types.ts';
import { recordAudit } from '../audit.ts';
import { consoleRoute } from '../guard.ts';
import { badInput, brandOf, checkTexts, notFound } from './brand.ts';
import { assertGame } from './game-check.ts';

const tags = ['console'];
type Q = Db | Tx;

const giftData = (r: typeof thirdGifts.$inferSelect): ConsoleGift => ({
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

async function findGift(q: Q, tenantId: string, giftId: string) {
  const [row] = await q
    .select()
    .from(thirdGifts)
    .where(and(eq(thirdGifts.tenantId, tenantId), eq(thirdGifts.giftId, giftId)));
  return row ?? null;
}

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
        const rows = await db
          .select()
          .from(thirdGifts)
          .where(
            and(eq(thirdGifts.tenantId, tenant.id), eq(thirdGifts.gameCode, request.params.game)),
          )
          .orderBy(asc(thirdGifts.giftId));
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
            const [item] = await tx
              .select({ game: products.gameCode })
              .from(products)
              .where(
                and(eq(products.tenantId, tenant.id), eq(products.productId, body.product_id)),
              );
            if (item?.game !== game) throw badInput(`${body.product_id} is not goods of ${game}`);
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
          await tx
            .insert(thirdGifts)
            .values({ tenantId: tenant.id, giftId: gift, ...values })
            .onConflictDoUpdate({ target: [thirdGifts.tenantId, thirdGifts.giftId], set: values });
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
          await tx
            .delete(thirdGifts)
            .where(and(eq(thirdGifts.tenantId, tenant.id), eq(thirdGifts.giftId, gift)));
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
