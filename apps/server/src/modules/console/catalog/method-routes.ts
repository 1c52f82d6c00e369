import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import {
  consoleMethodSchema,
  consoleMethodsSchema,
  deletedSchema,
  methodCreateSchema,
  methodParamsSchema,
  methodsQuerySchema,
  methodUpdateSchema,
  tenantParamsSchema,
} from '@topup/contracts/console-catalog';
import { payEndpoints } from '@topup/contracts/payment-families';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '../../../db/client.ts';
import { apiResponses, ok } from '../../../plugins/envelope.ts';
import { routeModule } from '../../../plugins/plugin-meta.ts';
import type { Tx } from '../../orders/types.ts';
import {
  brandMethods,
  deleteMethod,
  findMethodRow as findRow,
  insertMethod,
  subMethodKeys as childrenOf,
  updateMethod,
  type MethodKey as Key,
} from '../../payments/methods/method-admin.ts';
import { recordAudit } from '../audit.ts';
import { consoleRoute } from '../guard.ts';
import { badInput, brandOf, checkAreas, checkTexts, notFound } from './brand.ts';
import { methodData, storedTexts } from './method-data.ts';
import { consoleMessage } from '@topup/contracts/console-messages';

const tags = ['console'];
const knownFamilies = new Set<number>(
  Object.values(payEndpoints).flatMap((spec) => spec.families as readonly number[]),
);
type MethodFields = z.output<typeof methodUpdateSchema>;

/**
 * Payment methods per country of a brand (issue 16): family, payway/channel, icon, min/max,
 * sort, sub-methods (parent_key), coupon allowed, names and descriptions per language. Each
 * change commits with its audit row, then the catalog bus clears the storefront's method lists.
 */
export const consoleMethodRoutes = routeModule(
  { name: 'console-catalog-methods', uses: ['db', 'catalog-bus', 'clock', 'console-auth'] },
  async (app: FastifyInstance, opts: { tenants: readonly Tenant[] }) => {
    const zapp = app.withTypeProvider<ZodTypeProvider>();
    const db = app.db;

    /** -400 for what the schema cannot know: families, the brand's areas and language, parent. */
    async function check(q: Db | Tx, tenant: Tenant, key: Key, body: MethodFields) {
      if (!knownFamilies.has(body.family_id)) {
        throw badInput(`family_id ${body.family_id} is not a family any pay endpoint takes`);
      }
      checkAreas(tenant, body.areas);
      checkTexts(tenant, body.names, 'names');
      if (body.parent_key === null) return;
      if (body.parent_key === key.methodKey) throw badInput('A method cannot be its own parent');
      const parent = await findRow(q, { ...key, methodKey: body.parent_key });
      if (!parent || parent.parentKey !== null) {
        throw badInput(`parent_key ${body.parent_key} is not a top-level method in ${key.country}`);
      }
      if ((await childrenOf(q, key)).length > 0) {
        throw badInput(`${key.methodKey} has sub-methods, so it cannot be one`);
      }
    }

    const columns = (body: MethodFields) => ({
      familyId: body.family_id,
      parentKey: body.parent_key,
      name: storedTexts(body.names)!,
      icon: body.icon,
      sort: body.sort,
      minMoney: body.min_money,
      maxMoney: body.max_money,
      description: storedTexts(body.descriptions),
      openCoupon: body.open_coupon,
      payId: body.pay_id,
      areas: body.areas,
      platforms: body.platforms,
      active: body.active,
    });

    zapp.get(
      '/api/console/catalog/:tenant/methods',
      {
        ...consoleRoute('catalog:read'),
        schema: {
          tags,
          summary: 'Payment methods of a brand, of one country with ?country=, active or not',
          params: tenantParamsSchema,
          querystring: methodsQuerySchema,
          response: apiResponses(consoleMethodsSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const { country } = request.query;
        const rows = await brandMethods(db, tenant.id, country);
        return ok({ methods: rows.map((row) => methodData(row, tenant)) });
      },
    );

    zapp.post(
      '/api/console/catalog/:tenant/methods',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary:
            'Creates a payment method in a country; its key is payway_channel (-400 when the ' +
            'country has it already, unknown family, area or parent)',
          params: tenantParamsSchema,
          body: methodCreateSchema,
          response: apiResponses(consoleMethodSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const body = request.body;
        const key: Key = {
          tenantId: tenant.id,
          country: body.country,
          methodKey: `${body.payway_id}_${body.channel_id}`,
        };
        const after = await db.transaction(async (tx) => {
          if (await findRow(tx, key)) {
            throw badInput(
              consoleMessage('methodExists', { method: key.methodKey, country: key.country }),
            );
          }
          await check(tx, tenant, key, body);
          const row = await insertMethod(
            tx,
            key,
            { paywayId: body.payway_id, channelId: body.channel_id },
            columns(body),
          );
          const data = methodData(row, tenant);
          await recordAudit(tx, request, {
            action: 'payment-method.create',
            tenantId: tenant.id,
            target: `${key.country}/${key.methodKey}`,
            before: null,
            after: data,
          });
          return data;
        });
        await app.catalogBus.changed('payment-methods');
        return ok(after);
      },
    );

    zapp.put(
      '/api/console/catalog/:tenant/methods/:country/:method',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary: 'Changes a payment method of a country (payway and channel stay)',
          params: methodParamsSchema,
          body: methodUpdateSchema,
          response: apiResponses(consoleMethodSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const key: Key = {
          tenantId: tenant.id,
          country: request.params.country,
          methodKey: request.params.method,
        };
        const after = await db.transaction(async (tx) => {
          const before = await findRow(tx, key);
          if (!before) throw notFound();
          await check(tx, tenant, key, request.body);
          const row = await updateMethod(tx, key, columns(request.body));
          const data = methodData(row, tenant);
          await recordAudit(tx, request, {
            action: 'payment-method.update',
            tenantId: tenant.id,
            target: `${key.country}/${key.methodKey}`,
            before: methodData(before, tenant),
            after: data,
          });
          return data;
        });
        await app.catalogBus.changed('payment-methods');
        return ok(after);
      },
    );

    zapp.delete(
      '/api/console/catalog/:tenant/methods/:country/:method',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary: 'Removes a payment method of a country (-400 while it has sub-methods)',
          params: methodParamsSchema,
          response: apiResponses(deletedSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const key: Key = {
          tenantId: tenant.id,
          country: request.params.country,
          methodKey: request.params.method,
        };
        await db.transaction(async (tx) => {
          const before = await findRow(tx, key);
          if (!before) throw notFound();
          const children = await childrenOf(tx, key);
          if (children.length > 0) {
            throw badInput(`Remove its sub-methods first: ${children.join(', ')}`);
          }
          await deleteMethod(tx, key);
          await recordAudit(tx, request, {
            action: 'payment-method.delete',
            tenantId: tenant.id,
            target: `${key.country}/${key.methodKey}`,
            before: methodData(before, tenant),
            after: null,
          });
        });
        await app.catalogBus.changed('payment-methods');
        return ok({ deleted: true });
      },
    );
  },
);
