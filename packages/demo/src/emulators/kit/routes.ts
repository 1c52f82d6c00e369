import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { selfContainedPage, styleNonce } from '@topup/server/plugins/security-headers';
import type { AnyEmulator } from './emulator.ts';
import type { EmulatorKit } from './kit.ts';
import { checkoutPage, choicePage, consoleIndex, notFoundPage, paymentPage } from './pages.ts';
import { randomId, type EmulatorPayment, type EmulatorStatus } from './store.ts';

/** Emulator payment ids where the provider gives none of its own format (newPaymentId). */
const ORPHAN_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** The data keys emulators look a payment up by (store.findByData): unique to one payment. */
const LOOKUP_KEYS = new Set([
  'token',
  'requestId',
  'captureId',
  'createKey',
  'paymentId',
  'reserveKey',
  'clientSecret',
]);

const html = 'text/html; charset=utf-8';
const pageRoute = {
  config: { tenancy: false, rateLimit: { max: 120, timeWindow: '1 minute' } },
  schema: { hide: true },
  helmet: selfContainedPage,
} as const;

function send(reply: FastifyReply, status: number, render: (nonce: string) => string) {
  return reply
    .code(status)
    .type(html)
    .header('cache-control', 'no-store')
    .send(render(styleNonce(reply)));
}

/** The payer's four choices on the hosted page, as moves of the payment. */
const moves: Record<string, { from: EmulatorStatus[]; to: EmulatorStatus | 'approved' }> = {
  succeed: { from: ['open', 'pending'], to: 'approved' },
  decline: { from: ['open', 'pending'], to: 'failed' },
  cancel: { from: ['open', 'pending'], to: 'cancelled' },
  pending: { from: ['open'], to: 'pending' },
};

/** Fields of a form post (the emulators' pages post nothing else). */
export function formFields(request: FastifyRequest): URLSearchParams {
  return new URLSearchParams(typeof request.body === 'string' ? request.body : '');
}

/**
 * The pages every emulator shares: the payer's hosted checkout (/emulator/<key>/checkout/<id>),
 * and the merchant's view of a payment with refund and chargeback (/emulator/<key>/payments/<id>),
 * listed at /emulator. Each emulator's own API is its own module's.
 */
export function sharedEmulatorRoutes(
  app: FastifyInstance,
  entries: { emulator: AnyEmulator; kit: EmulatorKit<unknown> }[],
  tenants: readonly Tenant[],
) {
  const byKey = new Map(entries.map((entry) => [entry.emulator.key, entry]));
  const brandName = (tenantId: string) => tenants.find((t) => t.id === tenantId)?.title ?? tenantId;

  app.get<{ Params: { provider: string; id: string } }>(
    '/emulator/:provider/checkout/:id',
    pageRoute,
    async (request, reply) => {
      const entry = byKey.get(request.params.provider);
      const payment = entry && (await entry.kit.store.find(entry.emulator.key, request.params.id));
      if (!entry || !payment) return send(reply, 404, notFoundPage);
      const account = entry.kit.account(payment.tenantId);
      return send(reply, 200, (nonce) =>
        checkoutPage({
          name: entry.emulator.name,
          provider: entry.emulator.key,
          brand: brandName(payment.tenantId),
          payment,
          returnStep: (account && entry.emulator.returnStep?.(payment, account)) ?? null,
          nonce,
        }),
      );
    },
  );

  app.post<{ Params: { provider: string; id: string; action: string } }>(
    '/emulator/:provider/checkout/:id/:action',
    pageRoute,
    async (request, reply) => {
      const entry = byKey.get(request.params.provider);
      const move = Object.hasOwn(moves, request.params.action)
        ? moves[request.params.action]
        : undefined;
      const found =
        entry && move && (await entry.kit.store.find(entry.emulator.key, request.params.id));
      if (!entry || !move || !found) return send(reply, 404, notFoundPage);
      const to = move.to === 'approved' ? (entry.emulator.approvedStatus ?? 'succeeded') : move.to;
      const refusal = await payerRefusal(entry, found, to);
      if (refusal) {
        request.log.info(
          { provider: entry.emulator.key, paymentId: found.id, refusal },
          'emulator payer choice refused by the merchant',
        );
        const account = entry.kit.account(found.tenantId);
        return send(reply, 422, (nonce) =>
          checkoutPage({
            name: entry.emulator.name,
            provider: entry.emulator.key,
            brand: brandName(found.tenantId),
            payment: found,
            returnStep: (account && entry.emulator.returnStep?.(found, account)) ?? null,
            error: refusal,
            nonce,
          }),
        );
      }
      const moved = await entry.kit.changeStatus(found, move.from, to);
      if (moved)
        request.log.info(
          { provider: entry.emulator.key, paymentId: found.id, to },
          'emulator payer choice',
        );
      const payment = moved ?? (await entry.kit.store.find(entry.emulator.key, found.id)) ?? found;
      const account = entry.kit.account(payment.tenantId);
      // A second submit or a finished payment: the page shows what really happened.
      const status = !moved && payment.status !== 'pending' ? 409 : 200;
      return send(reply, status, (nonce) =>
        choicePage({
          name: entry.emulator.name,
          provider: entry.emulator.key,
          brand: brandName(payment.tenantId),
          payment,
          returnStep: (account && entry.emulator.returnStep?.(payment, account)) ?? null,
          nonce,
        }),
      );
    },
  );

  /**
   * A provider that asks the merchant about the payer before taking money (Xsolla's
   * user_validation) may refuse the payer's choice: its message, or null to go on. Only the moves
   * that start a payment (succeed, pay later) ask, and only from a payment still open to them.
   */
  async function payerRefusal(
    entry: { emulator: AnyEmulator; kit: EmulatorKit<unknown> },
    payment: EmulatorPayment,
    to: EmulatorStatus,
  ): Promise<string | null> {
    const ask = entry.emulator.beforePayerChoice?.bind(entry.emulator);
    if (!ask || !['succeeded', 'authorized', 'pending'].includes(to)) return null;
    if (payment.status !== 'open' && payment.status !== 'pending') return null;
    const account = entry.kit.account(payment.tenantId);
    if (!account) return null;
    return ask(payment, account, entry.kit.send);
  }

  app.get('/emulator', pageRoute, async (_request, reply) => {
    const first = entries[0];
    const rows = first ? await first.kit.store.recent(50) : [];
    return send(reply, 200, (nonce) =>
      consoleIndex(
        rows
          .filter((payment) => byKey.has(payment.provider))
          .map((payment) => ({ payment, name: byKey.get(payment.provider)!.emulator.name })),
        nonce,
      ),
    );
  });

  async function showPayment(
    reply: FastifyReply,
    provider: string,
    id: string,
    status = 200,
    message?: string,
  ) {
    const entry = byKey.get(provider);
    const payment = entry && (await entry.kit.store.find(provider, id));
    if (!entry || !payment) return send(reply, 404, notFoundPage);
    const [refunds, notifications] = await Promise.all([
      entry.kit.store.refundsOf(id),
      entry.kit.store.notificationsOf(id),
    ]);
    return send(reply, status, (nonce) =>
      paymentPage({
        name: entry.emulator.name,
        payment,
        refunds,
        notifications,
        ...(message ? { message } : {}),
        nonce,
      }),
    );
  }

  app.get<{ Params: { provider: string; id: string } }>(
    '/emulator/:provider/payments/:id',
    pageRoute,
    async (request, reply) => showPayment(reply, request.params.provider, request.params.id),
  );

  app.post<{ Params: { provider: string; id: string; kind: string } }>(
    '/emulator/:provider/payments/:id/:kind',
    pageRoute,
    async (request, reply) => {
      const { provider, id, kind } = request.params;
      const entry = byKey.get(provider);
      const payment = entry && (await entry.kit.store.find(provider, id));
      if (entry && payment && kind === 'paid-unnotified') {
        // The provider's books say paid; no notification is queued, as if it were lost.
        const moved = await entry.kit.store.transition(
          payment.id,
          ['open', 'pending', 'authorized'],
          'succeeded',
          async () => [],
          entry.kit.now(),
        );
        request.log.info({ provider, paymentId: id }, 'emulator payment paid without notification');
        return moved
          ? showPayment(reply, provider, id, 200, 'Paid; the shop was not told.')
          : showPayment(reply, provider, id, 409, 'Only an unpaid payment can be marked paid.');
      }
      if (entry && payment && kind === 'paid-without-order') {
        // A payment the provider took under a reference the shop never issued (a stale link, a
        // payment made in the provider's own app): the shop cannot know of it; only the daily
        // comparison by the provider's own list of the day finds it (issue 33 item 3).
        const orphan = await entry.kit.store.insertPayment({
          id: entry.emulator.newPaymentId?.() ?? randomId('', 16, ORPHAN_ID_ALPHABET),
          provider,
          tenantId: payment.tenantId,
          merchantRef: randomId('NOORDER', 10, '0123456789'),
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          description: payment.description,
          status: 'succeeded',
          // What the provider keeps of the payer (Xsolla's user, its sandbox flag), never the
          // keys by which the original payment is found (its token, request id, capture id).
          data: Object.fromEntries(
            Object.entries(payment.data).filter(([name]) => !LOOKUP_KEYS.has(name)),
          ),
          createdAt: entry.kit.now(),
          updatedAt: entry.kit.now(),
        });
        request.log.info({ provider, paymentId: orphan.id }, 'emulator payment without an order');
        return showPayment(
          reply,
          provider,
          orphan.id,
          200,
          `Paid under reference ${orphan.merchantRef}; the shop has no such order.`,
        );
      }
      if (!entry || !payment || (kind !== 'refund' && kind !== 'chargeback')) {
        return send(reply, 404, notFoundPage);
      }
      const left = payment.amountMinor - payment.refundedMinor;
      const asked = Number(formFields(request).get('amount_minor') ?? left);
      const amountMinor = kind === 'chargeback' ? left : asked;
      if (!Number.isSafeInteger(amountMinor)) {
        return showPayment(reply, provider, id, 400, 'Enter the amount in minor units.');
      }
      const result = await entry.kit.refund({
        payment,
        refundId: randomId(kind === 'refund' ? 'RF' : 'CB', 16),
        amountMinor,
        kind,
      });
      if (result.kind === 'refused') {
        const why = {
          missing: 'The payment is gone.',
          'not-paid': 'Only a paid payment can be refunded.',
          'too-much': 'That is more than is left to refund.',
        }[result.reason];
        return showPayment(reply, provider, id, 409, why);
      }
      request.log.info({ provider, paymentId: id, kind, amountMinor }, 'emulator refund recorded');
      return showPayment(
        reply,
        provider,
        id,
        200,
        kind === 'refund' ? 'Refund sent.' : 'Chargeback sent.',
      );
    },
  );
}
