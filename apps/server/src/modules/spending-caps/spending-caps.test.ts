import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { spendingCapsSchema } from '@topup/contracts/spending-caps';
import { orders } from '../../db/tables/payments.ts';
import { spendingCaps } from '../../db/tables/spending-caps.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { DEMO_SUID, hostOf, payKit, tenantById } from '../payments/test-kit.ts';
import { capsKit } from './test-kit.ts';

// Player-set spending caps through the API (issue 18). The app's clock is pinned and only moves
// forward; each test uses a brand of its own, so the demo player's caps never leak between tests.

const HOUR = 3_600_000;
// Wednesday 15 January 2031, 10:00 in New York (watt's zone, UTC-5 in winter).
let clock = new Date('2031-01-15T15:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { now: () => clock, paymentTransport: (app) => createInjectTransport(app) },
  );
});
afterAll(() => t.close());
const caps = capsKit(() => t);

const ordersOf = (tenantId: string) =>
  t.app.db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId)));

describe('spending caps', () => {
  it('refuses the order that would pass the daily cap, in the language of the page', async () => {
    const watt = tenantById('watt');
    const start = await caps.getCaps(watt);
    expect(start).toMatchObject({ status: 200, code: 1 });
    expect(spendingCapsSchema.parse(start.data)).toEqual({
      currency: 'USD',
      daily: null,
      weekly: null,
      monthly: null,
      age_band: null,
      cooling_off: false,
      pending: null,
      spent: { daily: 0, weekly: 0, monthly: 0 },
      jp_age_limits: false,
      age_monthly_limit: null,
      pin_set: false,
    });

    const { body, priceMinor } = await caps.payPayload(watt);
    const cap = priceMinor * 2 + 1;
    expect(await caps.setCaps(watt, { daily: cap })).toMatchObject({
      code: 1,
      data: { daily: cap },
    });
    // Unpaid orders hold their money until they expire, so two of them fill the day.
    expect((await caps.pay(watt, body)).code).toBe(1);
    expect((await caps.pay(watt, body)).code).toBe(1);
    const before = (await ordersOf('watt')).length;

    const refused = await caps.pay(watt, body);
    const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;
    expect(refused).toMatchObject({
      status: 200,
      code: ResultCode.SpendingCapReached,
      msg: `This purchase would go over your daily spending limit of ${money(cap)}. You can still spend ${money(1)} today.`,
      data: null,
    });
    const inJapanese = await caps.pay(watt, body, 'ja');
    expect(inJapanese.msg).toContain('1日の利用上限');
    expect(inJapanese.msg).toContain('$0.01');
    // A refused order leaves nothing behind.
    expect(await ordersOf('watt')).toHaveLength(before);

    const after = spendingCapsSchema.parse((await caps.getCaps(watt)).data);
    expect(after.spent).toEqual({
      daily: priceMinor * 2,
      weekly: priceMinor * 2,
      monthly: priceMinor * 2,
    });
  });

  it('lowers at once, raises after 24 hours of cooling-off with the raise shown as pending', async () => {
    const brand = tenantById('dragon');
    const set = await caps.setCaps(brand, { daily: 5000, weekly: 20000, cooling_off: true });
    expect(set).toMatchObject({ code: 1, data: { daily: 5000, weekly: 20000, pending: null } });

    const raised = await caps.setCaps(brand, { daily: 9000, weekly: 20000, cooling_off: true });
    expect(raised.data).toMatchObject({
      daily: 5000,
      pending: { daily: 9000, weekly: 20000, effective_at: clock.getTime() / 1000 + 86_400 },
    });
    // Lowering is not held back (and replaces the raise that was waiting).
    const lowered = await caps.setCaps(brand, { daily: 3000, weekly: 20000, cooling_off: true });
    expect(lowered.data).toMatchObject({ daily: 3000, pending: null });

    // Removing a cap or turning cooling-off off waits too; the tighter parts apply at once.
    const loosened = await caps.setCaps(brand, { daily: 2000, weekly: null, cooling_off: false });
    expect(loosened.data).toMatchObject({
      daily: 2000,
      weekly: 20000,
      cooling_off: true,
      pending: { daily: 2000, weekly: null, cooling_off: false },
    });
    advance(24 * HOUR - 1000);
    expect((await caps.getCaps(brand)).data).toMatchObject({ weekly: 20000, cooling_off: true });
    advance(1000);
    expect((await caps.getCaps(brand)).data).toMatchObject({
      daily: 2000,
      weekly: null,
      cooling_off: false,
      pending: null,
    });
    // Without cooling-off a raise applies at once.
    const free = await caps.setCaps(brand, { daily: 8000 });
    expect(free.data).toMatchObject({ daily: 8000, pending: null });
  });

  it("counts each period from local midnight in the brand's time zone", async () => {
    const brand = tenantById('watt');
    // Thursday 16 January 2031, 23:50 in New York.
    clock = new Date('2031-01-17T04:50:00Z');
    const { body, priceMinor } = await caps.payPayload(brand);
    await caps.setCaps(brand, { daily: priceMinor, weekly: priceMinor * 3 });
    // Yesterday's orders have expired unpaid: this day starts empty.
    const first = await caps.pay(brand, body);
    expect(first.code).toBe(1);
    await caps.markPaid(brand, first.data.billing_no);
    expect((await caps.pay(brand, body)).msg).toContain('daily spending limit');

    advance(20 * 60_000); // 00:10 on Friday: a new day, the same week
    const friday = await caps.pay(brand, body);
    expect(friday.code).toBe(1);
    await caps.markPaid(brand, friday.data.billing_no);
    const view = spendingCapsSchema.parse((await caps.getCaps(brand)).data);
    expect(view.spent).toEqual({
      daily: priceMinor,
      weekly: priceMinor * 2,
      monthly: priceMinor * 2,
    });
  });

  it('asks for the guardian PIN and throttles wrong ones', async () => {
    const brand = tenantById('joynet');
    const pinSet = await caps.postCaps(brand, 'setSpendingCapsPin', { new_pin: '4321' });
    expect(pinSet).toMatchObject({ code: 1, data: { pin_set: true } });
    // Stored as a scrypt hash, like passwords; never the PIN itself.
    const [row] = await t.app.db
      .select()
      .from(spendingCaps)
      .where(and(eq(spendingCaps.tenantId, brand.id), eq(spendingCaps.suid, DEMO_SUID)));
    expect(row?.pinHash).toMatch(/^scrypt\$/);
    expect(row?.pinHash).not.toContain('4321');

    expect(await caps.setCaps(brand, { daily: 1000 })).toMatchObject({
      code: ResultCode.CapsPinWrong,
      msg: 'Enter the guardian PIN to change the spending limits.',
    });
    for (let i = 0; i < 5; i++) {
      expect(await caps.setCaps(brand, { daily: 1000, pin: '0000' })).toMatchObject({
        code: ResultCode.CapsPinWrong,
        msg: 'The guardian PIN is incorrect.',
      });
    }
    // Locked: even the right PIN waits for the window to end.
    expect(await caps.setCaps(brand, { daily: 1000, pin: '4321' })).toMatchObject({
      status: 429,
      code: ResultCode.RateLimited,
      msg: 'Too many incorrect PINs. Please try again in 15 min.',
    });
    advance(15 * 60_000);
    expect(await caps.setCaps(brand, { daily: 1000, pin: '4321' })).toMatchObject({
      code: 1,
      data: { daily: 1000 },
    });
    // Changing the PIN needs the current one too.
    expect(
      (await caps.postCaps(brand, 'setSpendingCapsPin', { new_pin: null, pin: '1111' })).code,
    ).toBe(ResultCode.CapsPinWrong);
    const cleared = await caps.postCaps(brand, 'setSpendingCapsPin', {
      new_pin: null,
      pin: '4321',
    });
    expect(cleared).toMatchObject({ code: 1, data: { pin_set: false, daily: 1000 } });
  });

  it('answers -600 without a login', async () => {
    const brand = tenantById('joyage');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/account/getSpendingCaps?client_id=${brand.games[0]!.clients.web.clientId}`,
      headers: { host: hostOf(brand) },
    });
    expect(res.json()).toMatchObject({ code: ResultCode.NotLoggedIn, data: null });
  });

  it('refuses an age band on a brand outside Japan and bad caps, with nothing saved', async () => {
    const brand = tenantById('joyage');
    expect(await caps.setCaps(brand, { age_band: 'under16' })).toMatchObject({
      status: 400,
      code: ResultCode.BadRequest,
    });
    expect((await caps.setCaps(brand, { daily: 0 })).code).toBe(ResultCode.BadRequest);
    expect((await caps.setCaps(brand, { daily: 12.5 })).code).toBe(ResultCode.BadRequest);
    expect((await caps.getCaps(brand)).data).toMatchObject({ daily: null, age_band: null });
  });
  it('applies the monthly limit of the stated age band on a Japanese brand', async () => {
    const brand = tenantById('spotJp');
    const band = await caps.setCaps(brand, { age_band: 'under16' });
    expect(band).toMatchObject({
      code: 1,
      data: { currency: 'JPY', jp_age_limits: true, age_band: 'under16', age_monthly_limit: 5000 },
    });
    const { body, priceMinor } = await caps.payPayload(brand);
    const fits = Math.floor(5000 / priceMinor);
    for (let i = 0; i < fits; i++) expect((await caps.pay(brand, body)).code).toBe(1);
    const refused = await caps.pay(brand, body);
    expect(refused).toMatchObject({
      code: ResultCode.SpendingCapReached,
      msg: `This purchase would go over the monthly limit of ¥5,000 for your age group. You can still spend ¥${(5000 - fits * priceMinor).toLocaleString('en')} this month.`,
    });
    // 16 to 19: ¥10,000 — stating an older band loosens, so it waits under cooling-off.
    await caps.setCaps(brand, { age_band: 'under16', cooling_off: true });
    const older = await caps.setCaps(brand, { age_band: '16to19', cooling_off: true });
    expect(older.data).toMatchObject({ age_band: 'under16', pending: { age_band: '16to19' } });
  });

  it('refuses orders in a currency the cap cannot count while a cap is set', async () => {
    const brand = tenantById('ssgame');
    const kit = payKit(() => t);
    const method = await kit.methodFor(
      'pay/paypal_pay',
      (row) => row.tenantId === 'ssgame' && row.areas.includes('ja'),
    );
    const { body } = await kit.payloadFor(method);
    expect(body.domain_area).toBe('ja');
    await caps.setCaps(brand, { monthly: 100_000 });
    expect(await caps.pay(brand, body)).toMatchObject({
      code: ResultCode.SpendingCapReached,
      msg: 'Your spending limits are in USD. While a limit is set, purchases in another currency are not possible.',
    });
    await caps.setCaps(brand, {});
    expect((await caps.pay(brand, body)).code).toBe(1);
  });
});
