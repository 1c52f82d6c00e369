import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '@topup/contracts/result-codes';
import { createHostResolver, isBareLocalHost, normalizeHost } from '@topup/tenants/resolve-host';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { isApiPath } from './app-error.ts';
import type { ConsoleAppServer } from './console-app.ts';
import { sendError } from './envelope.ts';
import { brandIndexPage, unknownHostPage } from './html.ts';
import { sharedPlugin } from './plugin-meta.ts';
import { styleNonce } from './security-headers.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the tenancy hook on every route except those with `config: { tenancy: false }`. */
    tenant: Tenant;
    demo: boolean;
  }
  interface FastifyContextConfig {
    /** false: the route answers for any host (probes, API docs). */
    tenancy?: boolean;
  }
}

const html = 'text/html; charset=utf-8';

function portOf(host: string, fallback: number): string {
  try {
    return new URL(`http://${host}`).port || String(fallback);
  } catch {
    return String(fallback);
  }
}

function rejectHost(request: FastifyRequest, reply: FastifyReply) {
  if (isApiPath(request.url)) {
    return sendError(reply, 404, ResultCode.UnknownTenant, 'Unknown host');
  }
  return reply
    .code(404)
    .type(html)
    .send(unknownHostPage(request.host, styleNonce(reply)));
}

type TenancyOptions = {
  tenants: readonly Tenant[];
  port: number;
  /** The publisher console's hosts (CONSOLE_HOSTS) and what serves its pages there. */
  console?: { hosts: readonly string[]; serve: ConsoleAppServer };
};

/**
 * Host -> tenant, exactly: an unknown host never falls back to a default brand. After the request
 * id (its hook answers early, and every answer carries the id) and the security headers (the
 * pages it answers carry them and their style nonce).
 *
 * A console host (issue 16) is no brand: its pages are the publisher console, never the
 * storefront, and the players' API answers there as for an unknown host; routes that need no
 * tenant (the console API, probes, docs) work as anywhere. A host cannot be both: a console host
 * that is also a brand's refuses to start, so a brand host can never serve the console.
 */
export const tenancyPlugin = sharedPlugin(
  'tenancy',
  ['request-id', 'security-headers'],
  async (app, opts: TenancyOptions) => {
    const resolve = createHostResolver(opts.tenants);
    const consoleHosts = new Set(opts.console?.hosts ?? []);
    for (const host of consoleHosts) {
      const brand = resolve(host);
      if (brand) {
        throw new Error(`CONSOLE_HOSTS: ${host} is a host of brand ${brand.tenant.id}`);
      }
    }
    app.decorateRequest('tenant', null as unknown as Tenant);
    app.decorateRequest('demo', false);

    // A synchronous hook (issue 32: no promise per request); the answers it gives itself are sent
    // without calling `done`, which ends the request's hooks there.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config.tenancy === false || request.url.startsWith('/api/docs')) {
        return done();
      }
      if (opts.console && consoleHosts.has(normalizeHost(request.host))) {
        const page = request.method === 'GET' || request.method === 'HEAD';
        if (page && !isApiPath(request.url)) {
          opts.console.serve(request, reply).catch(done);
          return;
        }
        rejectHost(request, reply);
        return;
      }
      const match = resolve(request.host);
      if (match) {
        request.tenant = match.tenant;
        request.demo = match.demo;
        return done();
      }
      if (isBareLocalHost(request.host) && !isApiPath(request.url)) {
        const port = portOf(request.host, opts.port);
        const page = brandIndexPage(opts.tenants, port, styleNonce(reply));
        reply.code(200).type(html).header('cache-control', 'no-cache').send(page);
        return;
      }
      request.log.info({ host: request.host }, 'unknown host');
      rejectHost(request, reply);
    });
  },
);
