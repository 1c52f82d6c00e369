import type { FastifyInstance } from 'fastify';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { routeModule } from '@topup/server/plugins/plugin-meta';
import { demoClients } from './clients.ts';
import { graphRoutes } from './graph-routes.ts';
import type { DemoIdp } from './kit.ts';
import { oidcProviderRoutes } from './oidc-routes.ts';
import { vkRoutes } from './vk-routes.ts';
import { xRoutes } from './x-routes.ts';

type Options = { base: string; master: string; tenants: readonly Tenant[] };

/**
 * The local identity provider (demo only, decision 0019): Google-, Apple- and Huawei-shaped
 * OpenID Connect, a Graph-style Facebook, VK ID and X's OAuth 1.0a, under /demo-idp/* on every
 * host. Never registered with NODE_ENV=production unless the staging switch is on.
 */
export const demoIdp = routeModule({ name: 'demo-idp', uses: ['clock'] }, routes);

async function routes(app: FastifyInstance, opts: Options): Promise<void> {
  // The provider endpoints take forms (RFC 6749 token requests, the pick page) and return JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_r, body, done) => done(null, body),
  );
  const idp: DemoIdp = {
    base: opts.base,
    clients: demoClients(opts.tenants, opts.master),
    now: app.clock.now,
  };
  for (const method of ['google', 'apple', 'huawei'] as const) {
    await oidcProviderRoutes(app, idp, method);
  }
  graphRoutes(app, idp);
  vkRoutes(app, idp);
  xRoutes(app, idp);
}
