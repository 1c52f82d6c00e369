import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tenantParamsSchema } from '@topup/contracts/console-catalog';
import {
  cardParamsSchema,
  codeListQuerySchema,
  consoleCardSchema,
  consoleCardsSchema,
} from '@topup/contracts/console-codes';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { apiResponses, ok } from '../../../plugins/envelope.ts';
import { routeModule } from '../../../plugins/plugin-meta.ts';
import { listCards, lockCard, voidCard } from '../../cards/card-admin.ts';
import type { PrepaidCardRow } from '../../cards/repository.ts';
import { recordAudit } from '../audit.ts';
import { consoleRoute } from '../guard.ts';
import { brandOf, notFound } from './brand.ts';
import { codePageSize, notActive, redemptionOf } from './code-list.ts';

const tags = ['console'];

const view = (row: PrepaidCardRow) => ({
  card_no: row.cardNo,
  game_code: row.gameCode,
  currency: row.currency,
  price_minor: row.priceMinor,
  gems: row.gemsNumber,
  extra_gems: row.extraGemsNumber,
  ...redemptionOf(row),
});

/**
 * The brand's prepaid cards (made by card-batch-routes.ts): listed by state or card number, and
 * voided while unredeemed. Passwords are scrypt hashes and never shown.
 */
export const consoleCardListRoutes = routeModule(
  { name: 'console-catalog-card-list', uses: ['db', 'console-auth'] },
  async (app: FastifyInstance, opts: { tenants: readonly Tenant[] }) => {
    const zapp = app.withTypeProvider<ZodTypeProvider>();

    zapp.get(
      '/api/console/catalog/:tenant/cards',
      {
        ...consoleRoute('catalog:read'),
        schema: {
          tags,
          summary:
            "The brand's prepaid cards, newest first (by state, or by the start of the number)",
          params: tenantParamsSchema,
          querystring: codeListQuerySchema,
          response: apiResponses(consoleCardsSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const { status, q } = request.query;
        const digits = q?.replace(/\D/g, '') ?? '';
        const rows = await listCards(app.db, tenant.id, {
          status,
          numberPrefix: digits,
          limit: codePageSize + 1,
        });
        return ok({
          cards: rows.slice(0, codePageSize).map(view),
          more: rows.length > codePageSize,
        });
      },
    );

    zapp.post(
      '/api/console/catalog/:tenant/cards/:card/void',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary: 'Voids an unredeemed prepaid card; it can no longer be redeemed',
          params: cardParamsSchema,
          response: apiResponses(consoleCardSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        return ok(
          await app.db.transaction(async (tx) => {
            const before = await lockCard(tx, tenant.id, request.params.card);
            if (!before) throw notFound();
            if (before.status !== 'active') throw notActive(before.status);
            const after = await voidCard(tx, tenant.id, before.cardNo);
            await recordAudit(tx, request, {
              action: 'card.void',
              tenantId: tenant.id,
              target: before.cardNo,
              before: view(before),
              after: view(after!),
            });
            return view(after!);
          }),
        );
      },
    );
  },
);
