import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, deliveriesOf } from '../modules/orders/test-kit.ts';
import { createTestApp, type TestApp } from '../test/create-test-app.ts';

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
