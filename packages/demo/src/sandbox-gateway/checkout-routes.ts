import type { FastifyInstance, FastifyReply } from 'fastify';
import { applyAction, isCheckoutAction } from './actions.ts';
import { selfContainedPage, styleNonce } from '@topup/server/plugins/security-headers';
import { checkoutPage, notFoundPage, resultPage } from './checkout-page.ts';
import type { SandboxRepository } from './repository.ts';

const html = 'text/html; charset=utf-8';

// The pages take the response's style nonce; their policy and Referrer-Policy are the routes'.
function sendPage(reply: FastifyReply, status: number, render: (nonce: string) => string) {
  return reply
    .code(status)
    .type(html)
    .header('cache-control', 'no-store')
    .send(render(styleNonce(reply)));
}

/** The provider's hosted checkout page and the payer's four choices. */
export function checkoutRoutes(app: FastifyInstance, repo: SandboxRepository) {
  app.get<{ Params: { id: string } }>(
    '/sandbox/checkout/:id',
    { config: { tenancy: false }, schema: { hide: true }, helmet: selfContainedPage },
    async (request, reply) => {
      const payment = await repo.findPayment(request.params.id);
      if (!payment) return sendPage(reply, 404, notFoundPage);
      return sendPage(reply, 200, (nonce) => checkoutPage(payment, nonce));
    },
  );

  app.post<{ Params: { id: string; action: string } }>(
    '/sandbox/checkout/:id/:action',
    {
      config: { tenancy: false, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { hide: true },
      helmet: selfContainedPage,
    },
    async (request, reply) => {
      const { id, action } = request.params;
      if (!isCheckoutAction(action)) return sendPage(reply, 404, notFoundPage);
      const result = await applyAction(repo, id, action, app.clock.now());
      if (result.kind === 'missing') return sendPage(reply, 404, notFoundPage);
      if (result.kind === 'applied') {
        request.log.info({ paymentId: id, action }, 'sandbox checkout choice recorded');
      }
      // 'unchanged': a second submit or a finished payment; the page shows what really happened.
      const status = result.kind === 'unchanged' && result.payment.status !== 'pending' ? 409 : 200;
      return sendPage(reply, status, (nonce) => resultPage(result.payment, nonce));
    },
  );
}
