import type { Currency } from '@topup/tenants/currencies';
import { defaultCurrency } from '@topup/tenants/tenant-rules';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { goodsTemplates, priceTiers } from '../catalog/seed-data.ts';
import { demoCardNo, tenantNumber } from '@topup/server/db/demo-markers';

// Demo prepaid cards of every tenant (README "Demo prepaid cards and gift codes"). Numbers are
// 9900 + the tenant's two-digit position in SPEC §1 order (watt 01 … brandEn 16) + a 4-digit
// sequence; every demo card has the published password below. A redeemed demo card STAYS
// redeemed (the seed never resets one), which is why there are several per tenant.

/** One published password for all demo cards, like the demo accounts': one scrypt per fresh database. */
export const DEMO_CARD_PASSWORD = 'pin1234';

export type DemoCardSpec = {
  seq: number;
  /** Index into the catalog's price tiers: the card is worth the diamonds of that tier. */
  tier: number;
  /** Priced in another currency than the tenant default (usable only where that is the area's). */
  otherCurrency?: boolean;
  /** Only for the tenant's first game. */
  firstGameOnly?: boolean;
  /** Who uses it: a reserved card is for the browser tests, not for trying by hand. */
  reservedFor?: string;
};

export const demoCardSpecs: readonly DemoCardSpec[] = [
  { seq: 1, tier: 0 },
  { seq: 2, tier: 0 },
  { seq: 3, tier: 1 },
  { seq: 4, tier: 1 },
  { seq: 5, tier: 2 },
  { seq: 6, tier: 2 },
  { seq: 7, tier: 1, reservedFor: 'e2e/cards.spec.ts' },
  { seq: 8, tier: 0, otherCurrency: true },
  { seq: 9, tier: 0, firstGameOnly: true },
];

// The numbers are the production check's markers (db/demo-markers.ts).
export { demoCardNo, tenantNumber };

/** USD, or JPY for a tenant whose default is USD. */
export function otherCurrencyOf(tenant: Tenant): Currency {
  return defaultCurrency(tenant) === 'USD' ? 'JPY' : 'USD';
}

export type DemoCard = {
  cardNo: string;
  gameCode: string | null;
  currency: Currency;
  priceMinor: number;
  gemsNumber: number;
  extraGemsNumber: number;
  spec: DemoCardSpec;
};

const diamonds = goodsTemplates.filter((g) => g.typeKey === 'diamonds');

export function demoCards(tenant: Tenant): DemoCard[] {
  return demoCardSpecs.map((spec) => {
    const currency = spec.otherCurrency ? otherCurrencyOf(tenant) : defaultCurrency(tenant);
    const goods = diamonds.find((g) => g.tier === spec.tier)!;
    return {
      cardNo: demoCardNo(tenant.id, spec.seq),
      gameCode: spec.firstGameOnly ? tenant.games[0]!.code : null,
      currency,
      priceMinor: priceTiers[currency][spec.tier]!,
      gemsNumber: goods.value,
      extraGemsNumber: goods.bonus,
      spec,
    };
  });
}
