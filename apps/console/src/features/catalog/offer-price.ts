import { moneyText, parseMoney } from '../../shared/money.ts';

// An offer's own price per currency as the form types it (issue 31 item 5): the goods' prices to
// start with, or the regular price less a percentage; sent in minor units only when changed.

export type OfferPrices = Record<string, string>;
export type Priced = { prices: readonly { currency: string; amount_minor: number }[] };

/** The goods' prices as typed text per currency of the brand ('' where there is none). */
export function pricesText(goods: Priced | undefined, currencies: readonly string[]): OfferPrices {
  return Object.fromEntries(
    currencies.map((c) => {
      const price = goods?.prices.find((p) => p.currency === c);
      return [c, price ? moneyText(price.amount_minor, c) : ''];
    }),
  );
}

/**
 * The regular price less `percent` (a whole 1–99), rounded to the currency's minor unit: integer
 * arithmetic on minor units, never floats of major units.
 */
export function discounted(regularMinor: number, percent: number): number {
  return Math.round((regularMinor * (100 - percent)) / 100);
}

/** The whole percentage off the regular price (rounded down), or null when it is no discount. */
export function percentOff(priceMinor: number, regularMinor: number): number | null {
  if (!(priceMinor < regularMinor) || regularMinor <= 0) return null;
  return Math.floor(((regularMinor - priceMinor) * 100) / regularMinor);
}

/** Typed prices filled from the regular goods less `percent`, where the regular goods have one. */
export function applyDiscount(
  typed: OfferPrices,
  regular: Priced | undefined,
  percent: number,
): OfferPrices {
  const out = { ...typed };
  for (const p of regular?.prices ?? []) {
    if (p.currency in out)
      out[p.currency] = moneyText(discounted(p.amount_minor, percent), p.currency);
  }
  return out;
}

/**
 * What to send: undefined when the typed prices are the goods' own (nothing to change), 'invalid'
 * when one does not read as an amount, else the filled ones in minor units.
 */
export function pricesInput(
  typed: OfferPrices,
  original: OfferPrices,
): { currency: string; amount_minor: number }[] | undefined | 'invalid' {
  const filled = Object.entries(typed).filter(([, text]) => text.trim() !== '');
  const same = Object.keys(typed).every((c) => typed[c]!.trim() === (original[c] ?? '').trim());
  if (same || filled.length === 0) return undefined;
  const out: { currency: string; amount_minor: number }[] = [];
  for (const [currency, text] of filled) {
    const minor = parseMoney(text, currency);
    if (minor === null || minor <= 0) return 'invalid';
    out.push({ currency, amount_minor: minor });
  }
  return out;
}
