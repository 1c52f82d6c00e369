import type { Currency } from '@topup/tenants/currencies';
import { defaultCurrency } from '@topup/tenants/tenant-rules';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { otherCurrencyOf } from '../cards/seed-data.ts';

// Demo gift-card codes, the same on every tenant (codes are per tenant, so they do not collide),
// worth a retail amount in the tenant's default currency (README). A redeemed code stays redeemed.

/** A round retail value per currency, in minor units (USD 10.00, ₩10,000, ¥1,000, NT$300 …). */
export const giftValueMinor: Record<Currency, number> = {
  USD: 1000,
  EUR: 1000,
  KRW: 10000,
  JPY: 1000,
  TWD: 30000,
  RMB: 5000,
  TRY: 30000,
  THB: 30000,
  VND: 200000,
  IDR: 150000,
  MYR: 4000,
};

export type DemoGiftSpec = {
  code: string;
  /** Value as a multiple of the currency's retail value. */
  times: number;
  otherCurrency?: boolean;
  reservedFor?: string;
};

export const demoGiftSpecs: readonly DemoGiftSpec[] = [
  { code: 'GIFT-DEMO-0001', times: 1 },
  { code: 'GIFT-DEMO-0002', times: 1 },
  { code: 'GIFT-DEMO-0003', times: 1 },
  { code: 'GIFT-DEMO-0004', times: 5 },
  { code: 'GIFT-DEMO-0005', times: 1, reservedFor: 'e2e/cards.spec.ts' },
  { code: 'GIFT-DEMO-0009', times: 1, otherCurrency: true },
];

export function demoGifts(tenant: Tenant) {
  return demoGiftSpecs.map((spec) => {
    const currency = spec.otherCurrency ? otherCurrencyOf(tenant) : defaultCurrency(tenant);
    return { spec, currency, valueMinor: giftValueMinor[currency] * spec.times };
  });
}
