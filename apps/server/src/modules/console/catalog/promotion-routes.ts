import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gameParamsSchema } from '@topup/contracts/console-catalog';
import {
  consolePromotionSchema,
  consolePromotionsSchema,
  promotionInputSchema,
  promotionParamsSchema,
} from '@topup/contracts/console-promotions';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { apiResponses, ok } from '../../../plugins/envelope.ts';
import { routeModule } from '../../../plugins/plugin-meta.ts';
import { createPromotionsService, type Audit } from '../../promotions/service.ts';
import { recordAudit } from '../audit.ts';
import { consoleRoute } from '../guard.ts';
import { brandOf } from './brand.ts';

const tags = ['console'];

/** The service's audit hook for this request: one staff_audit row in the change's transaction. */
const auditOf =
  (request: FastifyRequest, tenant: Tenant): Audit =>
  (tx, entry) =>
    recordAudit(tx, request, { ...entry, tenantId: tenant.id });

/**
 * Promotions of a brand's games (issue 29 item 9): list, create, change, end. The routes guard
 * (catalog:read / catalog:write) and audit; the promotions module owns the rows.
 */
export const consolePromotionRoutes = routeModule(
  { name: 'console-catalog-promotions', uses: ['db', 'catalog-bus', 'clock', 'console-auth'] },
  async (app: FastifyInstance, opts: { tenants: readonly Tenant[] }) => {
    const zapp = app.withTypeProvider<ZodTypeProvider>();
    const service = createPromotionsService({
      db: app.db,
      now: app.clock.now,
      bus: app.catalogBus,
    });

    zapp.get(
      '/api/console/catalog/:tenant/games/:game/promotions',
      {
        ...consoleRoute('catalog:read'),
        schema: {
          tags,
          summary: 'Promotions of a game, ended ones too, in display order (-404 no such game)',
          params: gameParamsSchema,
          response: apiResponses(consolePromotionsSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        return ok({ promotions: await service.list(tenant, request.params.game) });
      },
    );

    zapp.post(
      '/api/console/catalog/:tenant/games/:game/promotions',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary:
            "Adds a promotion to a game's goods page (-400 no title in the brand's language, or " +
            'goods of another game; -404 no such game)',
          params: gameParamsSchema,
          body: promotionInputSchema,
          response: apiResponses(consolePromotionSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const { game } = request.params;
        return ok(await service.create(tenant, game, request.body, auditOf(request, tenant)));
      },
    );

    zapp.put(
      '/api/console/catalog/:tenant/promotions/:id',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary: 'Changes a promotion (-400 ended, or bad link; -404 no such promotion)',
          params: promotionParamsSchema,
          body: promotionInputSchema,
          response: apiResponses(consolePromotionSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const { id } = request.params;
        return ok(await service.update(tenant, id, request.body, auditOf(request, tenant)));
      },
    );

    zapp.post(
      '/api/console/catalog/:tenant/promotions/:id/end',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary: 'Ends a promotion now; final (-404 no such promotion)',
          params: promotionParamsSchema,
          response: apiResponses(consolePromotionSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const { id } = request.params;
        return ok(await service.end(tenant, id, auditOf(request, tenant)));
      },
    );
  },
);
