import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consoleGoodsListSchema,
  consoleGoodsSchema,
  deletedSchema,
  gameParamsSchema,
  goodsCreateSchema,
  goodsParamsSchema,
  goodsTypeInputSchema,
  goodsTypeParamsSchema,
  goodsTypeSchema,
  goodsTypesSchema,
  goodsUpdateSchema,
} from '@topup/contracts/console-catalog';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '../../../db/client.ts';
import { apiResponses, ok } from '../../../plugins/envelope.ts';
import { routeModule } from '../../../plugins/plugin-meta.ts';
import type { Tx } from '../../orders/types.ts';
import { recordAudit } from '../audit.ts';
import { consoleRoute } from '../guard.ts';
import { badInput, brandOf, checkCurrencies, checkTexts, notFound } from './brand.ts';
import { createCatalogRepository } from '../../catalog/repository.ts';
import {
  deleteType,
  findType,
  goodsOfType,
  productHasOrders,
  saveType,
} from '../../catalog/goods-admin.ts';
import { assertGame } from './game-check.ts';
import { goodsRepository as repo, typeData, type GoodsWrite } from './goods-repository.ts';
import { consoleMessage } from '@topup/contracts/console-messages';

const tags = ['console'];

/**
 * Goods types and goods of a brand's games (issue 16). Each change commits with its audit row,
 * then the catalog bus clears the storefront's goods cache on every instance.
 */
export const consoleGoodsRoutes = routeModule(
  { name: 'console-catalog-goods', uses: ['db', 'catalog-bus', 'clock', 'console-auth'] },
  async (app: FastifyInstance, opts: { tenants: readonly Tenant[] }) => {
    const zapp = app.withTypeProvider<ZodTypeProvider>();
    const db = app.db;
    const brand = (request: Parameters<typeof brandOf>[0], id: string) =>
      brandOf(request, opts.tenants, id);

    zapp.get(
      '/api/console/catalog/:tenant/games/:game/types',
      {
        ...consoleRoute('catalog:read'),
        schema: {
          tags,
          summary: 'Goods types of a game (-404 not your brand or no such game)',
          params: gameParamsSchema,
          response: apiResponses(goodsTypesSchema),
        },
      },
      async (request) => {
        const tenant = brand(request, request.params.tenant);
        await assertGame(db, tenant.id, request.params.game);
        const rows = await createCatalogRepository(db).listTypes(tenant.id, request.params.game);
        return ok({ types: rows.map(typeData) });
      },
    );

    zapp.put(
      '/api/console/catalog/:tenant/games/:game/types/:type',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary: 'Creates or changes a goods type (names per language, sort)',
          params: goodsTypeParamsSchema,
          body: goodsTypeInputSchema,
          response: apiResponses(goodsTypeSchema),
        },
      },
      async (request) => {
        const { game, type } = request.params;
        const tenant = brand(request, request.params.tenant);
        await assertGame(db, tenant.id, game);
        checkTexts(tenant, request.body.names, 'names');
        const after = await db.transaction(async (tx) => {
          const before = await findType(tx, tenant.id, game, type);
          const row = { tenantId: tenant.id, gameCode: game, typeKey: type, ...request.body };
          const data = typeData(await saveType(tx, row));
          await recordAudit(tx, request, {
            action: before ? 'goods-type.update' : 'goods-type.create',
            tenantId: tenant.id,
            target: `${game}/${type}`,
            before: before ? typeData(before) : null,
            after: data,
          });
          return data;
        });
        await app.catalogBus.changed('goods-types');
        return ok(after);
      },
    );

    zapp.delete(
      '/api/console/catalog/:tenant/games/:game/types/:type',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary: 'Removes a goods type no goods use (-400 while goods use it)',
          params: goodsTypeParamsSchema,
          response: apiResponses(deletedSchema),
        },
      },
      async (request) => {
        const { game, type } = request.params;
        const tenant = brand(request, request.params.tenant);
        await assertGame(db, tenant.id, game);
        const deleted = await db.transaction(async (tx) => {
          const before = await findType(tx, tenant.id, game, type);
          if (!before) throw notFound();
          const used = await goodsOfType(tx, tenant.id, game, type);
          if (used > 0) throw badInput(consoleMessage('typeUsed', { type, count: used }));
          await deleteType(tx, tenant.id, game, type);
          await recordAudit(tx, request, {
            action: 'goods-type.delete',
            tenantId: tenant.id,
            target: `${game}/${type}`,
            before: typeData(before),
            after: null,
          });
          return true;
        });
        await app.catalogBus.changed('goods-types');
        return ok({ deleted });
      },
    );

    zapp.get(
      '/api/console/catalog/:tenant/games/:game/goods',
      {
        ...consoleRoute('catalog:read'),
        schema: {
          tags,
          summary: 'Goods of a game, active or not, with every price and limit',
          params: gameParamsSchema,
          response: apiResponses(consoleGoodsListSchema),
        },
      },
      async (request) => {
        const tenant = brand(request, request.params.tenant);
        await assertGame(db, tenant.id, request.params.game);
        return ok({ goods: await repo.listGoods(db, tenant.id, request.params.game) });
      },
    );

    /** -400 for what the schema cannot know: the brand's currencies, language, the type. */
    async function checkGoods(
      q: Db | Tx,
      tenant: Tenant,
      game: string,
      body: Omit<GoodsWrite, 'product_id'>,
    ) {
      checkTexts(tenant, body.names, 'names');
      checkCurrencies(
        tenant,
        body.prices.map((p) => p.currency),
      );
      if (!(await findType(q, tenant.id, game, body.type_key))) {
        throw badInput(consoleMessage('typeMissing', { type: body.type_key, game }));
      }
    }

    zapp.post(
      '/api/console/catalog/:tenant/games/:game/goods',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary:
            'Creates goods: names per language, value, bonus, a price per currency (minor units), ' +
            'flags, an optional purchase limit (-400 duplicate product id or bad input)',
          params: gameParamsSchema,
          body: goodsCreateSchema,
          response: apiResponses(consoleGoodsSchema),
        },
      },
      async (request) => {
        const { game } = request.params;
        const tenant = brand(request, request.params.tenant);
        await assertGame(db, tenant.id, game);
        const body = request.body as GoodsWrite;
        await checkGoods(db, tenant, game, body);
        const after = await db.transaction(async (tx) => {
          // Product ids are unique per brand across its games (orders and limits name them).
          if (await repo.findGoods(tx, tenant.id, body.product_id)) {
            throw badInput(
              consoleMessage('productExists', { product: body.product_id, brand: tenant.id }),
            );
          }
          await repo.writeGoods(tx, tenant.id, game, body, true);
          const saved = (await repo.findGoods(tx, tenant.id, body.product_id))!;
          await recordAudit(tx, request, {
            action: 'goods.create',
            tenantId: tenant.id,
            target: body.product_id,
            before: null,
            after: saved,
          });
          return saved;
        });
        await app.catalogBus.changed('goods');
        return ok(after);
      },
    );

    zapp.put(
      '/api/console/catalog/:tenant/goods/:product',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary: 'Changes goods; the prices and limit sent replace the stored ones',
          params: goodsParamsSchema,
          body: goodsUpdateSchema,
          response: apiResponses(consoleGoodsSchema),
        },
      },
      async (request) => {
        const tenant = brand(request, request.params.tenant);
        const productId = request.params.product;
        const after = await db.transaction(async (tx) => {
          const before = await repo.findGoods(tx, tenant.id, productId);
          if (!before) throw notFound();
          const body = { ...request.body, product_id: productId } as GoodsWrite;
          await checkGoods(tx, tenant, before.game_code, body);
          await repo.writeGoods(tx, tenant.id, before.game_code, body, false);
          const saved = (await repo.findGoods(tx, tenant.id, productId))!;
          await recordAudit(tx, request, {
            action: 'goods.update',
            tenantId: tenant.id,
            target: productId,
            before,
            after: saved,
          });
          return saved;
        });
        await app.catalogBus.changed('goods');
        return ok(after);
      },
    );

    zapp.delete(
      '/api/console/catalog/:tenant/goods/:product',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary:
            'Removes goods never ordered, with their prices and limit (-400 once ordered: ' +
            'switch them off instead, their orders keep pointing at them)',
          params: goodsParamsSchema,
          response: apiResponses(deletedSchema),
        },
      },
      async (request) => {
        const tenant = brand(request, request.params.tenant);
        const productId = request.params.product;
        await db.transaction(async (tx) => {
          const before = await repo.findGoods(tx, tenant.id, productId);
          if (!before) throw notFound();
          if (await productHasOrders(tx, tenant.id, productId)) {
            throw badInput(consoleMessage('goodsHaveOrders', { product: productId }));
          }
          await repo.deleteGoods(tx, tenant.id, productId);
          await recordAudit(tx, request, {
            action: 'goods.delete',
            tenantId: tenant.id,
            target: productId,
            before,
            after: null,
          });
        });
        await app.catalogBus.changed('goods');
        return ok({ deleted: true });
      },
    );
  },
);
