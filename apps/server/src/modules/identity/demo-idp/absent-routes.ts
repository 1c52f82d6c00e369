import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@topup/contracts/result-codes';
import { sendError } from '../../../plugins/envelope.ts';
import { routeModule } from '../../../plugins/plugin-meta.ts';

/**
 * Without the local identity provider (production, or DEMO_IDP=false) its paths answer 404 on
 * every host instead of falling through to the shop's page (as the sandbox's do, decision 0016).
 */
export const demoIdpAbsent = routeModule({ name: 'demo-idp-absent', uses: [] }, routes);

async function routes(app: FastifyInstance): Promise<void> {
  const notFound = { config: { tenancy: false }, schema: { hide: true } };
  for (const url of ['/demo-idp', '/demo-idp/*']) {
    app.all(url, notFound, async (request, reply) =>
      sendError(reply, 404, ResultCode.NotFound, `Not found: ${request.url.split('?')[0]}`),
    );
  }
}
