import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@topup/contracts/result-codes';
import { sendError } from '../../plugins/envelope.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';

/**
 * Production without the staging switch (decision 0016): the sandbox's paths answer 404 on every
 * host, like paths that never existed. Without this a GET of a checkout page on a brand host
 * would fall through to the shop's own page.
 */
export const sandboxAbsentRoutes = routeModule({ name: 'sandbox-absent', uses: [] }, routes);

async function routes(app: FastifyInstance): Promise<void> {
  const notFound = { config: { tenancy: false }, schema: { hide: true } };
  // The providers' emulators (modules/emulators) are demo-only in the same way.
  for (const url of ['/sandbox', '/sandbox/*', '/emulator', '/emulator/*']) {
    app.all(url, notFound, async (request, reply) =>
      sendError(reply, 404, ResultCode.NotFound, `Not found: ${request.url.split('?')[0]}`),
    );
  }
}
