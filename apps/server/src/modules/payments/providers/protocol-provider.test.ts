import { describe, expect, it } from 'vitest';
import { createBrandProtocols } from './brand-protocols.ts';
import type { CredentialsByBrand } from './credentials-file.ts';
import { createProtocolSet } from './protocol-set.ts';
import { emulatorPageForPlayer, withBrandProtocols } from './protocol-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { readFileSync } from 'node:fs';
import { fakeTransport, fixedNow, methodRow, orderRow, payContext } from './test-fixtures.ts';

// watt pays PayPal through PayPal's own Orders v2 API (test mode); every other brand keeps the
// sandbox adapter underneath. The PayPal protocol is the real module; only PayPal is faked.

const sandbox: PaymentProvider = {
  key: 'paypal',
  families: [10201],
  mode: 'sandbox',
  isDropIn: () => false,
  allowedOrigins: () => ['http://watt.localhost:8080'],
  createPayment: async () => ({
    ok: true,
    url: 'http://watt.localhost:8080/sandbox/x',
    paymentId: 'sb',
  }),
  parseCallback: () => ({ ok: false, reason: 'malformed' }),
  queryStatus: async () => null,
  refund: async () => ({ ok: false, error: 'sandbox' }),
};

// PayPal's documented capture answer (providers/paypal/fixtures/order-captured.json).
const capturedOrder: unknown = JSON.parse(
  readFileSync(new URL('./paypal/fixtures/order-captured.json', import.meta.url), 'utf8'),
);

const credentials: CredentialsByBrand = new Map([
  [
    'watt',
    new Map([
      [
        'paypal',
        {
          mode: 'test' as const,
          fields: { clientId: 'client-watt', clientSecret: 'secret-watt', webhookId: 'WH-1' },
        },
      ],
    ]),
  ],
]);

function setup(opts: { sandbox: boolean }) {
  const api = fakeTransport((call) => {
    if (call.url.endsWith('/v2/checkout/orders/5O190127TN364715T') && call.method === 'GET') {
      // The player approved on PayPal's page; nothing is captured yet.
      return {
        status: 200,
        body: {
          id: '5O190127TN364715T',
          status: 'APPROVED',
          purchase_units: [
            { reference_id: 'default', amount: { currency_code: 'USD', value: '100.00' } },
          ],
        },
      };
    }
    if (call.url.endsWith('/v2/checkout/orders/5O190127TN364715T/capture')) {
      return { status: 201, body: capturedOrder };
    }
    if (call.url.endsWith('/v2/payments/captures/3C679366HH908993F/refund')) {
      return { status: 201, body: { id: `REF-${call.body?.length ?? 0}`, status: 'COMPLETED' } };
    }
    if (call.url.endsWith('/v1/oauth2/token')) {
      return {
        status: 200,
        body: { access_token: 'A21AA-token', token_type: 'Bearer', expires_in: 32400 },
      };
    }
    if (call.url.endsWith('/v2/checkout/orders')) {
      return {
        status: 200,
        body: {
          id: '5O190127TN364715T',
          status: 'PAYER_ACTION_REQUIRED',
          links: [
            {
              href: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T',
              rel: 'payer-action',
              method: 'GET',
            },
          ],
        },
      };
    }
    return new Error(`unexpected ${call.method} ${call.url}`);
  });
  const brands = createBrandProtocols({
    credentials,
    protocols: createProtocolSet({ emulatorBase: 'http://127.0.0.1:8080' }),
    transport: api.transport,
    now: () => fixedNow,
  });
  return { provider: withBrandProtocols(sandbox, brands, opts), calls: api.calls };
}

describe('a provider adapter with brand protocols', () => {
  it("creates the brand's payment with the provider's own API and allows only its pages", async () => {
    const { provider, calls } = setup({ sandbox: true });
    const order = orderRow();
    const result = await provider.createPayment(
      payContext(),
      order,
      methodRow(),
      'paypalPay' as never,
    );
    expect(result).toEqual({
      ok: true,
      url: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T',
      paymentId: '5O190127TN364715T',
    });
    expect(calls.map((c) => c.url)).toEqual([
      'https://api-m.sandbox.paypal.com/v1/oauth2/token',
      'https://api-m.sandbox.paypal.com/v2/checkout/orders',
    ]);
    const body = JSON.parse(calls[1]!.body!) as {
      purchase_units: { custom_id: string; amount: unknown }[];
    };
    expect(body.purchase_units[0]).toMatchObject({
      custom_id: order.billingNo,
      amount: { currency_code: 'USD', value: '4.99' },
    });
    expect(provider.allowedOrigins(payContext())).toEqual(['https://www.sandbox.paypal.com']);
  });

  it('keeps the sandbox for a brand without credentials, or refuses it where the sandbox is off', async () => {
    const ru = { ...payContext(), tenant: { ...payContext().tenant, id: 'ru' } };
    const on = setup({ sandbox: true });
    expect(
      await on.provider.createPayment(ru, orderRow({ tenantId: 'ru' }), methodRow(), 'x' as never),
    ).toMatchObject({
      ok: true,
      paymentId: 'sb',
    });
    expect(on.provider.allowedOrigins(ru)).toEqual(['http://watt.localhost:8080']);
    const off = setup({ sandbox: false });
    expect(
      await off.provider.createPayment(ru, orderRow({ tenantId: 'ru' }), methodRow(), 'x' as never),
    ).toEqual({
      ok: false,
      error: 'paypal is not configured for this brand',
    });
    expect(on.calls).toHaveLength(0);
  });

  it("completes an approved payment when asked about it (PayPal's capture), once", async () => {
    const { provider, calls } = setup({ sandbox: false });
    const order = orderRow({ status: 'pending', providerTxnId: '5O190127TN364715T' });
    expect(await provider.queryStatus(order)).toEqual({
      action: 'paid',
      providerTxnId: '3C679366HH908993F',
      amountMinor: 10000,
      currency: 'USD',
    });
    const capture = calls.find((c) => c.url.endsWith('/capture'))!;
    expect(capture.headers['PayPal-Request-Id'] ?? capture.headers['paypal-request-id']).toBe(
      `capture-${order.billingNo}`,
    );
  });
});

describe('refunds through the brand protocol', () => {
  it('repeats a retried refund under one key, and asks anew after an earlier partial refund', async () => {
    const { provider, calls } = setup({ sandbox: false });
    const paid = orderRow({ status: 'paid', providerTxnId: '3C679366HH908993F' });
    const requestIds = () =>
      calls
        .filter((c) => c.url.endsWith('/refund'))
        .map((c) => c.headers['PayPal-Request-Id'] ?? c.headers['paypal-request-id']);
    expect(await provider.refund(paid)).toMatchObject({ ok: true });
    expect(await provider.refund(paid)).toMatchObject({ ok: true });
    // 1.00 of 4.99 already refunded in PayPal's console: the rest is a new refund.
    const partlyRefunded = { ...paid, refundedMinor: 100 };
    expect(await provider.refund(partlyRefunded)).toMatchObject({ ok: true });
    expect(requestIds()).toEqual([
      `${paid.billingNo}-refund`,
      `${paid.billingNo}-refund`,
      `${paid.billingNo}-refund-100`,
    ]);
    const lastBody = JSON.parse(calls.filter((c) => c.url.endsWith('/refund')).at(-1)!.body!) as {
      amount: { value: string };
    };
    expect(lastBody.amount.value).toBe('3.99');
  });

  it("asks for a part of what is left under the part's own key, and tells a settled refund", async () => {
    const { provider, calls } = setup({ sandbox: false });
    const paid = orderRow({ status: 'paid', providerTxnId: '3C679366HH908993F' });
    const part = await provider.refund(paid, { amountMinor: 250, reason: 'Duplicate payment' });
    // The emulator's PayPal answers COMPLETED: the money is back, not only requested.
    expect(part).toMatchObject({ ok: true, pending: false });
    const refunds = calls.filter((c) => c.url.endsWith('/refund'));
    expect(
      refunds.map((c) => c.headers['PayPal-Request-Id'] ?? c.headers['paypal-request-id']),
    ).toEqual([`${paid.billingNo}-refund-of-250`]);
    expect(JSON.parse(refunds[0]!.body!)).toMatchObject({ amount: { value: '2.50' } });
  });
});

describe("an emulator's page for the player", () => {
  const api = 'http://127.0.0.1:8080/emulator/mycard/MyBillingPay/api';
  it('moves a page on the address the store calls the emulator at to the origin the player uses', () => {
    expect(
      emulatorPageForPlayer(
        'http://127.0.0.1:8080/emulator/mycard/MyCardPay/?AuthCode=AB12',
        api,
        'http://watt.localhost:8080',
      ),
    ).toBe('http://watt.localhost:8080/emulator/mycard/MyCardPay/?AuthCode=AB12');
  });

  it('leaves any other page alone', () => {
    for (const url of ['https://www.mycard520.com.tw/MyCardPay/?AuthCode=AB12', 'not a url']) {
      expect(emulatorPageForPlayer(url, api, 'http://watt.localhost:8080')).toBe(url);
    }
  });
});
