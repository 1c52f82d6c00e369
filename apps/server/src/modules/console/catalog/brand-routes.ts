import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consoleBrandsSchema,
  consoleGamesSchema,
  tenantParamsSchema,
} from '@topup/contracts/console-catalog';
import { defaultCurrency } from '@topup/tenants/tenant-rules';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { apiResponses, ok } from '../../../plugins/envelope.ts';
import { routeModule } from '../../../plugins/plugin-meta.ts';
import { createCatalogRepository } from '../../catalog/repository.ts';
import { brandsOf, consoleRoute, staffOf } from '../guard.ts';
import { brandOf, currenciesOf } from './brand.ts';

const tags = ['console'];

/** The staff member's brands (with what the catalog forms need) and each brand's games. */
export const consoleBrandRoutes = routeModule(
  { name: 'console-catalog-brands', uses: ['db', 'console-auth'] },
  async (app: FastifyInstance, opts: { tenants: readonly Tenant[] }) => {
    const zapp = app.withTypeProvider<ZodTypeProvider>();

    zapp.get(
      '/api/console/catalog/brands',
      {
        ...consoleRoute('catalog:read'),
        schema: {
          tags,
          summary: "The staff member's brands: languages, currencies and areas the catalog uses",
          response: apiResponses(consoleBrandsSchema),
        },
      },
      async (request) => {
        const mine = brandsOf(staffOf(request));
        const brands = opts.tenants
          .filter((t) => mine.includes(t.id))
          .map((t) => ({
            id: t.id,
            name: t.title,
            defaultLanguage: t.defaultLanguage,
            languages: [...new Set([t.defaultLanguage, ...t.languages])],
            currencies: currenciesOf(t),
            defaultCurrency: t.currencies.default,
            areas: [...t.areas],
            areaCurrencies: Object.fromEntries(t.areas.map((a) => [a, defaultCurrency(t, a)])),
          }));
        return ok({ brands });
      },
    );

    zapp.get(
      '/api/console/catalog/:tenant/games',
      {
        ...consoleRoute('catalog:read'),
        schema: {
          tags,
          summary: 'Games and sub-games of a brand with their client ids (-404 not your brand)',
          params: tenantParamsSchema,
          response: apiResponses(consoleGamesSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const rows = await createCatalogRepository(app.db).listGames(tenant.id);
        const byCode = new Map<string, typeof rows>();
        for (const row of rows)
          byCode.set(row.gameCode, [...(byCode.get(row.gameCode) ?? []), row]);
        const list = [...byCode].map(([code, clients]) => {
          const main = clients.find((c) => c.platform === 'web') ?? clients[0]!;
          return {
            code,
            name: main.name,
            parent_code: main.parentCode,
            clients: clients.map((c) => ({
              client_id: c.clientId,
              platform: c.platform,
              area: c.area,
            })),
          };
        });
        return ok({ games: list });
      },
    );
  },
);
