import { describe, expect, it } from 'vitest';
import { providerSecret, sign, verifySignature } from '../secrets.ts';
import { createProviderRegistry } from './registry.ts';
import {
  fakeTransport,
  fixedNow,
  methodRow,
  orderRow,
  payContext,
  testConfig,
} from './test-fixtures.ts';

const origin = 'http://watt.localhost:8080';
const sandbox = testConfig.paymentSandboxUrl;
const created = {
  id: 'sbx_123',
  checkout_url: `${origin}/sandbox/checkout/sbx_123`,
  client_key: 'ck_1',
};

function providers(answer: Parameters<typeof fakeTransport>[0]) {
  const fake = fakeTransport(answer);
  const registry = createProviderRegistry({
    config: testConfig,
    transport: fake.transport,
    now: () => fixedNow,
    env: {},
  });
  return { fake, registry };
}

describe('sandbox vendor: createPayment', () => {
  it('creates a signed payment at the configured sandbox URL and answers its checkout URL', async () => {
    const { fake, registry } = providers(() => ({ status: 200, body: created }));
    const result = await registry
      .get('paypal')!
      .createPayment(payContext(origin), orderRow(), methodRow(), 'pay/paypal_pay');
    expect(result).toEqual({ ok: true, url: created.checkout_url, paymentId: 'sbx_123' });
    const [call] = fake.calls;
    expect(call!.url).toBe(`${sandbox}/sandbox/api/payments`);
    expect(JSON.parse(call!.body!)).toEqual({
      provider: 'paypal',
      tenant_id: 'watt',
      merchant_ref: 'TP2603011234567890',
      amount_minor: 499,
      currency: 'USD',
      method: 'PayPal',
      brand: payContext().tenant.title,
      notify_url: `${sandbox}/api/pay/notify/paypal`,
      return_url: `${origin}/`,
    });
    const secret = providerSecret(testConfig, 'watt', 'paypal', {});
    expect(call!.headers['x-merchant-timestamp']).toBe(String(fixedNow.getTime() / 1000));
    expect(
      verifySignature(
        secret,
        call!.headers['x-merchant-timestamp']!,
        call!.body!,
        call!.headers['x-merchant-signature'],
      ),
    ).toBe(true);
  });

  it('answers a drop-in session for a drop-in family', async () => {
    const { registry } = providers(() => ({ status: 200, body: created }));
    const method = methodRow({ familyId: 12401, paywayId: 12401, channelId: 'dropin' });
    const result = await registry
      .get('airwallex')!
      .createPayment(
        payContext(origin),
        orderRow({ provider: 'airwallex' }),
        method,
        'pay/airwallex',
      );
    expect(result).toEqual({
      ok: true,
      paymentId: 'sbx_123',
      checkoutUrl: created.checkout_url,
      dropIn: {
        provider: 'airwallex',
        session_id: 'sbx_123',
        client_key: 'ck_1',
        script_url: `${origin}/sandbox/dropin.js`,
      },
    });
  });

  it('turns a refusal or an unreachable provider into an error result, never a throw', async () => {
    const refused = providers(() => ({ status: 401, body: { error: 'unauthorized' } }));
    const ctx = payContext(origin);
    await expect(
      refused.registry.get('paypal')!.createPayment(ctx, orderRow(), methodRow(), 'pay/paypal_pay'),
    ).resolves.toEqual({ ok: false, error: 'provider refused the payment (HTTP 401)' });
    const down = providers(() => new Error('ECONNREFUSED'));
    const result = await down.registry
      .get('paypal')!
      .createPayment(ctx, orderRow(), methodRow(), 'pay/paypal_pay');
    expect(result).toMatchObject({ ok: false, error: expect.stringContaining('ECONNREFUSED') });
    const garbage = providers(() => ({ status: 200, body: { id: 1 } }));
    await expect(
      garbage.registry.get('paypal')!.createPayment(ctx, orderRow(), methodRow(), 'pay/paypal_pay'),
    ).resolves.toMatchObject({ ok: false });
  });
});

describe('sandbox vendor: parseCallback', () => {
  const { registry } = providers(() => ({ status: 500, body: {} }));
  const paypal = registry.get('paypal')!;
  const payload = {
    event_id: 'evt_1',
    tenant_id: 'watt',
    merchant_ref: 'TP2603011234567890',
    provider_txn_id: 'sbx_123',
    status: 'succeeded',
    amount_minor: 499,
    currency: 'USD',
  };
  const ts = String(fixedNow.getTime() / 1000);
  const signed = (body: string, tenant = 'watt', timestamp = ts, provider = 'paypal') => ({
    'x-pay-timestamp': timestamp,
    'x-pay-signature': sign(providerSecret(testConfig, tenant, provider, {}), timestamp, body),
  });
  const raw = JSON.stringify(payload);

  it('accepts a fresh callback signed with that tenant and provider secret', () => {
    expect(paypal.parseCallback({ headers: signed(raw), rawBody: raw })).toEqual({
      ok: true,
      callback: payload,
    });
  });

  it('refuses unsigned, stale, forged, cross-tenant, cross-provider and malformed callbacks', () => {
    const reason = (headers: Record<string, string>, body = raw) => {
      const res = paypal.parseCallback({ headers, rawBody: body });
      return res.ok ? 'ok' : res.reason;
    };
    expect(reason({})).toBe('unsigned');
    expect(reason(signed(raw, 'watt', String(Number(ts) - 301)))).toBe('stale');
    expect(reason(signed(raw, 'watt', String(Number(ts) + 301)))).toBe('stale');
    expect(reason(signed(raw, 'dragon'))).toBe('bad-signature');
    expect(reason(signed(raw, 'watt', ts, 'adyen'))).toBe('bad-signature');
    expect(reason(signed(raw), raw.replace('499', '1'))).toBe('bad-signature');
    expect(reason(signed('{'), '{')).toBe('malformed');
    const noAmount = JSON.stringify({ ...payload, amount_minor: '4.99' });
    expect(reason(signed(noAmount), noAmount)).toBe('malformed');
  });
});

describe('sandbox vendor: queryStatus and refund', () => {
  const pending = orderRow({
    status: 'pending',
    payUrl: `${origin}/sandbox/checkout/sbx_123`,
    providerTxnId: 'sbx_123',
  });
  const status = (body: unknown, http = 200) =>
    providers(() => ({ status: http, body }))
      .registry.get('paypal')!
      .queryStatus(pending);
  const answer = { amount_minor: 499, currency: 'USD', provider_txn_id: 'sbx_123' };

  it('asks the configured sandbox about the payment behind the pay link and maps its state', async () => {
    const { fake, registry } = providers(() => ({
      status: 200,
      body: { ...answer, status: 'succeeded' },
    }));
    await expect(registry.get('paypal')!.queryStatus(pending)).resolves.toEqual({
      action: 'paid',
      providerTxnId: 'sbx_123',
      amountMinor: 499,
      currency: 'USD',
    });
    // Only the id comes from the stored link; a link on another origin changes nothing.
    expect(fake.calls[0]!.url).toBe(`${sandbox}/sandbox/api/payments/sbx_123`);
    expect(fake.calls[0]!.method).toBe('GET');
    await expect(status({ ...answer, status: 'failed' })).resolves.toMatchObject({
      action: 'failed',
    });
    await expect(status({ ...answer, status: 'pending' })).resolves.toMatchObject({
      action: 'pending',
    });
    await expect(status({ ...answer, status: 'open' })).resolves.toBeNull();
    await expect(status({ error: 'unauthorized' }, 401)).resolves.toBeNull();
  });

  it('has no refunds in sandbox mode (a typed refusal)', async () => {
    const { registry } = providers(() => ({ status: 200, body: {} }));
    await expect(registry.get('paypal')!.refund(pending)).resolves.toMatchObject({ ok: false });
  });
});
