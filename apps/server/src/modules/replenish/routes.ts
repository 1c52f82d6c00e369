import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gameListSchema } from '@topup/contracts/catalog';
import { payWayListSchema } from '@topup/contracts/payments';
import {
  replenishCountryListQuerySchema,
  replenishGameListQuerySchema,
  replenishInfoQuerySchema,
  replenishInfoSchema,
  staffReplenishRequestSchema,
  staffReplenishSchema,
} from '@topup/contracts/replenish';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from '../../config.ts';
import { contextOf } from '../../context.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { configuredOrigin } from '../../lib/store-origin.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { createGameService } from '../catalog/game-service.ts';
import { createCatalogRepository } from '../catalog/repository.ts';
import type { PayWaysForAmount } from '../payments/methods/pay-ways.ts';
import { createReplenishLink, findTenant } from './create-link.ts';
import { createReplenishService } from './service.ts';
import { assertStaff } from './staff-auth.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';
import { registerReplenishOrderHooks } from './order-hooks.ts';

export type ReplenishOptions = {
  config: Pick<Config, 'staffApiToken' | 'port'>;
  tenants: readonly Tenant[];
  payWays: PayWaysForAmount;
};

const tags = ['replenishment'];

/** Make-up payments (SPEC §2 /replenishGoods, §7): the player's calls and the staff endpoint. */
export const replenishRoutes = routeModule(
  { name: 'replenish', uses: ['db', 'clock', 'orders'] },
  routes,
);

async function routes(app: FastifyInstance, opts: ReplenishOptions) {
  registerReplenishOrderHooks(app.orders);
  const service = createReplenishService({
    db: app.db,
    games: createGameService(createCatalogRepository(app.db)),
    payWays: opts.payWays,
    now: app.clock.now,
  });
  const zapp = app.withTypeProvider<ZodTypeProvider>();

  zapp.get(
    '/api/replenishment/getGameList',
    {
      schema: {
        tags,
        summary:
          "The link's game (or rp_client_id's) in the getGameListV2 shape (-3016 unknown link, " +
          '-3001 unknown game)',
        querystring: replenishGameListQuerySchema,
        response: apiResponses(gameListSchema),
      },
    },
    async (request) => ok(await service.gameList(contextOf(request), request.query)),
  );

  zapp.get(
    '/api/replenishment/replenishment_info',
    {
      schema: {
        tags,
        summary:
          'SPEC §3 replenish info: game, account, amount, seconds left, status (-3016 unknown or ' +
          'cancelled link)',
        querystring: replenishInfoQuerySchema,
        response: apiResponses(replenishInfoSchema),
      },
    },
    async (request) => ok(await service.info(contextOf(request), request.query)),
  );

  zapp.get(
    '/api/pay/replenishmentCountryList',
    {
      schema: {
        tags,
        summary:
          "Payment methods by country that take the link's amount, in the getPayWayList shape " +
          '(-3016 unknown, cancelled, expired or paid link; -3014)',
        querystring: replenishCountryListQuerySchema,
        response: apiResponses(payWayListSchema),
      },
    },
    async (request) =>
      ok(await service.countryList(contextOf(request), request.query, requestLanguage(request))),
  );

  zapp.post(
    '/api/staff/replenishments',
    {
      bodyLimit: 8 * 1024,
      // Support may call it from an internal host; the tenant is named in the body.
      config: { tenancy: false, rateLimit: { max: 120, timeWindow: '1 minute' } },
      // Before the body is even validated: without the token nothing about the call is told.
      onRequest: async (request) => assertStaff(request, opts.config.staffApiToken),
      schema: {
        tags: ['staff'],
        summary:
          'Customer service: create a make-up payment link (Authorization: Bearer ' +
          'STAFF_API_TOKEN; -403 without it, -400 unknown tenant, game, account or currency)',
        body: staffReplenishRequestSchema,
        response: apiResponses(staffReplenishSchema),
      },
    },
    async (request) => {
      const named = findTenant(opts.tenants, request.body.tenant);
      // Named by id and asked on one of its own hosts: the link points where staff work.
      const here = named && !named.host && findTenant(opts.tenants, request.host);
      // Its configured origin: the Host header only picks the host, never the port.
      const origin =
        here && here.tenant === named.tenant
          ? configuredOrigin(request.host, opts.config.port)
          : undefined;
      const data = await createReplenishLink(app.db, opts.tenants, request.body, {
        now: app.clock.now(),
        createdBy: 'staff-api',
        origin,
      });
      request.log.info(
        { tenant: named?.tenant.id, rpClientId: data.rp_client_id, expiresAt: data.expires_at },
        'make-up payment link created',
      );
      return ok(data);
    },
  );
}
