import { randomBytes } from 'node:crypto';
import {
  createHttpTransport,
  type HttpTransport,
  type TransportResponse,
} from '../../../lib/http-transport.ts';
import {
  errorSchema,
  LIST_PAGE_SIZE_MAX,
  notificationSchema,
  parseJson,
  paymentPageSchema,
  paymentSchema,
  refundPageSchema,
  refundSchema,
  type NotificationV1,
  type PaymentV1,
} from './messages.ts';
import { startListener, type Delivery } from './conformance-listener.ts';
import { checkSigned, headerNames, newNonce, pathOf, sign } from './signature.ts';

// The conformance kit of Topup merchant protocol v1 (`npm run merchant:check`): a provider runs it
// against its implementation (its test environment) before a brand is switched to it. It plays
// the merchant: it signs calls itself rather than through the protocol module, because it must
// also send what the store never would (no signature, a wrong one, a stale timestamp, a replayed
// nonce), and it listens for the notifications, answering the first one wrongly to see that only
// the exact acknowledgement stops the resends. Modelled on the game gateway's (gateway:check).

export type ConformanceOptions = {
  /** The provider's API base URL for this merchant (…/v1/payments is under it). */
  url: string;
  merchantId: string;
  secret: string;
  /** ISO 4217 code and amount in its minor units of the test payment. */
  currency?: string;
  amountMinor?: number;
  /** Where the kit listens for notifications (default 127.0.0.1, a free port). */
  listen?: { host: string; port: number };
  /** The URL the provider posts notifications to, when it reaches the listener through a tunnel. */
  notifyUrl?: string;
  /** simulate: the test-mode outcome call pays; manual: a person pays on the hosted page. */
  pay?: 'simulate' | 'manual';
  /** How long to wait for each notification. */
  waitMs?: number;
  transport?: HttpTransport;
  now?: () => Date;
  /** Progress lines for a person (the checkout URL to open in manual mode). */
  log?: (line: string) => void;
  /** Tests: makes the provider send what is due now (the emulator's sender). */
  poke?: () => Promise<void>;
};

export type CheckResult = { name: string; ok: boolean; detail: string };

type Answer = TransportResponse & { data: unknown };

class CheckFailed extends Error {}
const expect = (cond: unknown, message: string): void => {
  if (!cond) throw new CheckFailed(message);
};
const codeOf = (a: Answer) => {
  const e = errorSchema.safeParse(a.data);
  return e.success ? e.data.error.code : null;
};

export async function runConformance(opts: ConformanceOptions): Promise<CheckResult[]> {
  const base = opts.url.replace(/\/+$/, '');
  const transport = opts.transport ?? createHttpTransport();
  const now = opts.now ?? (() => new Date());
  const log = opts.log ?? (() => {});
  const waitMs = opts.waitMs ?? 120_000;
  const currency = opts.currency ?? 'USD';
  const amount = opts.amountMinor ?? 1000;
  const { merchantId, secret } = opts;
  const results: CheckResult[] = [];
  let stopped: string | null = null;

  async function check(name: string, run: () => Promise<string | void>): Promise<void> {
    if (stopped) {
      results.push({ name, ok: false, detail: `not run: ${stopped}` });
      return;
    }
    try {
      results.push({ name, ok: true, detail: (await run()) ?? '' });
    } catch (err) {
      const detail = err instanceof CheckFailed ? err.message : `error: ${(err as Error).message}`;
      results.push({ name, ok: false, detail });
    }
  }
  /** A check the later ones need: when it fails, they are reported as not run. */
  async function essential(name: string, run: () => Promise<string | void>): Promise<void> {
    await check(name, run);
    if (!results.at(-1)!.ok) stopped ??= `${name} failed`;
  }

  /** One call with the given headers; the answer's signature is checked by `signedAnswer`. */
  async function raw(
    method: 'GET' | 'POST',
    path: string,
    body: string,
    headers: Record<string, string>,
  ) {
    const res = await transport(`${base}${path}`, {
      method,
      headers: {
        ...headers,
        accept: 'application/json',
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { body } : {}),
    });
    return { ...res, data: parseJson(res.body) } as Answer;
  }
  const fullPath = (path: string) => pathOf(`${base}${path}`);
  async function call(method: 'GET' | 'POST', path: string, body = '') {
    const nonce = newNonce();
    const headers = sign(secret, {
      line: method,
      path: fullPath(path),
      merchantId,
      body,
      now: now(),
      nonce,
    });
    return { answer: await raw(method, path, body, headers), nonce, headers };
  }
  /** The answer is signed by the merchant's secret, fresh, echoing the request's nonce. */
  function signedAnswer(path: string, a: Answer, nonce: string): void {
    const checked = checkSigned({
      secret,
      headers: a.headers ?? {},
      line: String(a.status),
      path: fullPath(path),
      body: a.body,
      merchantId,
      now: now(),
      expectNonce: nonce,
    });
    expect(
      checked.ok,
      `the HTTP ${a.status} answer's signature: ${checked.ok ? '' : checked.reason}`,
    );
  }
  function refusal(a: Answer, status: number, codes: string[]): string {
    expect(a.status === status, `expected HTTP ${status}, got ${a.status} ${a.body.slice(0, 120)}`);
    const code = codeOf(a);
    expect(
      code && codes.includes(code),
      `expected error code ${codes.join(' or ')}, got ${code ?? a.body.slice(0, 120)}`,
    );
    return `${status} ${code}`;
  }

  const listener = await startListener(opts.listen ?? { host: '127.0.0.1', port: 0 });
  const notifyUrl = opts.notifyUrl ?? listener.url;
  const ref = `conf-${randomBytes(6).toString('hex')}`;
  const createBody = JSON.stringify({
    merchant_ref: ref,
    amount_minor: amount,
    currency,
    description: 'Topup merchant protocol v1 conformance',
    account_ref: 'conformance-account',
    method: null,
    country: null,
    return_url: 'https://shop.example/return',
    notify_url: notifyUrl,
  });
  let payment: PaymentV1 | undefined;
  let repeated: { answer: Answer; headers: Record<string, string> } | undefined;

  /** The next notification of `type` for the payment, its signature and fields checked. */
  async function notification(type: string): Promise<{ n: NotificationV1; d: Delivery }> {
    const d = await listener.next(
      (x) => (parseJson(x.body) as { type?: unknown } | undefined)?.type === type,
      waitMs,
      opts.poke,
    );
    expect(d, `no ${type} notification within ${waitMs / 1000} s at ${notifyUrl}`);
    const checked = checkSigned({
      secret,
      headers: d!.headers,
      line: 'POST',
      path: pathOf(notifyUrl),
      body: d!.body,
      merchantId,
      now: now(),
    });
    expect(checked.ok, `its signature: ${checked.ok ? '' : checked.reason}`);
    expect(
      (d!.headers['content-type'] ?? '').startsWith('application/json'),
      'content-type application/json',
    );
    const n = notificationSchema.safeParse(parseJson(d!.body));
    expect(n.success, `its body is not a v1 notification: ${d!.body.slice(0, 200)}`);
    expect(
      n.data!.merchant_id === merchantId && n.data!.merchant_ref === ref,
      'merchant_id and merchant_ref are ours',
    );
    expect(n.data!.payment_id === payment?.payment_id, 'payment_id is the payment');
    return { n: n.data!, d: d! };
  }

  try {
    await check('an unsigned call is refused', async () => {
      const a = await raw('POST', '/v1/payments', createBody, {
        [headerNames.merchant]: merchantId,
      });
      return refusal(a, 401, ['invalid_signature']);
    });
    await check(
      'a call signed with another secret is refused (and the refusal is signed)',
      async () => {
        const nonce = newNonce();
        const headers = sign(`${secret}-not`, {
          line: 'POST',
          path: fullPath('/v1/payments'),
          merchantId,
          body: createBody,
          now: now(),
          nonce,
        });
        const a = await raw('POST', '/v1/payments', createBody, headers);
        const done = refusal(a, 401, ['invalid_signature']);
        signedAnswer('/v1/payments', a, nonce);
        return done;
      },
    );
    await check('a call for another merchant id is refused', async () => {
      const other = `${merchantId}-unknown`;
      const headers = sign(secret, {
        line: 'POST',
        path: fullPath('/v1/payments'),
        merchantId: other,
        body: createBody,
        now: now(),
      });
      return refusal(await raw('POST', '/v1/payments', createBody, headers), 401, [
        'unknown_merchant',
        'invalid_signature',
      ]);
    });
    await check('a stale timestamp (10 minutes old) is refused', async () => {
      const old = new Date(now().getTime() - 600_000);
      const headers = sign(secret, {
        line: 'POST',
        path: fullPath('/v1/payments'),
        merchantId,
        body: createBody,
        now: old,
      });
      return refusal(await raw('POST', '/v1/payments', createBody, headers), 401, [
        'stale_timestamp',
      ]);
    });
    await check('a signature over another path is refused', async () => {
      const headers = sign(secret, {
        line: 'POST',
        path: fullPath('/v1/payments/other'),
        merchantId,
        body: createBody,
        now: now(),
      });
      return refusal(await raw('POST', '/v1/payments', createBody, headers), 401, [
        'invalid_signature',
      ]);
    });
    await essential('create payment: 201, signed answer, this payment', async () => {
      const { answer, nonce } = await call('POST', '/v1/payments', createBody);
      expect(
        answer.status === 201,
        `expected 201, got ${answer.status} ${answer.body.slice(0, 200)}`,
      );
      signedAnswer('/v1/payments', answer, nonce);
      const p = paymentSchema.safeParse(answer.data);
      expect(p.success, `not a v1 payment: ${answer.body.slice(0, 200)}`);
      expect(p.data!.merchant_ref === ref, 'merchant_ref echoed');
      expect(
        p.data!.amount_minor === amount && p.data!.currency === currency,
        'amount and currency echoed',
      );
      expect(
        p.data!.status === 'open' || p.data!.status === 'pending',
        `status open, got ${p.data!.status}`,
      );
      expect(p.data!.refunded_minor === 0, 'refunded_minor 0');
      const checkout = new URL(p.data!.checkout_url);
      const loopback =
        ['127.0.0.1', 'localhost'].includes(checkout.hostname) ||
        checkout.hostname.endsWith('.localhost');
      expect(checkout.protocol === 'https:' || loopback, 'checkout_url is https');
      payment = p.data!;
      return `payment_id ${payment.payment_id}`;
    });
    await check(
      'the same create again is the same payment (merchant_ref is the idempotency key)',
      async () => {
        const { answer, nonce, headers } = await call('POST', '/v1/payments', createBody);
        repeated = { answer, headers };
        expect(
          answer.status === 200 || answer.status === 201,
          `expected 200, got ${answer.status}`,
        );
        signedAnswer('/v1/payments', answer, nonce);
        const p = paymentSchema.safeParse(answer.data);
        expect(p.success && p.data.payment_id === payment!.payment_id, 'the same payment_id');
      },
    );
    await check('a replayed request (same nonce) is refused', async () => {
      expect(repeated, 'needs the repeated create');
      const a = await raw('POST', '/v1/payments', createBody, repeated!.headers);
      return refusal(a, 401, ['replayed_nonce']);
    });
    await check('the merchant_ref with another amount is refused', async () => {
      const other = createBody.replace(`"amount_minor":${amount}`, `"amount_minor":${amount + 1}`);
      const { answer, nonce } = await call('POST', '/v1/payments', other);
      signedAnswer('/v1/payments', answer, nonce);
      return refusal(answer, 409, ['duplicate_reference']);
    });
    await check('status by payment_id and by merchant_ref', async () => {
      for (const path of [
        `/v1/payments/${encodeURIComponent(payment!.payment_id)}`,
        `/v1/payments?merchant_ref=${encodeURIComponent(ref)}`,
      ]) {
        const { answer, nonce } = await call('GET', path);
        expect(answer.status === 200, `${path}: expected 200, got ${answer.status}`);
        signedAnswer(path, answer, nonce);
        const p = paymentSchema.safeParse(answer.data);
        expect(p.success && p.data.payment_id === payment!.payment_id, `${path}: the payment`);
      }
    });
    await check('an unknown payment is 404 not_found', async () => {
      const path = `/v1/payments/conformance-${randomBytes(6).toString('hex')}`;
      const { answer, nonce } = await call('GET', path);
      signedAnswer(path, answer, nonce);
      return refusal(answer, 404, ['not_found']);
    });
    const refundPath = () => `/v1/payments/${encodeURIComponent(payment!.payment_id)}/refunds`;
    const refundRef = `conf-r-${randomBytes(6).toString('hex')}`;
    const refundBody = JSON.stringify({ refund_ref: refundRef, amount_minor: amount, currency });
    await check('a refund before payment is 422 not_refundable', async () => {
      const { answer, nonce } = await call(
        'POST',
        refundPath(),
        JSON.stringify({ refund_ref: `${refundRef}-early`, amount_minor: amount, currency }),
      );
      signedAnswer(refundPath(), answer, nonce);
      return refusal(answer, 422, ['not_refundable']);
    });
    await essential('the payer pays', async () => {
      if (opts.pay === 'manual') {
        log(`pay ${amount} ${currency} (minor units) at ${payment!.checkout_url}`);
        return 'manual';
      }
      const path = `/v1/test/payments/${encodeURIComponent(payment!.payment_id)}/outcome`;
      const { answer, nonce } = await call('POST', path, '{"outcome":"succeeded"}');
      expect(
        answer.status === 200,
        `test outcome call: expected 200, got ${answer.status} (use --manual where the test environment has none)`,
      );
      signedAnswer(path, answer, nonce);
      const p = paymentSchema.safeParse(answer.data);
      expect(p.success && p.data.status === 'succeeded', 'the payment succeeded');
    });
    // The first delivery is answered 200 "OK", which is not the acknowledgement.
    listener.answerWronglyNext();
    let first: Delivery | undefined;
    let event: NotificationV1 | undefined;
    await essential('payment.succeeded notification: signed, this payment', async () => {
      const { n, d } = await notification('payment.succeeded');
      expect(
        n.amount_minor === amount && n.currency === currency,
        'amount and currency of the payment',
      );
      first = d;
      event = n;
      return `event_id ${n.event_id}`;
    });
    await check('resent (signed again, new nonce) until the exact acknowledgement', async () => {
      const { n, d } = await notification('payment.succeeded');
      expect(n.event_id === event!.event_id, 'the same event_id');
      expect(d.headers[headerNames.nonce] !== first!.headers[headerNames.nonce], 'a new nonce');
      return 'acknowledged with 200 {"received":true}';
    });
    await check('status is succeeded', async () => {
      const path = `/v1/payments/${encodeURIComponent(payment!.payment_id)}`;
      const { answer, nonce } = await call('GET', path);
      signedAnswer(path, answer, nonce);
      const p = paymentSchema.safeParse(answer.data);
      expect(
        p.success && p.data.status === 'succeeded',
        `status succeeded, got ${answer.body.slice(0, 200)}`,
      );
    });
    let refundId = '';
    await check('refund in full: 201, signed, this refund', async () => {
      const { answer, nonce } = await call('POST', refundPath(), refundBody);
      expect(
        answer.status === 201,
        `expected 201, got ${answer.status} ${answer.body.slice(0, 200)}`,
      );
      signedAnswer(refundPath(), answer, nonce);
      const r = refundSchema.safeParse(answer.data);
      expect(r.success, `not a v1 refund: ${answer.body.slice(0, 200)}`);
      expect(
        r.data!.refund_ref === refundRef && r.data!.payment_id === payment!.payment_id,
        'refund_ref and payment_id echoed',
      );
      expect(
        r.data!.amount_minor === amount && r.data!.currency === currency,
        'amount and currency',
      );
      expect(r.data!.status !== 'failed', 'not failed');
      refundId = r.data!.refund_id;
      return `refund_id ${refundId}`;
    });
    await check('the same refund_ref again is the same refund', async () => {
      const { answer, nonce } = await call('POST', refundPath(), refundBody);
      expect(answer.status === 200 || answer.status === 201, `expected 200, got ${answer.status}`);
      signedAnswer(refundPath(), answer, nonce);
      const r = refundSchema.safeParse(answer.data);
      expect(r.success && r.data.refund_id === refundId, 'the same refund_id');
    });
    await check('a refund beyond what is left is 422 refund_exceeds_payment', async () => {
      const body = JSON.stringify({ refund_ref: `${refundRef}-more`, amount_minor: 1, currency });
      const { answer, nonce } = await call('POST', refundPath(), body);
      signedAnswer(refundPath(), answer, nonce);
      return refusal(answer, 422, ['refund_exceeds_payment']);
    });
    await check('refund.succeeded notification: signed, names the refund', async () => {
      const { n } = await notification('refund.succeeded');
      expect(n.refund_id === refundId, 'refund_id is the refund call’s');
      expect(n.refund_ref === refundRef, 'refund_ref is ours');
      expect(n.amount_minor === amount && n.currency === currency, 'the refunded amount');
    });
    await check('status shows the refund', async () => {
      const path = `/v1/payments/${encodeURIComponent(payment!.payment_id)}`;
      const { answer, nonce } = await call('GET', path);
      signedAnswer(path, answer, nonce);
      const p = paymentSchema.safeParse(answer.data);
      expect(p.success && p.data.refunded_minor === amount, `refunded_minor ${amount}`);
    });
    // The day lists the store's daily comparison reads: this payment and this refund are in the
    // lists of a window around now, walked page by page (the test environment may hold others).
    const listWindow = () => {
      const from = new Date(Date.parse(payment!.created_at) - 60_000);
      return `created_from=${encodeURIComponent(from.toISOString())}&created_to=${encodeURIComponent(new Date(now().getTime() + 60_000).toISOString())}`;
    };
    async function findListed(list: 'payments' | 'refunds', wanted: string): Promise<unknown> {
      for (let page = 0; page < 50; page++) {
        const path = `/v1/${list}?${listWindow()}&page=${page}&page_size=${LIST_PAGE_SIZE_MAX}`;
        const { answer, nonce } = await call('GET', path);
        expect(answer.status === 200, `${path}: expected 200, got ${answer.status}`);
        signedAnswer(path, answer, nonce);
        const parsed =
          list === 'payments'
            ? paymentPageSchema.safeParse(answer.data)
            : refundPageSchema.safeParse(answer.data);
        expect(parsed.success, `${path}: not a v1 list page: ${answer.body.slice(0, 200)}`);
        const items = parsed.data!.items as { payment_id: string; refund_id?: string }[];
        const found = items.find(
          (i) => (list === 'payments' ? i.payment_id : i.refund_id) === wanted,
        );
        if (found) return found;
        if (!parsed.data!.has_more) break;
      }
      throw new CheckFailed(`${wanted} is not in the ${list} list of the window`);
    }
    await check('the payments list of the window holds the payment', async () => {
      const p = (await findListed('payments', payment!.payment_id)) as PaymentV1;
      expect(p.merchant_ref === ref && p.status === 'succeeded', 'merchant_ref and status');
    });
    await check(
      'the refunds list of the window holds the refund, with its merchant_ref',
      async () => {
        const r = (await findListed('refunds', refundId)) as {
          merchant_ref: string;
          kind: string;
          amount_minor: number;
        };
        expect(r.merchant_ref === ref && r.kind === 'refund', 'merchant_ref and kind');
        expect(r.amount_minor === amount, 'the refunded amount');
      },
    );
    await check('a list with its window backwards is 400 invalid_request', async () => {
      const at = now().toISOString();
      const before = new Date(now().getTime() - 3600_000).toISOString();
      const path = `/v1/payments?created_from=${encodeURIComponent(at)}&created_to=${encodeURIComponent(before)}&page=0&page_size=10`;
      const { answer, nonce } = await call('GET', path);
      signedAnswer(path, answer, nonce);
      return refusal(answer, 400, ['invalid_request']);
    });
  } finally {
    await listener.close();
  }
  return results;
}

export const formatResult = (r: CheckResult): string =>
  r.ok ? `ok   ${r.name}${r.detail ? ` (${r.detail})` : ''}` : `FAIL ${r.name}: ${r.detail}`;
