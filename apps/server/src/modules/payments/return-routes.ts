import type { FastifyInstance } from 'fastify';
import { recordProviderMessage } from './provider-messages.ts';
import type { ProviderRegistry } from './providers/registry.ts';

/**
 * GET /pay/return/:provider/:billingNo: where a provider whose return step needs what it adds
 * to the return URL sends the player back (KakaoPay: approval_url with `pg_token`, which only the
 * merchant's payment/approve turns into money;
 * https://developers.kakaopay.com/docs/payment/online/single-payment). The step runs with that
 * query, its answer is applied like a re-check's (idempotent confirmPayment), and the player goes
 * on to the brand's shop as every other provider's return does. The token is the proof: the
 * provider checks it for this payment, so the route needs no login, and whatever happens the
 * player is sent on (the shop window that opened the payment shows the result). It is a page the
 * browser is sent to, not an API call, so it lives outside /api (whose answers are always the
 * { code, msg, data } envelope).
 */
export function returnRoutes(app: FastifyInstance, deps: { registry: ProviderRegistry }) {
  app.get<{ Params: { provider: string; billingNo: string } }>(
    '/pay/return/:provider/:billingNo',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary:
          "A provider's return with its proof (KakaoPay's pg_token): completes the payment, " +
          'then redirects to the shop',
      },
    },
    async (request, reply) => {
      const { provider: key, billingNo } = request.params;
      const url = request.raw.url ?? '';
      const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
      const order = await app.orders.getOrder(request.tenant.id, billingNo);
      const provider = deps.registry.get(key);
      let outcome = 'nothing-to-complete';
      if (
        order &&
        order.provider === key &&
        order.status === 'pending' &&
        provider?.completeReturn
      ) {
        try {
          const status = await provider.completeReturn(order, query);
          outcome = status ? `completed-${status.action}` : 'completed-unknown';
          if (status && status.action !== 'pending') {
            const confirmed = await app.orders.confirmPayment({
              tenantId: order.tenantId,
              billingNo: order.billingNo,
              action: status.action,
              providerTxnId: status.providerTxnId,
              amountMinor: status.amountMinor,
              currency: status.currency,
              source: 'recheck',
              detail: { provider: key, step: 'return' },
            });
            outcome = `${outcome}:${confirmed.outcome}`;
          }
        } catch (err) {
          outcome = 'failed';
          // The payment stays as the provider has it: a re-check or reconciliation settles it.
          request.log.warn({ err, billingNo, provider: key }, 'return step failed');
        }
      }
      // The query carries the provider's proof for this payment: part of the order's story. Kept
      // only for an order of that provider: the path is anyone's, and junk is not stored.
      if (provider && order && order.provider === key)
        await recordProviderMessage(app.db, request.log, {
          tenantId: request.tenant.id,
          provider: provider.key,
          billingNo: order.billingNo,
          kind: 'return',
          contentType: null,
          body: query,
          outcome,
          at: app.clock.now(),
        });
      return reply.redirect('/', 303);
    },
  );

  // The same address posted to: Razer Merchant Services sends the payer back with a form post of
  // the payment response ("HTTP POST is the only method that payment gateway returns all
  // parameters to a merchant's return URL",
  // https://e2payprod.gitbook.io/payment-gateway/api-documentation/technical-doc-of-fiuu-id/payment-response-parameter).
  // The callback settles the order; the post is kept in the order's story and the payer goes on to
  // the shop, whose window polls the order. Its own scope reads form bodies as text, for this
  // route alone.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: { provider: string; billingNo: string }; Body: string }>(
      '/pay/return/:provider/:billingNo',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['payments'],
          summary: "A provider's return by form post (Razer): kept, then redirects to the shop",
        },
      },
      async (request, reply) => {
        const { provider: key, billingNo } = request.params;
        const provider = deps.registry.get(key);
        const order = await app.orders.getOrder(request.tenant.id, billingNo);
        if (provider && order && order.provider === key)
          await recordProviderMessage(app.db, request.log, {
            tenantId: request.tenant.id,
            provider: provider.key,
            billingNo: order.billingNo,
            kind: 'return',
            contentType: 'application/x-www-form-urlencoded',
            body: typeof request.body === 'string' ? request.body : '',
            outcome: 'posted-return',
            at: app.clock.now(),
          });
        return reply.redirect('/', 303);
      },
    );
  });
}
