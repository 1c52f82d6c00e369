import type { Area } from '@topup/tenants/areas';
import type { Currency } from '@topup/tenants/currencies';
import { defaultCurrency } from '@topup/tenants/tenant-rules';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { paymentMethods } from '@topup/server/db/tables/payments';
import { priceTiers } from '../catalog/seed-data.ts';
import { methodKeyOf } from '@topup/server/modules/payments/methods/method-data';
import { eastCountries } from './seed-countries-east.ts';
import { seaCountries } from './seed-countries-sea.ts';
import { westCountries } from './seed-countries-west.ts';
import type { MethodTemplate } from './seed-templates.ts';

export type MethodInsert = typeof paymentMethods.$inferInsert;

export const countryTemplates: Record<string, MethodTemplate[]> = {
  ...westCountries,
  ...seaCountries,
  ...eastCountries,
};

/** The countries each area offers, in the order they are claimed. */
export const areaCountries: Record<Area, readonly string[]> = {
  universal: ['US', 'GB', 'DE', 'BR', 'MX', 'TR'],
  useuro: ['US', 'GB', 'DE', 'FR', 'NL'],
  mea: ['SA', 'AE', 'TR'],
  dragon: ['US', 'GB', 'DE', 'BR'],
  eru: ['GB', 'DE', 'FR', 'RU'],
  ru: ['RU', 'KZ'],
  sea: ['TH', 'ID', 'MY', 'PH', 'VN', 'SG'],
  codapay: ['TH', 'ID', 'MY', 'PH', 'VN'],
  twhk: ['TW', 'HK'],
  hk: ['HK'],
  kr: ['KR'],
  ja: ['JP'],
};

export const ICON_BASE = '/pay-icons/';

/**
 * A country's rows carry the areas that offer it, and one currency: its bounds are minor units
 * of that currency. A country already claimed by an area priced in another currency stays there
 * (joynet: GB and DE belong to eru in USD, not to universal in KRW).
 */
export function tenantCountries(
  tenant: Tenant,
): Map<string, { areas: Area[]; currency: Currency }> {
  const out = new Map<string, { areas: Area[]; currency: Currency }>();
  for (const area of tenant.areas) {
    const currency = defaultCurrency(tenant, area);
    for (const country of areaCountries[area]) {
      const entry = out.get(country);
      if (!entry) out.set(country, { areas: [area], currency });
      else if (entry.currency === currency) entry.areas.push(area);
    }
  }
  return out;
}

function bound(tier: number | undefined, currency: Currency): number {
  return tier === undefined ? 0 : priceTiers[currency][tier]!;
}

function rowOf(
  tenant: Tenant,
  country: string,
  where: { areas: Area[]; currency: Currency },
  t: MethodTemplate,
  parentKey: string | null,
): MethodInsert {
  return {
    tenantId: tenant.id,
    methodKey: methodKeyOf(t.paywayId, t.channelId),
    paywayId: t.paywayId,
    channelId: t.channelId,
    familyId: t.familyId,
    country,
    parentKey,
    name: typeof t.name === 'string' ? t.name : JSON.stringify(t.name),
    icon: t.icon === null ? null : `${ICON_BASE}${t.icon}.svg`,
    sort: t.sort,
    minMoney: bound(t.bounds?.min, where.currency),
    maxMoney: bound(t.bounds?.max, where.currency),
    description:
      t.description === undefined
        ? null
        : typeof t.description === 'string'
          ? t.description
          : JSON.stringify(t.description),
    openCoupon: t.openCoupon ?? false,
    payId: t.payId ?? null,
    areas: where.areas,
    platforms: t.platforms ?? [],
  };
}

/** Every payment method row of a tenant (sub-methods after their parent). */
export function methodRows(tenant: Tenant): MethodInsert[] {
  const rows: MethodInsert[] = [];
  for (const [country, where] of tenantCountries(tenant)) {
    for (const t of countryTemplates[country] ?? []) {
      const parent = rowOf(tenant, country, where, t, null);
      rows.push(parent);
      for (const sub of t.subs ?? [])
        rows.push(rowOf(tenant, country, where, sub, parent.methodKey));
    }
  }
  return rows;
}
