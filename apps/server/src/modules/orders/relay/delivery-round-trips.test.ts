import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { countQueries } from '../../../test/query-counter.ts';
import { vipAccounts } from '../../../db/tables/vip.ts';
import { newOrderInput, paidInput } from '../test-kit.ts';

// Issue 32: a delivery was 18 statements (the game's write in a transaction of its own, the order
// read under lock before its update, the order's event, the VIP rate, award and total apart, the
// attempt in a savepoint). Now: the claim, the order's status, the game's one statement, and a
// closing transaction of three (the move with its event, the VIP award with the total, the row
// done with its attempt). What each write does is covered by the relay's, VIP's and the demo
// game's own tests; this keeps the count from creeping back.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const control = /^(begin|commit|rollback|savepoint|release)\b/i;

describe('one delivery', () => {
  it('is six statements besides BEGIN and COMMIT, and delivers with its VIP points', async () => {
    // A first delivery reads the game's routing (kept for a while by the gateway).
    const first = await t.app.orders.createOrder(newOrderInput({ suid: '20990001' }));
    await t.app.orders.confirmPayment(paidInput(first));
    await t.app.outboxRelay.runOnce();
    const order = await t.app.orders.createOrder(newOrderInput({ suid: '20990001' }));
    await t.app.orders.confirmPayment(paidInput(order));
    const counter = countQueries(t.app.database);
    let statements: string[];
    try {
      expect(await t.app.outboxRelay.runOnce()).toMatchObject({ delivered: 1 });
    } finally {
      statements = counter.texts();
      counter.stop();
    }
    const work = statements.filter((s) => !control.test(s.trim()));
    expect(work, work.join('\n')).toHaveLength(6);
    expect(statements.filter((s) => /^savepoint/i.test(s.trim()))).toEqual([]);
    expect((await t.app.orders.getOrder('watt', order.billingNo))!.status).toBe('delivered');
    const [account] = await t.app.db
      .select({ total: vipAccounts.totalPoints })
      .from(vipAccounts)
      .where(and(eq(vipAccounts.tenantId, 'watt'), eq(vipAccounts.suid, '20990001')));
    expect(account?.total).toBeGreaterThan(0);
  });
});
