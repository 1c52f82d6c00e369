import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consoleCompareRequestSchema,
  consoleCompareResultSchema,
  consoleReconciliationListSchema,
  consoleReconciliationSearchSchema,
  type ConsoleReconciliation,
} from '@topup/contracts/console-reconciliation';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { AppError } from '../../../plugins/app-error.ts';
import { apiResponses, ok } from '../../../plugins/envelope.ts';
import { routeModule } from '../../../plugins/plugin-meta.ts';
import {
  comparisonSource,
  countComparisons,
  findComparison,
  listComparisons,
  providerName,
  type ComparisonRow,
} from '../../payments/reconcile/comparison-reports.ts';
import { findTenant } from '../../replenish/create-link.ts';
import { recordAudit } from '../audit.ts';
import { assertBrand, brandsOf, consoleRoute, staffOf } from '../guard.ts';
import { differenceView } from './difference-view.ts';
import { consoleMessage } from '@topup/contracts/console-messages';

const tags = ['console'];
const PAGE_SIZE = 30;

/**
 * The daily comparison with each provider (issue 33): the reports of the member's brands, per
 * provider and day, with their differences; and a day compared again on demand (orders:write,
 * audited), e.g. today so far or a day after a fix. Another brand answers -404.
 */
export const consoleReconciliationRoutes = routeModule(
  { name: 'console-reconciliation', uses: ['db', 'clock', 'console-auth', 'payment-providers'] },
  async (app: FastifyInstance, opts: { tenants: readonly Tenant[] }) => {
    const zapp = app.withTypeProvider<ZodTypeProvider>();
    const tenantIdOf = (idOrHost: string | undefined) =>
      idOrHost ? (findTenant(opts.tenants, idOrHost)?.tenant.id ?? idOrHost) : undefined;
    const brandName = (tenantId: string) =>
      opts.tenants.find((t) => t.id === tenantId)?.title ?? tenantId;

    const view = (row: ComparisonRow): ConsoleReconciliation => ({
      tenant: row.tenantId,
      brand_name: brandName(row.tenantId),
      provider: row.provider,
      provider_name: providerName(row.provider),
      day: row.day,
      status: row.status,
      source: comparisonSource(app.paymentProviders.brands, row.tenantId, row.provider),
      listed_count: row.listedCount,
      ours_count: row.oursCount,
      differences: differenceView(row),
      error: row.error,
      finished_at: row.finishedAt?.toISOString() ?? null,
    });

    zapp.get(
      '/api/console/reconciliation',
      {
        ...consoleRoute('orders:read'),
        schema: {
          tags,
          summary:
            "The daily comparison of each provider's transactions with our orders: one report " +
            'per brand, provider and UTC day (newest first, 30 a page), with its differences',
          querystring: consoleReconciliationSearchSchema,
          response: apiResponses(consoleReconciliationListSchema),
        },
      },
      async (request) => {
        const staff = staffOf(request);
        const search = {
          tenantIds: brandsOf(staff, tenantIdOf(request.query.tenant)),
          provider: request.query.provider || undefined,
          day: request.query.day || undefined,
          withDifferences: request.query.differences === 'true',
        };
        const page = request.query.page ?? 1;
        const [rows, total] = await Promise.all([
          listComparisons(app.db, { ...search, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
          countComparisons(app.db, search),
        ]);
        const comparable = app.paymentProviders.brands
          .list()
          .filter(
            (b) =>
              search.tenantIds.includes(b.tenantId) &&
              app.providerComparer.comparable(b.tenantId, b.provider),
          )
          .map((b) => ({
            tenant: b.tenantId,
            brand_name: brandName(b.tenantId),
            provider: b.provider,
            provider_name: providerName(b.provider),
          }));
        return ok({ items: rows.map(view), comparable, total, page, page_size: PAGE_SIZE });
      },
    );

    zapp.post(
      '/api/console/reconciliation/compare',
      {
        ...consoleRoute('orders:write'),
        bodyLimit: 4 * 1024,
        schema: {
          tags,
          summary:
            "Compare one brand's provider for one UTC day now (again if done; today so far); " +
            'audited. -404 another brand, -400 a provider with nothing to compare or a future day',
          body: consoleCompareRequestSchema,
          response: apiResponses(consoleCompareResultSchema),
        },
      },
      async (request) => {
        const staff = staffOf(request);
        const tenantId = tenantIdOf(request.body.tenant)!;
        assertBrand(staff, tenantId);
        const { provider, day } = request.body;
        const today = app.clock.now().toISOString().slice(0, 10);
        if (day > today || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
          throw new AppError(ResultCode.BadRequest, consoleMessage('dayNotBegun'), 400);
        }
        const outcome = await app.providerComparer.compareDay(tenantId, provider, day);
        if (outcome === 'unsupported') {
          throw new AppError(ResultCode.BadRequest, consoleMessage('nothingToCompare'), 400);
        }
        await recordAudit(app.db, request, {
          tenantId,
          action: 'reconciliation.compare',
          target: `${provider}/${day}`,
          after: { outcome },
        });
        const row = await findComparison(app.db, { tenantId, provider, day });
        return ok({ outcome, report: row ? view(row) : null });
      },
    );
  },
);
