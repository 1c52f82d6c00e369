import { isoExponent } from './currency-exponents.ts';

// How a manifest states the currencies its provider takes (issue 28 item 5, decision 0036):
// read where the pay-way list is built and by the pay endpoints. Codes are ISO 4217; min/max are
// minor units of the ISO 4217 exponent, so an amount conversion can read the same table.

export type CurrencyTerms = {
  /** ISO 4217 minor-unit exponent. */
  exponent: number;
  /** Decimals the provider accepts, where its documentation differs from ISO 4217. */
  providerDecimals: number;
  /** Published smallest / largest amount of one payment, minor units (ISO exponent). */
  min?: number;
  max?: number;
};

export type ProviderCurrencies = {
  name: string;
  /** `implied`: the provider publishes no list; recorded from what its documentation implies. */
  basis: 'published' | 'implied';
  /** Where the list comes from (also in the comment above it in the manifest). */
  source: string;
  currencies: Readonly<Record<string, CurrencyTerms>>;
};

type Options = {
  /** Provider decimals that differ from ISO 4217, by code. */
  decimals?: Readonly<Record<string, number>>;
  /** Published bounds in major units, for every listed code. */
  bounds?: { min?: string; max?: string };
  /** Published bounds in major units for single codes. */
  boundsOf?: Readonly<Record<string, { min?: string; max?: string }>>;
};

/** Major units ('0.01', '300000') as minor units of `exponent`; a fraction below one unit rounds up. */
function toMinor(major: string, exponent: number, roundUp: boolean): number {
  const [whole = '0', fraction = ''] = major.split('.');
  const kept = fraction.slice(0, exponent).padEnd(exponent, '0');
  const minor = Number(whole + kept);
  const dropped = /[1-9]/.test(fraction.slice(exponent));
  return roundUp && dropped ? minor + 1 : minor;
}

/** The terms of each code of a space-separated list of ISO 4217 codes. */
export function currencyList(codes: string, opts: Options = {}): Record<string, CurrencyTerms> {
  const out: Record<string, CurrencyTerms> = {};
  for (const code of codes.trim().split(/\s+/)) {
    const exponent = isoExponent(code);
    const bounds = opts.boundsOf?.[code] ?? opts.bounds;
    out[code] = {
      exponent,
      providerDecimals: opts.decimals?.[code] ?? exponent,
      ...(bounds?.min === undefined ? {} : { min: toMinor(bounds.min, exponent, true) }),
      ...(bounds?.max === undefined ? {} : { max: toMinor(bounds.max, exponent, false) }),
    };
  }
  return out;
}
