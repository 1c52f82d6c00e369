import type { ConsoleBrand } from '@topup/contracts/console-catalog';

/**
 * The currency a method's min/max are counted in: a method is listed with goods priced in its
 * area's currency, so the first of its areas (all of the brand's when it names none) decides.
 */
export function methodCurrency(brand: ConsoleBrand, areas: readonly string[]): string {
  const first = areas[0] ?? brand.areas[0];
  return (first && brand.areaCurrencies?.[first]) || brand.defaultCurrency;
}
