import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vipAccounts, vipPointRates } from '../../db/tables/vip.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import type { OrderRow } from '../orders/types.ts';
import { pointsFor } from './levels.ts';
import { awardPoints } from './repository.ts';

// awardPoints computes the points in SQL (one statement with the award and the total); pointsFor
// is the rule the rest of the code shows players. The two must agree, truncation included.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rates = [
  { points: 1, perMinor: 100 },
  { points: 3, perMinor: 7 },
  { points: 10, perMinor: 1 },
  { points: 0, perMinor: 5 },
];
const amounts = [1, 6, 7, 99, 100, 12_345, 99_999_999];

describe('awardPoints', () => {
  it('awards what pointsFor says, once per order, and adds it to the total', async () => {
    let n = 0;
    for (const [r, rate] of rates.entries()) {
      const currency = `XT${r}`;
      await t.app.db.insert(vipPointRates).values({ tenantId: 'watt', currency, ...rate });
      const suid = `award-points-${r}`;
      let expected = 0;
      for (const amountMinor of amounts) {
        const order = {
          tenantId: 'watt',
          billingNo: `AWARD${n++}`,
          suid,
          amountMinor,
          currency,
          purpose: 'purchase',
        } as OrderRow;
        const want = pointsFor(amountMinor, rate);
        const got = await t.app.db.transaction((tx) => awardPoints(tx, order, new Date()));
        expect(got, `${amountMinor} at ${rate.points}/${rate.perMinor}`).toBe(want);
        // A repeat (the hook run again for the same order) awards nothing more.
        expect(await t.app.db.transaction((tx) => awardPoints(tx, order, new Date()))).toBe(0);
        expected += want;
      }
      const [account] = await t.app.db
        .select({ total: vipAccounts.totalPoints })
        .from(vipAccounts)
        .where(and(eq(vipAccounts.tenantId, 'watt'), eq(vipAccounts.suid, suid)));
      expect(account?.total ?? 0).toBe(expected);
    }
  });

  it('a currency without a rate and a replenishment earn nothing', async () => {
    const base = { tenantId: 'watt', suid: 'award-none', amountMinor: 500 };
    const noRate = { ...base, billingNo: 'AWARDX1', currency: 'XXX', purpose: 'purchase' };
    const replenish = { ...base, billingNo: 'AWARDX2', currency: 'XT2', purpose: 'replenish' };
    for (const order of [noRate, replenish] as OrderRow[]) {
      expect(await t.app.db.transaction((tx) => awardPoints(tx, order, new Date()))).toBe(0);
    }
  });
});
