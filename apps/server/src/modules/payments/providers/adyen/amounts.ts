import { fromWireUnits, toWireUnits, valueOrNull } from '../../provider-kit/wire-amount.ts';
import { currencies } from './currencies.ts';

// Adyen takes amounts as `{ currency, value }` with `value` in minor units, where the number of
// decimals is Adyen's own table, not always ISO 4217's: CLP and ISK have 2 decimals at Adyen
// (0 in ISO 4217), CVE and IDR have 0 (2 in ISO 4217).
// Source: https://docs.adyen.com/development-resources/currency-codes ("Currency codes and minor
// units"; the rows marked "differs from standard"). The same four deviations are what Odoo's Adyen
// connector lists (odoo addons/payment_adyen/const.py CURRENCY_DECIMALS).

// Those decimals are the `providerDecimals` of Adyen's currency table (currencies.ts: every code
// of Adyen's table, with the four that differ from ISO 4217), and the conversion is the provider
// kit's one (wire-amount.ts), so the method lists and the amounts read the same table.

export type AdyenAmount = { currency: string; value: number };

/** Adyen's decimals for a code, or null when Adyen's table does not list it. */
export function adyenDecimals(adyenCode: string): number | null {
  return Object.hasOwn(currencies.currencies, adyenCode)
    ? currencies.currencies[adyenCode]!.providerDecimals
    : null;
}

/**
 * Our integer minor units -> Adyen's amount object; null if Adyen cannot represent it (a code it
 * does not list, or a fraction its unit cannot carry: IDR 150.50 when Adyen counts whole rupiah;
 * rounding would charge a different amount than the order's).
 */
export function toAdyenAmount(amountMinor: number, currency: string): AdyenAmount | null {
  const wire = valueOrNull(toWireUnits(currencies, amountMinor, currency.toUpperCase()));
  if (!wire) return null;
  const value = Number(wire.digits);
  return Number.isSafeInteger(value) ? { currency: wire.currency.code, value } : null;
}

/** Adyen's amount object -> our currency code and integer minor units; null if not convertible. */
export function fromAdyenAmount(amount: {
  currency: string;
  value: number;
}): { currency: string; amountMinor: number } | null {
  if (adyenDecimals(amount.currency) === null) return null;
  return valueOrNull(fromWireUnits(currencies, amount.value, amount.currency));
}
