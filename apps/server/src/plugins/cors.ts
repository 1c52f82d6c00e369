import type { FastifyReply } from 'fastify';
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

// What a brand page may send and read across its hosts (fixed: computed once, not per request).
const allowMethods = 'GET, HEAD, POST';
const allowHeaders = 'accept, accept-language, authorization, content-type, x-request-id';
const exposeHeaders = 'x-request-id';
const maxAgeSeconds = '600';

/** Adds `Origin` to the answer's Vary, keeping whatever another hook put there. */
function varyOnOrigin(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'Origin');
    return;
  }
  const names = String(vary).toLowerCase();
  if (names === '*' || /(?:^|,)\s*origin\s*(?:,|$)/.test(names)) return;
  reply.header('vary', `${String(vary)}, Origin`);
}

/**
 * CORS for the brand's own origins only. The app sends no cookies (the token travels in the
 * query, the body or Authorization), so no credentials; every other origin gets no CORS headers
 * and its preflight the 404 any unknown OPTIONS gets. Preflights are cached for ten minutes.
 * After tenancy: the hook reads the brand its hook resolved.
 *
 * The CORS protocol (https://fetch.spec.whatwg.org/#http-cors-protocol) with the answers
 * @fastify/cors gave for these options, written as one synchronous hook: its delegator built and
 * normalized a fresh options object for every request, ~7% of the CPU of a kept JSON read
 * (issue 32). The answer varies by Origin whether or not it is allowed (a cache must not hand a
 * same-origin answer to a cross-origin page).
 */
export const corsPlugin = sharedPlugin('cors', ['tenancy'], async (app, opts: CorsOptions) => {
  const resolve = createHostResolver(opts.tenants);
  app.addHook('onRequest', (request, reply, done) => {
    varyOnOrigin(reply);
    const origin = request.headers.origin;
    if (!origin) return done();
    // Routes without tenancy (the sandbox's scripts, probes) resolve the host here all the same.
    const tenant = request.tenant ?? resolve(request.host)?.tenant;
    if (!tenant || !isBrandOrigin(tenant, origin, opts.config)) return done();
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', exposeHeaders);
    if (request.method !== 'OPTIONS') return done();
    if (!request.headers['access-control-request-method']) {
      reply.code(400).type('text/plain').send('Invalid Preflight Request');
      return;
    }
    reply
      .header('access-control-allow-methods', allowMethods)
      .header('access-control-allow-headers', allowHeaders)
      .header('access-control-max-age', maxAgeSeconds)
      .code(204)
      .header('content-length', '0')
      .send();
  });
  // A preflight the hook did not answer (not a brand origin) is any unknown OPTIONS: 404. The
  // route exists so the router hands OPTIONS of every path to the hooks above.
  app.options('*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
});
