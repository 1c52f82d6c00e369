import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../../db/tables/console.ts';
import { newOrderInput, paidInput, testClock } from '../../orders/test-kit.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { consoleHost, createTestStaff } from '../test-kit.ts';

// The orders list as CSV (issue 31 item 9): the search's filters, the member's brands only,
// money in units beside a currency column, every export audited.

let t: TestApp;
const clock = testClock();
let support: Record<string, string>;
let supportId: string;
let otherBrand: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const s = await createTestStaff(t.app, { role: 'support', tenantIds: ['watt'] });
  support = s.headers;
  supportId = s.id;
  otherBrand = (await createTestStaff(t.app, { role: 'support', tenantIds: ['joyage'] })).headers;
}, 180_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

describe('console orders: CSV export', () => {
  it('exports the matching orders with amounts in units, and audits the export', async () => {
    const order = await t.app.orders.createOrder(
      newOrderInput({ roleId: '1001077', roleName: '=HYPERLINK("x")' }),
    );
    await t.app.orders.confirmPayment(paidInput(order));
    const res = await get(`/api/console/orders.csv?role=1001077&tenant=watt`, support);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, line, end] = res.body.split('\r\n');
    expect(header).toBe(
      'billing_no,brand,status,created_at,paid_at,delivered_at,game,server,role_id,role_name,' +
        'suid,username,goods,amount,refunded,currency,country,provider,provider_txn_id,delivery_error',
    );
    const cells = line!.split(',');
    expect(cells[0]).toBe(order.billingNo);
    expect(cells[1]).toBe('watt');
    // A player's text never runs as a formula in a spreadsheet.
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
    // Money as the currency's units, never minor units.
    const amount = (order.amountMinor / 100).toFixed(2);
    expect(line).toContain(`,${amount},0.00,${order.currency},`);
    expect(end).toBe('');

    const audit = await t.app.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.staffId, supportId), eq(staffAudit.action, 'orders.export')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toEqual({ filters: { role: '1001077', tenant: 'watt' }, rows: 1 });
  });

  it("never exports another brand's orders", async () => {
    const res = await get(`/api/console/orders.csv?role=1001077`, otherBrand);
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(1);
    const asked = await get(`/api/console/orders.csv?tenant=watt`, otherBrand);
    expect(asked.json()).toMatchObject({ code: expect.any(Number) });
    expect(asked.statusCode).toBe(404);
  });

  it('refuses bad filters with the schema error, and needs a login', async () => {
    const bad = await get(`/api/console/orders.csv?status=nonsense`, support);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: -400 });
    const anonymous = await get(`/api/console/orders.csv`, { host: consoleHost });
    expect(anonymous.statusCode).toBe(401);
  });
});
