import type { FastifyInstance } from 'fastify';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from '@topup/server/config';
import { checkoutRoutes } from './checkout-routes.ts';
import { dropinRoutes } from './dropin-routes.ts';
import { merchantApi } from './merchant-api.ts';
import { createSandboxRepository } from './repository.ts';

export type SandboxOptions = {
  config: Pick<Config, 'paymentSandboxSecret' | 'paymentSandboxPublicUrl' | 'port'>;
  /** Merchant accounts exist for these tenants only. */
  tenants: readonly Tenant[];
};

const bodyLimit = 16 * 1024;

/**
 * The sandbox payment gateway under /sandbox/: answers on any host (tenancy: false) because it
 * plays a separate provider; it reaches the store only by HTTP (its callbacks).
 */
export async function sandboxGatewayRoutes(app: FastifyInstance, opts: SandboxOptions) {
  // Signatures cover the exact bytes sent, so bodies stay raw strings here; each route parses
  // them itself. These parsers only apply inside this plugin.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_r, body, done) =>
    done(null, body),
  );
  // The hosted page's forms carry nothing but their action URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_r, body, done) => done(null, body),
  );

  const repo = createSandboxRepository(app.db);
  merchantApi(app, repo, opts);
  checkoutRoutes(app, repo);
  dropinRoutes(app, repo, opts);
}
