import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contextOf } from '../../context.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { bootData, tenantBootSchema } from './service.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';

/** GET /api/tenant: the boot object index.html carries, for the Vite dev server. */
export const bootRoutes = routeModule({ name: 'boot', uses: [] }, routes);

async function routes(
  app: FastifyInstance,
  opts: { errorReportUrl: string | undefined; port: number },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/tenant',
    {
      schema: {
        tags: ['app'],
        summary: 'Brand of this host and the boot data of the app',
        response: apiResponses(tenantBootSchema),
      },
    },
    async (request) =>
      ok(bootData({ ...contextOf(request), host: request.host }, opts.errorReportUrl, opts.port)),
  );
}
