import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBalances, demoRoles } from '@topup/server/db/tables/demo-game';
import { balanceOf, deliveriesOf } from '@topup/server/modules/orders/test-kit';
import { createTestApp, type TestApp } from '@topup/server/test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const gw = () => t.app.gameGateway;

describe('demo GameGateway.deliver', () => {
  it('applies a delivery id once: the log row and the balance move together', async () => {
    const delivery = { deliveryId: 'TP-demo-1', amount: 330, source: 'purchase' };
    expect(await gw().deliver('watt', 'voltage-arena', '1033041', delivery)).toEqual({
      applied: true,
    });
    expect(await gw().deliver('watt', 'voltage-arena', '1033041', delivery)).toEqual({
      applied: false,
    });
    // Concurrent repeats too.
    const again = await Promise.all(
      [1, 2, 3].map(() => gw().deliver('watt', 'voltage-arena', '1033041', delivery)),
    );
    expect(again.every((r) => !r.applied)).toBe(true);
    expect(await balanceOf(t.app.db, { roleId: '1033041' })).toBe(330);
    await gw().deliver('watt', 'voltage-arena', '1033041', {
      ...delivery,
      deliveryId: 'TP-demo-2',
    });
    expect(await balanceOf(t.app.db, { roleId: '1033041' })).toBe(660);
    expect(await deliveriesOf(t.app.db, 'TP-demo-1')).toMatchObject([
      { tenantId: 'watt', gameCode: 'voltage-arena', roleId: '1033041', amount: 330 },
    ]);
  });

  it('refuses a character the game does not have (the relay retries, then parks it)', async () => {
    const delivery = { deliveryId: 'TP-demo-3', amount: 10, source: 'purchase' };
    await expect(gw().deliver('watt', 'voltage-arena', 'ghost', delivery)).rejects.toThrow(
      /no role ghost/,
    );
    // Tenant-scoped: watt's character does not exist for another brand.
    await expect(gw().deliver('nobody', 'voltage-arena', '1033041', delivery)).rejects.toThrow();
    await expect(
      gw().deliver('watt', 'voltage-arena', '1033041', { ...delivery, amount: 0 }),
    ).rejects.toThrow(/positive integer/);
    expect(await deliveriesOf(t.app.db, 'TP-demo-3')).toEqual([]);
  });
});

describe('demo GameGateway.revoke', () => {
  // Two characters of the demo game other than the one the deliver tests use.
  let role = '';
  let spender = '';
  beforeAll(async () => {
    const rows = await t.app.db
      .select({ roleId: demoRoles.roleId })
      .from(demoRoles)
      .where(and(eq(demoRoles.tenantId, 'watt'), eq(demoRoles.gameCode, 'voltage-arena')))
      .orderBy(demoRoles.roleId);
    const others = rows.map((r) => r.roleId).filter((id) => id !== '1033041');
    role = others[0]!;
    spender = others[1]!;
  });
  const revoke = (deliveryId: string, reason = 'refund') =>
    gw().revoke('watt', 'voltage-arena', role, { deliveryId, reason });

  it('takes a delivery back once: the balance goes down and the log says when and why', async () => {
    await gw().deliver('watt', 'voltage-arena', role, {
      deliveryId: 'TP-rv-1',
      amount: 500,
      source: 'purchase',
    });
    const before = await balanceOf(t.app.db, { roleId: role });
    expect(await revoke('TP-rv-1')).toEqual({ known: true, applied: true, shortfall: 0 });
    expect(await balanceOf(t.app.db, { roleId: role })).toBe(before - 500);
    // Repeats, concurrent too, change nothing.
    const again = await Promise.all([1, 2, 3].map(() => revoke('TP-rv-1', 'chargeback')));
    expect(again).toEqual(Array(3).fill({ known: true, applied: false, shortfall: 0 }));
    expect(await balanceOf(t.app.db, { roleId: role })).toBe(before - 500);
    expect(await deliveriesOf(t.app.db, 'TP-rv-1')).toMatchObject([
      { amount: 500, revokeReason: 'refund', revokeShortfall: 0, revokedAt: expect.any(Date) },
    ]);
  });

  it('never takes the balance below zero: what was spent is the shortfall', async () => {
    const start = await balanceOf(t.app.db, { roleId: spender });
    await gw().deliver('watt', 'voltage-arena', spender, {
      deliveryId: 'TP-rv-2',
      amount: 300,
      source: 'purchase',
    });
    // The player spends everything but 120 in the game.
    await t.app.db
      .update(demoBalances)
      .set({ balance: 120 })
      .where(and(eq(demoBalances.tenantId, 'watt'), eq(demoBalances.roleId, spender)));
    expect(
      await gw().revoke('watt', 'voltage-arena', spender, {
        deliveryId: 'TP-rv-2',
        reason: 'chargeback',
      }),
    ).toEqual({ known: true, applied: true, shortfall: 180 });
    expect(await balanceOf(t.app.db, { roleId: spender })).toBe(0);
    expect(start).toBeGreaterThanOrEqual(0);
  });

  it('knows nothing of a delivery of another character or brand', async () => {
    expect(await revoke('TP-never-delivered')).toEqual({
      known: false,
      applied: false,
      shortfall: 0,
    });
    expect(
      await gw().revoke('watt', 'voltage-arena', 'someone-else', {
        deliveryId: 'TP-rv-1',
        reason: 'refund',
      }),
    ).toMatchObject({ known: false });
  });
});
