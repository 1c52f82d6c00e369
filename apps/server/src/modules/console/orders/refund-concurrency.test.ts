import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { newOrderInput, paidInput } from '../../orders/test-kit.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createTestStaff } from '../test-kit.ts';

// Two staff members pressing Refund on one order at once (issue 31): the provider is asked once at
// a time, so the refunds never add up to more than was paid. Runs on PGlite and, by its name, on
// PostgreSQL in CI (scripts/postgres-tests.mjs), where the two requests' updates really race.

let t: TestApp;
let a: Record<string, string>;
let b: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  a = (await createTestStaff(t.app, { role: 'support', tenantIds: ['watt'] })).headers;
  b = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] })).headers;
}, 180_000);
afterAll(() => t?.close());

const refund = async (billingNo: string, headers: Record<string, string>, amount: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/console/orders/${billingNo}/refund`,
    headers,
    payload: { amount_minor: amount, reason: 'duplicate' },
  });
  return res.json() as { code: number; data?: { refunded_minor: number } };
};

describe('console refunds at once', () => {
  it('two refunds of one order pressed together: the provider is asked once, never beyond what was paid', async () => {
    const provider = t.app.paymentProviders.registry.get('adyen')!;
    const real = provider.refund.bind(provider);
    let asked = 0;
    let inFlight = 0;
    let most = 0;
    // A provider that takes its time: the second request arrives while the first one waits.
    provider.refund = async () => {
      asked += 1;
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 150));
      inFlight -= 1;
      return { ok: true, refundId: `RFC-${asked}-${Date.now()}`, pending: true };
    };
    try {
      for (let round = 0; round < 3; round += 1) {
        const order = await t.app.orders.createOrder(
          newOrderInput({ roleId: '1001012', amountMinor: 1000, originalAmountMinor: 1000 }),
        );
        await t.app.orders.confirmPayment(paidInput(order));
        const before = asked;
        // 600 + 600 of 1000: only one may be given back.
        const answers = await Promise.all([
          refund(order.billingNo, a, 600),
          refund(order.billingNo, b, 600),
        ]);
        const codes = answers.map((r) => r.code).sort();
        expect(codes[1]).toBe(1);
        expect([ResultCode.RefundInProgress, ResultCode.RefundOverLeft]).toContain(codes[0]);
        expect(asked - before).toBe(1);
        const row = (await t.app.orders.getOrder('watt', order.billingNo))!;
        expect(row.refundedMinor).toBe(600);
        expect(row.refundClaimedAt).toBeNull();
        // The claim is gone: the rest can be given back.
        expect(await refund(order.billingNo, a, 400)).toMatchObject({
          code: 1,
          data: { refunded_minor: 1000 },
        });
      }
      expect(most).toBe(1);
    } finally {
      provider.refund = real;
    }
  });
});
