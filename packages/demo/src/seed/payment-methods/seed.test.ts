import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payEndpoints } from '@topup/contracts/payment-families';
import { loadTenants } from '@topup/tenants/all-tenants';
import { defaultCurrency, isAllowedArea } from '@topup/tenants/tenant-rules';
import { paymentMethods } from '@topup/server/db/tables/payments';
import { createTestApp, type TestApp } from '@topup/server/test/create-test-app';
import { priceTiers } from '../catalog/seed-data.ts';
import { eligibleCountries } from '@topup/server/modules/payments/methods/listing-rules';
import { countryMethods } from '@topup/server/modules/payments/methods/method-data';
import {
  createMethodsRepository,
  type MethodRow,
} from '@topup/server/modules/payments/methods/repository';
import { seedPaymentMethods } from './seed.ts';
import { methodRows } from './seed-rows.ts';

const tenants = loadTenants();
let t: TestApp;
const rowsOf = new Map<string, MethodRow[]>();
beforeAll(async () => {
  t = await createTestApp();
  const repo = createMethodsRepository(t.app.db);
  for (const tenant of tenants) rowsOf.set(tenant.id, await repo.listActive(tenant.id));
});
afterAll(() => t.close());

const snapshot = async () =>
  (await t.app.db.select().from(paymentMethods)).map((row) => JSON.stringify(row)).sort();
const iconsDir = fileURLToPath(
  new URL('../../../../../apps/web/public/pay-icons/', import.meta.url),
);

describe('payment methods demo data', () => {
  const cases = tenants.flatMap((tenant) => tenant.areas.map((area) => [tenant, area] as const));
  it.each(cases.map(([tenant, area]) => [tenant.id, area, tenant] as const))(
    '%s %s has every kind of method the app must handle',
    (_id, area, tenant) => {
      const countries = countryMethods(rowsOf.get(tenant.id)!, area, defaultCurrency(tenant, area));
      const all = Object.values(countries).flat();
      const cheapest = priceTiers[defaultCurrency(tenant, area)][0];
      const subs = all.flatMap((m) => m.sub_payment);
      const has = {
        platformPay: all.some((m) => m.family_id === 10801),
        applePayOnIos: all.some((m) => m.channel_id === 'applepay' && m.platforms.join() === 'ios'),
        subMethods: all.some((m) => m.sub_payment.length >= 2),
        notForCheapest: all.some((m) => m.sub_payment.length === 0 && m.min_money > cheapest),
        maxBound: [...all, ...subs].some((m) => m.max_money > 0),
        coupon: all.some((m) => m.open_coupon),
        jsonDescription: all.some((m) => m.description.startsWith('{')),
      };
      expect(Object.entries(has).filter(([, yes]) => !yes)).toEqual([]);
      // The cheapest goods still have somewhere to be paid on the web.
      const listed = eligibleCountries(countries, { priceMinor: cheapest, platform: 'web' });
      expect(Object.keys(listed).length).toBeGreaterThan(0);
    },
  );

  it('covers every family of every pay endpoint, and nothing no endpoint accepts', () => {
    const seeded = new Set([...rowsOf.values()].flat().map((row) => row.familyId));
    const accepted = new Set<number>(Object.values(payEndpoints).flatMap((e) => [...e.families]));
    expect([...accepted].filter((f) => !seeded.has(f))).toEqual([]);
    expect([...seeded].filter((f) => !accepted.has(f))).toEqual([]);
  });

  it('offers the Korean methods on ko and on rhinos in kr', () => {
    for (const id of ['ko', 'rhinos']) {
      const kr = rowsOf.get(id)!.filter((row) => row.country === 'KR');
      expect(kr.every((row) => row.areas.join() === 'kr')).toBe(true);
      expect(kr.map((row) => row.familyId)).toEqual(expect.arrayContaining([11401, 12601, 12501]));
    }
  });

  it('keeps each country in areas of one currency, sub-methods next to their parent', () => {
    for (const tenant of tenants) {
      for (const row of rowsOf.get(tenant.id)!) {
        // Only the tenant's own areas, all priced in one currency.
        const currencies = new Set(
          row.areas.map((area) =>
            isAllowedArea(tenant, area) ? defaultCurrency(tenant, area) : '?',
          ),
        );
        expect(currencies.has('?')).toBe(false);
        expect(currencies.size, `${tenant.id} ${row.country}`).toBe(1);
        if (row.parentKey === null) continue;
        const parent = rowsOf
          .get(tenant.id)!
          .find((p) => p.country === row.country && p.methodKey === row.parentKey);
        expect(parent?.parentKey, `${tenant.id} ${row.country} ${row.methodKey}`).toBeNull();
      }
    }
  });

  it('gives every seeded method an icon but SADAD, kept without one to show SPEC §5 hiding it', () => {
    const rows = tenants.flatMap(methodRows);
    const noIcon = new Set(rows.filter((row) => !row.icon).map((row) => row.methodKey));
    expect([...noIcon]).toEqual(['11801_sadad']);
    // Travellet was seeded without one in every country it is offered in (issue 19).
    const travellet = rows.filter((row) => row.methodKey === '10701_travellet');
    expect(travellet.length).toBeGreaterThan(0);
    expect(travellet.every((row) => row.icon === '/pay-icons/travellet.svg')).toBe(true);
  });

  it('points every icon at a small SVG of apps/web/public/pay-icons', async () => {
    const icons = new Set(tenants.flatMap(methodRows).flatMap((row) => row.icon ?? []));
    for (const icon of icons) {
      expect(icon).toMatch(/^\/pay-icons\/[a-z0-9_-]+\.svg$/);
      const svg = await readFile(path.join(iconsDir, path.basename(icon)), 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(Buffer.byteLength(svg)).toBeLessThan(1024);
      expect(svg).not.toMatch(/href|url\(/);
    }
  });

  it("changes nothing when run again and keeps an operator's switch-off", async () => {
    const where = and(
      eq(paymentMethods.tenantId, 'ru'),
      eq(paymentMethods.country, 'RU'),
      eq(paymentMethods.methodKey, '10701_travellet'),
    );
    await t.app.db.update(paymentMethods).set({ active: false }).where(where);
    const before = await snapshot();
    await seedPaymentMethods(t.app.db, tenants);
    await seedPaymentMethods(t.app.db, tenants);
    expect(await snapshot()).toEqual(before);
    const [row] = await t.app.db.select().from(paymentMethods).where(where);
    expect(row!.active).toBe(false);
  });
});
