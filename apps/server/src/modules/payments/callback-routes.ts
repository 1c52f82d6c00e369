import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { sendError } from '../../plugins/envelope.ts';
import type { createCallbackService } from './callback-service.ts';
import { contentTypeOf, recordProviderMessage } from './provider-messages.ts';
import type { ProviderRegistry } from './providers/registry.ts';

const bodyLimit = 64 * 1024;

/**
 * POST /api/pay/notify/:provider: answers on any host (the tenant comes from the signed payload,
 * never from Host). Registered as its own plugin so the raw-body parser stays inside it: the
 * HMAC covers the exact bytes sent.
 */
export async function callbackRoutes(
  app: FastifyInstance,
  opts: {
    registry: ProviderRegistry;
    callbacks: ReturnType<typeof createCallbackService>;
    tenants: readonly Tenant[];
  },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
  const tenantIds = new Set(opts.tenants.map((tenant) => tenant.id));

  app.post<{ Params: { provider: string } }>(
    '/api/pay/notify/:provider',
    {
      config: { tenancy: false },
      schema: {
        tags: ['payments'],
        summary:
          'Provider callback, signed: x-pay-timestamp, x-pay-signature = HMAC-SHA256 over ' +
          '`${timestamp}.${rawBody}` (docs/PAYMENTS.md); 401 -403 bad signature or stale',
      },
    },
    async (request, reply) => {
      const provider = opts.registry.get(request.params.provider);
      if (!provider) {
        // The path is the caller's: one label for every unknown name keeps the series bounded.
        app.opsEvents.callback({ provider: 'unknown', outcome: 'unknown-provider' });
        return sendError(reply, 404, ResultCode.NotFound, 'Unknown provider');
      }
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const parsed = provider.parseCallback({ headers: request.headers, rawBody });
      // Kept for the order's story; the brand and order only count once the signature holds.
      const known = parsed.ok && tenantIds.has(parsed.callback.tenant_id) ? parsed.callback : null;
      const keep = (outcome: string, billingNo: string | null = null) =>
        recordProviderMessage(app.db, request.log, {
          tenantId: known?.tenant_id ?? null,
          provider: provider.key,
          billingNo,
          kind: 'notify',
          contentType: contentTypeOf(request.headers),
          body: rawBody,
          outcome,
          at: app.clock.now(),
        });
      if (!parsed.ok) {
        // Not kept (see notify-routes.ts): only a message whose signature holds is stored.
        app.opsEvents.callback({ provider: provider.key, outcome: `rejected-${parsed.reason}` });
        request.log.warn({ provider: provider.key, reason: parsed.reason }, 'callback refused');
        if (parsed.reason === 'malformed') {
          return sendError(reply, 400, ResultCode.BadRequest, 'Malformed callback');
        }
        return sendError(reply, 401, ResultCode.Forbidden, 'Bad signature or timestamp');
      }
      if (!known) {
        app.opsEvents.callback({ provider: provider.key, outcome: 'rejected-unknown-merchant' });
        request.log.warn({ provider: provider.key }, 'callback for an unknown merchant');
        return sendError(reply, 401, ResultCode.Forbidden, 'Unknown merchant');
      }
      const answer = await opts.callbacks.handle(provider.key, parsed.callback, request.log);
      app.opsEvents.callback({ provider: provider.key, outcome: answer.outcome });
      await keep(answer.outcome, answer.outcome === 'unknown' ? null : known.merchant_ref);
      return reply
        .code(answer.status)
        .type('application/json; charset=utf-8')
        .send({ code: answer.code, msg: answer.msg, data: { outcome: answer.outcome } });
    },
  );
}
