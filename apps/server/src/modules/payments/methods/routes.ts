import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  countryListQuerySchema,
  countryListSchema,
  payWayListQuerySchema,
  payWayListSchema,
} from '@topup/contracts/payments';
import { contextOf } from '../../../context.ts';
import { requestLanguage } from '../../../i18n/request-language.ts';
import { apiResponses, ok } from '../../../plugins/envelope.ts';
import { createGameService } from '../../catalog/game-service.ts';
import { createCatalogRepository } from '../../catalog/repository.ts';
import { createMethodsRepository } from './repository.ts';
import { createMethodsService } from './service.ts';
import { routeModule } from '../../../plugins/plugin-meta.ts';

const tags = ['payments'];

/** Payment methods (SPEC §3, §7): public, like the goods list they are shown with. */
export const methodsRoutes = routeModule(
  { name: 'payment-methods', uses: ['db', 'catalog-bus'] },
  routes,
);

async function routes(app: FastifyInstance): Promise<void> {
  const service = createMethodsService({
    repo: createMethodsRepository(app.db),
    games: createGameService(createCatalogRepository(app.db)),
    invalidation: app.catalogBus,
  });
  const zapp = app.withTypeProvider<ZodTypeProvider>();

  zapp.get(
    '/api/pay/getPayWayList',
    {
      schema: {
        tags,
        summary:
          "Payment methods of the area by country with the goods' price; the app applies the " +
          'SPEC §5 listing rules (-3001, -3014, -400 unknown product)',
        querystring: payWayListQuerySchema,
        response: apiResponses(payWayListSchema),
      },
    },
    async (request) =>
      ok(await service.payWayList(contextOf(request), request.query, requestLanguage(request))),
  );

  zapp.get(
    '/api/pay/getCountryList',
    {
      schema: {
        tags,
        summary: 'Countries that have payment methods in the area (-3001, -3014)',
        querystring: countryListQuerySchema,
        response: apiResponses(countryListSchema),
      },
    },
    async (request) =>
      ok(await service.countryList(contextOf(request), request.query, requestLanguage(request))),
  );
}
