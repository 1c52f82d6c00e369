import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { demoRoles } from '@topup/server/db/tables/demo-game';
import { createTestApp, hosts, type TestApp } from '@topup/server/test/create-test-app';
import { loginAs } from '@topup/server/test/login';
import { balanceOf, newOrderInput, paidInput } from '@topup/server/modules/orders/test-kit';

// POST /api/demo-game/spend: the demo player spends gems in the game, so a refund afterwards
// leaves a shortfall (issue 14).

let t: TestApp;
let token = '';
// A character of the demo player (suid 10000001) in Voltage Arena.
let ROLE = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await loginAs(t.app, hosts.wattLocal, { clientId: '11103' })).oauth_token;
  const [role] = await t.app.gameGateway.listRoles('watt', 'voltage-arena', '10000001');
  ROLE = role!.roleId;
});
afterAll(() => t.close());

const spend = async (body: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/demo-game/spend',
    headers: { host: hosts.wattLocal },
    payload: { client_id: '11103', ...body },
  });
  return { status: res.statusCode, ...res.json() };
};

describe('POST /api/demo-game/spend', () => {
  it("spends the player's own character's gems, never below zero", async () => {
    const order = await t.app.orders.createOrder(newOrderInput({ roleId: ROLE }));
    await t.app.orders.confirmPayment(paidInput(order));
    await t.app.outboxRelay.runOnce();
    const start = await balanceOf(t.app.db, { roleId: ROLE });
    expect(start).toBeGreaterThanOrEqual(330);

    expect(await spend({ role_id: ROLE, amount: 100, oauth_token: token })).toMatchObject({
      code: 1,
      data: { role_id: ROLE, spent: 100, balance: start - 100 },
    });
    // More than is left spends what is left.
    expect(await spend({ role_id: ROLE, amount: 1_000_000, oauth_token: token })).toMatchObject({
      code: 1,
      data: { spent: start - 100, balance: 0 },
    });
    expect(await balanceOf(t.app.db, { roleId: ROLE })).toBe(0);
    expect(await spend({ role_id: ROLE, amount: 5, oauth_token: token })).toMatchObject({
      code: 1,
      data: { spent: 0, balance: 0 },
    });
  });

  it("refuses without a login, another player's character, and a bad amount", async () => {
    expect(await spend({ role_id: ROLE, amount: 1 })).toMatchObject({
      code: ResultCode.NotLoggedIn,
    });
    const [other] = await t.app.db
      .select({ roleId: demoRoles.roleId })
      .from(demoRoles)
      .where(
        and(
          eq(demoRoles.tenantId, 'watt'),
          eq(demoRoles.gameCode, 'voltage-arena'),
          ne(demoRoles.suid, '10000001'),
        ),
      )
      .limit(1);
    expect(await spend({ role_id: other!.roleId, amount: 1, oauth_token: token })).toMatchObject({
      code: ResultCode.RoleNotFound,
    });
    expect(await spend({ role_id: ROLE, amount: 0, oauth_token: token })).toMatchObject({
      status: 400,
      code: ResultCode.BadRequest,
    });
  });
});
