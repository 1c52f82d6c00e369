import cors from '@fastify/cors';
import {
  allHosts,
  createHostResolver,
  isLocalHostName,
  normalizeHost,
} from '@topup/tenants/resolve-host';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from '../config.ts';
import { tenantOriginFor } from '../lib/store-origin.ts';
import { sharedPlugin } from './plugin-meta.ts';

type CorsOptions = { tenants: readonly Tenant[]; config: Pick<Config, 'port' | 'nodeEnv'> };

/**
 * Whether a page on `origin` may call this brand's API: one of the brand's own origins (page
 * hosts and backup hosts, which the app fails over to, SPEC §9). Local `<id>.localhost` forms are
 * this server on PORT; outside production on any port too (the Vite dev server's page).
 */
export function isBrandOrigin(
  tenant: Tenant,
  origin: string,
  config: CorsOptions['config'],
): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  const host = normalizeHost(url.hostname);
  if (!allHosts(tenant).includes(host)) return false;
  if (isLocalHostName(host) && config.nodeEnv !== 'production') return url.protocol === 'http:';
  return tenantOriginFor(tenant, host, config.port) === origin;
}

/**
 * CORS for the brand's own origins only. The app sends no cookies (the token travels in the
 * query, the body or Authorization), so no credentials; every other origin gets no CORS headers
 * and its preflight the 404 any unknown OPTIONS gets. Preflights are cached for ten minutes.
 * After tenancy: the delegator reads the brand its hook resolved.
 */
export const corsPlugin = sharedPlugin('cors', ['tenancy'], async (app, opts: CorsOptions) => {
  const resolve = createHostResolver(opts.tenants);
  // The two answers the delegator gives, made once (issue 32: not an options object and its
  // header lists per request). `origin: true` reflects the request's Origin, allowed above.
  const shared = {
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['accept', 'accept-language', 'authorization', 'content-type', 'x-request-id'],
    exposedHeaders: ['x-request-id'],
    maxAge: 600,
    credentials: false,
  };
  const allowed = { ...shared, origin: true };
  const refused = { ...shared, origin: false };
  await app.register(cors, {
    hideOptionsRoute: true,
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      // Routes without tenancy (the sandbox's scripts, probes) resolve the host here all the same.
      const tenant = origin ? (request.tenant ?? resolve(request.host)?.tenant) : undefined;
      const ok = !!origin && !!tenant && isBrandOrigin(tenant, origin, opts.config);
      callback(null, ok ? allowed : refused);
    },
  });
});
