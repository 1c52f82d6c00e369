import type { PaymentMethodData } from '@topup/contracts/payments';
import { inArea, type MethodRow } from './repository.ts';
import { compareDisplayCountries } from '@topup/tenants/currencies';
import { textIn } from '../../../i18n/text-in.ts';
import { payerFieldsFor } from './payer-fields.ts';
import { familyTakes } from '../providers/provider-currencies.ts';

export type SubMethodData = Omit<PaymentMethodData, 'sub_payment'>;
export type CountryMethods = Record<string, PaymentMethodData[]>;

/** SPEC §3 local key of a method: payway id and channel id. */
export function methodKeyOf(paywayId: number, channelId: string): string {
  return `${paywayId}_${channelId}`;
}

/** The SPEC §3 fields of one row; absent optional columns become '' so the app has no nulls. */
export function subMethodData(row: MethodRow): SubMethodData {
  return {
    payway_id: row.paywayId,
    channel_id: row.channelId,
    family_id: row.familyId,
    name: row.name,
    icon: row.icon ?? '',
    sort: row.sort,
    min_money: row.minMoney,
    max_money: row.maxMoney,
    description: row.description ?? '',
    open_coupon: row.openCoupon,
    pay_id: row.payId ?? '',
    platforms: row.platforms,
    payer_fields: payerFieldsFor(row.familyId, row.country),
  };
}

/**
 * The methods with their names in `lang` (names that are words are stored per language, see
 * seed-method-names.ts); new objects, as the cached list is shared.
 */
export function methodsIn(methods: CountryMethods, lang: string | undefined): CountryMethods {
  const named = <T extends SubMethodData>(m: T): T => ({ ...m, name: textIn(m.name, lang) });
  return Object.fromEntries(
    Object.entries(methods).map(([country, list]) => [
      country,
      list.map((m) => ({ ...named(m), sub_payment: m.sub_payment.map(named) })),
    ]),
  );
}

export function methodData(row: MethodRow, subs: readonly MethodRow[] = []): PaymentMethodData {
  return { ...subMethodData(row), sub_payment: subs.map(subMethodData) };
}

const bySort = (a: MethodRow, b: MethodRow) =>
  a.sort - b.sort || (a.methodKey < b.methodKey ? -1 : a.methodKey > b.methodKey ? 1 : 0);

/**
 * Active rows of the area grouped by country (in the SPEC §3 display order), sub-methods nested under their
 * parent, each level by numeric sort. A sub-method whose parent is not offered is dropped: the
 * app only reaches sub-methods through their parent. A row whose provider cannot take the
 * currency the area is priced in is not offered (providers/provider-currencies.ts).
 */
export function countryMethods(
  rows: readonly MethodRow[],
  area: string,
  currency: string,
): CountryMethods {
  const offered = rows.filter(
    (row) => row.active && inArea(row, area) && familyTakes(row.familyId, currency),
  );
  const countries = [...new Set(offered.map((row) => row.country))].sort(compareDisplayCountries);
  const out: CountryMethods = {};
  for (const country of countries) {
    const here = offered.filter((row) => row.country === country).sort(bySort);
    const parents = here.filter((row) => row.parentKey === null);
    const methods = parents.map((parent) =>
      methodData(
        parent,
        here.filter((row) => row.parentKey === parent.methodKey),
      ),
    );
    if (methods.length > 0) out[country] = methods;
  }
  return out;
}
