import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { staffAudit } from '../../../db/tables/console.ts';
import type { RefundAsk, RefundResult } from '../../payments/providers/provider.ts';
import { revokeDeliveryId } from '../../orders/refund-order.ts';
import { newOrderInput, outboxOf, paidInput, testClock } from '../../orders/test-kit.ts';
import type { OrderRow } from '../../orders/types.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createTestStaff } from '../test-kit.ts';

// The console's refund over the API (issue 31): a part of what is left with a reason, then the
// rest; more than what is left, bad amounts and reasons refused with their codes; the reason in
// the story and the audit. Two refunds at once: refund-concurrency.test.ts.

let t: TestApp;
const clock = testClock();
type Headers = Record<string, string>;
let support: Headers;
let owner: Headers;
let operator: Headers;
let analyst: Headers;
let otherBrand: Headers;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const staff = (role: 'support' | 'owner' | 'operator' | 'analyst', tenant = 'watt') =>
    createTestStaff(t.app, { role, tenantIds: [tenant] }).then((s) => s.headers);
  support = await staff('support');
  owner = await staff('owner');
  operator = await staff('operator');
  analyst = await staff('analyst');
  otherBrand = await staff('support', 'joyage');
}, 180_000);
afterAll(() => t.close());

async function refund(billingNo: string, headers: Headers, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/console/orders/${billingNo}/refund`,
    headers,
    payload,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

async function paidOrder(amountMinor: number): Promise<OrderRow> {
  const order = await t.app.orders.createOrder(
    newOrderInput({ roleId: '1001012', amountMinor, originalAmountMinor: amountMinor }),
  );
  await t.app.orders.confirmPayment(paidInput(order));
  await t.app.outboxRelay.runOnce();
  return (await t.app.orders.getOrder('watt', order.billingNo))!;
}

/** Adyen's adapter answering like Adyen (a refund is "received", settled later), recording asks. */
async function withProvider<T>(
  answer: (o: OrderRow, ask: RefundAsk | undefined) => RefundResult,
  run: (asked: { order: OrderRow; ask: RefundAsk | undefined }[]) => Promise<T>,
): Promise<T> {
  const provider = t.app.paymentProviders.registry.get('adyen')!;
  const real = provider.refund.bind(provider);
  const asked: { order: OrderRow; ask: RefundAsk | undefined }[] = [];
  provider.refund = async (o, ask) => {
    asked.push({ order: o, ask });
    return answer(o, ask);
  };
  try {
    return await run(asked);
  } finally {
    provider.refund = real;
  }
}

let refundNo = 0;
const received = (): RefundResult => ({ ok: true, refundId: `RF${++refundNo}`, pending: true });

describe('console refund: partial with a reason, then the rest', () => {
  it('half with a reason leaves the order paid; the rest makes it refunded and revokes the goods', async () => {
    const order = await paidOrder(1000);
    expect(order.status).toBe('delivered');
    await withProvider(received, async (asked) => {
      const half = await refund(order.billingNo, support, {
        amount_minor: 500,
        reason: 'duplicate',
      });
      expect(half).toMatchObject({
        code: 1,
        data: {
          status: 'delivered',
          amount_minor: 500,
          refunded_minor: 500,
          provider_state: 'pending',
        },
      });
      // The provider is asked for the part, with the reason in words for a free-text reason field
      // and as its code for an enumerated one (Adyen's merchantRefundReason).
      expect(asked.map((a) => a.ask)).toEqual([
        { amountMinor: 500, reason: 'Duplicate payment', reasonCode: 'duplicate' },
      ]);
      expect(await outboxOf(t.app.db, revokeDeliveryId(order.billingNo))).toHaveLength(0);

      // More than what is left: its own code, and the provider is not asked.
      const over = await refund(order.billingNo, support, { amount_minor: 501, reason: 'fraud' });
      expect(over).toMatchObject({ status: 400, code: ResultCode.RefundOverLeft });
      // In units, never minor units: staff read the message.
      expect(over.msg).toBe('More than what is left to refund: 5.00 USD is left');
      expect(asked).toHaveLength(1);

      const rest = await refund(order.billingNo, owner, {
        amount_minor: 500,
        reason: 'other',
        reason_text: '  Player moved to another server  ',
      });
      expect(rest).toMatchObject({
        code: 1,
        data: { status: 'refunded', amount_minor: 500, refunded_minor: 1000 },
      });
      expect(asked[1]!.ask).toEqual({
        amountMinor: 500,
        reason: 'Other: Player moved to another server',
        reasonCode: 'other',
      });
      // Nothing is left: a third refund is refused before the provider.
      const after = await refund(order.billingNo, support, { amount_minor: 1, reason: 'fraud' });
      expect(after).toMatchObject({ status: 400, code: ResultCode.BadRequest });
      expect(asked).toHaveLength(2);
    });
    expect(await outboxOf(t.app.db, revokeDeliveryId(order.billingNo))).toHaveLength(1);

    // The story: both refunds with their reasons.
    const story = await t.app.inject({
      method: 'GET',
      url: `/api/console/orders/${order.billingNo}`,
      headers: support,
    });
    const refunds = (
      story.json() as { data: { timeline: { kind: string; detail: Record<string, unknown> }[] } }
    ).data.timeline.filter((e) => e.kind === 'refund');
    expect(refunds.map((e) => e.detail)).toEqual([
      expect.objectContaining({ amountMinor: 500, reason: 'duplicate', reasonText: null }),
      expect.objectContaining({
        amountMinor: 500,
        reason: 'other',
        reasonText: 'Player moved to another server',
        source: 'support',
      }),
    ]);

    // The audit: before and after of each, with the amount and the reason.
    const audit = await t.app.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'order.refund'), eq(staffAudit.target, order.billingNo)))
      .orderBy(staffAudit.id);
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [
        { status: 'delivered', refundedMinor: 0 },
        expect.objectContaining({
          status: 'delivered',
          refundedMinor: 500,
          amountMinor: 500,
          currency: 'USD',
          reason: 'duplicate',
          reasonText: null,
          providerPending: true,
        }),
      ],
      [
        { status: 'delivered', refundedMinor: 500 },
        expect.objectContaining({
          status: 'refunded',
          refundedMinor: 1000,
          reason: 'other',
          reasonText: 'Player moved to another server',
        }),
      ],
    ]);
  });

  it('a provider that says the money is back is told as completed', async () => {
    const order = await paidOrder(499);
    await withProvider(
      () => ({ ok: true, refundId: `RF${++refundNo}`, pending: false }),
      async () => {
        const res = await refund(order.billingNo, support, {
          amount_minor: 499,
          reason: 'player-request',
        });
        expect(res.data).toMatchObject({ status: 'refunded', provider_state: 'completed' });
      },
    );
  });
});

describe('console refund: refused input and roles', () => {
  it('bad amounts and reasons answer -400 with a message; the provider is never asked', async () => {
    const order = await paidOrder(1000);
    await withProvider(received, async (asked) => {
      for (const body of [
        { amount_minor: 0, reason: 'fraud' },
        { amount_minor: -5, reason: 'fraud' },
        { amount_minor: 1.5, reason: 'fraud' },
        { amount_minor: '500', reason: 'fraud' },
        { amount_minor: 500 },
        { amount_minor: 500, reason: 'bored' },
        { amount_minor: 500, reason: 'other' },
        { amount_minor: 500, reason: 'other', reason_text: '   ' },
        { amount_minor: 500, reason: 'other', reason_text: 'x'.repeat(201) },
      ]) {
        const res = await refund(order.billingNo, support, body);
        expect(res, JSON.stringify(body)).toMatchObject({ status: 400, code: -400 });
        expect(res.msg, JSON.stringify(body)).not.toBe('');
      }
      expect(asked).toEqual([]);
    });
    expect((await t.app.orders.getOrder('watt', order.billingNo))!.refundedMinor).toBe(0);
  });

  it('support and owners may refund; operators and analysts may not; another brand sees nothing', async () => {
    const order = await paidOrder(1000);
    const body = { amount_minor: 100, reason: 'player-request' };
    await withProvider(received, async (asked) => {
      expect(await refund(order.billingNo, operator, body)).toMatchObject({
        status: 403,
        code: -403,
      });
      expect(await refund(order.billingNo, analyst, body)).toMatchObject({
        status: 403,
        code: -403,
      });
      expect(await refund(order.billingNo, otherBrand, body)).toMatchObject({
        status: 404,
        code: -404,
      });
      expect(asked).toEqual([]);
      expect(await refund(order.billingNo, support, body)).toMatchObject({ code: 1 });
    });
  });

  it("a provider's refusal answers -400, changes nothing and frees the order for another try", async () => {
    const order = await paidOrder(1000);
    const body = { amount_minor: 300, reason: 'not-delivered' };
    await withProvider(
      () => ({ ok: false, error: 'insufficient balance' }),
      async () => {
        const res = await refund(order.billingNo, support, body);
        expect(res).toMatchObject({ status: 400, code: -400 });
        expect(res.msg).toMatch(/insufficient balance/);
      },
    );
    expect((await t.app.orders.getOrder('watt', order.billingNo))!.refundedMinor).toBe(0);
    await withProvider(received, async () => {
      expect(await refund(order.billingNo, support, body)).toMatchObject({
        code: 1,
        data: { refunded_minor: 300 },
      });
    });
  });
});
