import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityClaims } from '../../../db/tables/activities.ts';
import { coupons } from '../../../db/tables/vip.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { newOrderInput } from '../../orders/test-kit.ts';
import { createTestStaff } from '../test-kit.ts';
import {
  consoleCall,
  couponTemplate,
  rhinoEvent,
  rhinoGoods,
  vipLevel,
  type Headers,
} from './test-kit.ts';

// What players already have stays: the owning modules answer "claimed" or "ordered" (issue 30:
// activity, coupons and catalog's order check), and the console refuses the change with -400.
let t: TestApp;
let owner: Headers;
const rhinos = '/api/console/catalog/rhinos';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  consoleCall(t.app, owner, method, url, body);

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date('2026-03-15T00:00:00Z') });
  owner = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['rhinos'] })).headers;
});
afterAll(async () => {
  await t?.close();
});

describe('console catalog: what players claimed or ordered stays', () => {
  it('keeps a claimed tier and an event with claims', async () => {
    expect((await call('PUT', `${rhinos}/games/rhino-rush/events/held`, rhinoEvent())).code).toBe(
      1,
    );
    await t.app.db.insert(activityClaims).values({
      tenantId: 'rhinos',
      activityId: 'held',
      tierId: 2,
      gameCode: 'rhino-rush',
      roleId: 'r1',
      suid: 's1',
      claimedAt: new Date('2026-03-10T00:00:00Z'),
    });
    const dropped = await call('PUT', `${rhinos}/games/rhino-rush/events/held`, rhinoEvent([1]));
    expect(dropped).toMatchObject({ status: 400, msg: 'Tiers 2 were claimed; keep them' });
    // Keeping the claimed tier is a change like any other: the tiers are replaced.
    const kept = await call('PUT', `${rhinos}/games/rhino-rush/events/held`, rhinoEvent([2, 3]));
    expect(kept.data.tiers.map((x: { tier: number }) => x.tier)).toEqual([2, 3]);
    expect(await call('DELETE', `${rhinos}/events/held`)).toMatchObject({
      status: 400,
      msg: 'Players claimed tiers of held; move its end instead',
    });
  });

  it('keeps a coupon template players claimed', async () => {
    await call('PUT', `${rhinos}/vip/levels/7`, vipLevel);
    await call('PUT', `${rhinos}/vip/coupons/kept`, { ...couponTemplate, level: 7 });
    await t.app.db.insert(coupons).values({
      code: 'CTESTKEPT0001',
      tenantId: 'rhinos',
      suid: 's1',
      templateId: 'kept',
      period: 'permanent',
    });
    expect(await call('DELETE', `${rhinos}/vip/coupons/kept`)).toMatchObject({
      status: 400,
      msg: 'Players claimed coupon kept; it stays',
    });
  });

  it('keeps goods that were ordered', async () => {
    await call('PUT', `${rhinos}/games/rhino-rush/types/kept`, { names: { en: 'Kept' } });
    const goods = await call(
      'POST',
      `${rhinos}/games/rhino-rush/goods`,
      rhinoGoods('kept-1', 'kept'),
    );
    expect(goods.code).toBe(1);
    await t.app.orders.createOrder(
      newOrderInput({ tenantId: 'rhinos', gameCode: 'rhino-rush', productId: 'kept-1' }),
    );
    expect(await call('DELETE', `${rhinos}/goods/kept-1`)).toMatchObject({
      status: 400,
      msg: 'Goods kept-1 have orders; switch them off instead',
    });
  });
});
