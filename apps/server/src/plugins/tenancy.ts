import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '@topup/contracts/result-codes';
import { createHostResolver, isBareLocalHost } from '@topup/tenants/resolve-host';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { isApiPath } from './app-error.ts';
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

/**
 * Host -> tenant, exactly: an unknown host never falls back to a default brand. After the request
 * id (its hook answers early, and every answer carries the id) and the security headers (the
 * pages it answers carry them and their style nonce).
 */
export const tenancyPlugin = sharedPlugin(
  'tenancy',
  ['request-id', 'security-headers'],
  async (app, opts: { tenants: readonly Tenant[]; port: number }) => {
    const resolve = createHostResolver(opts.tenants);
    app.decorateRequest('tenant', null as unknown as Tenant);
    app.decorateRequest('demo', false);

    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.tenancy === false || request.url.startsWith('/api/docs')) {
        return;
      }
      const match = resolve(request.host);
      if (match) {
        request.tenant = match.tenant;
        request.demo = match.demo;
        return;
      }
      if (isBareLocalHost(request.host) && !isApiPath(request.url)) {
        const port = portOf(request.host, opts.port);
        const page = brandIndexPage(opts.tenants, port, styleNonce(reply));
        return reply.code(200).type(html).header('cache-control', 'no-cache').send(page);
      }
      request.log.info({ host: request.host }, 'unknown host');
      return rejectHost(request, reply);
    });
  },
);
