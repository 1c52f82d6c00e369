import { payEndpoints, type ProviderKey } from '@topup/contracts/payment-families';
import { isoCurrency } from '../provider-kit/currency-exponents.ts';
import type { CurrencyTerms, ProviderCurrencies } from '../provider-kit/currency-list.ts';
import { providerManifests } from './provider-manifests.ts';

// The currencies each payment provider takes (issue 28 item 5, decision 0036): one table, read
// where the pay-way list is built and by the pay endpoints, so a method is offered only in an
// area whose currency its provider accepts, and paying one anyway answers -3046 before any order
// or provider call. Each provider's list, with its source, is in its manifest (decision 0039);
// `basis: 'implied'` marks a provider that publishes no list, recorded from what its
// documentation (or its market) implies. Codes are ISO 4217; the store's 'RMB' is CNY here
// (isoCurrency).

/** Each provider's currencies, from its manifest (payments/providers/<key>/manifest.ts). */
export const providerCurrencies = Object.fromEntries(
  providerManifests.map((m) => [m.key, m.currencies]),
) as Readonly<Record<ProviderKey, ProviderCurrencies>>;

/** The provider key behind a method family (payEndpoints), or undefined for a family none pays. */
export function providerOfFamily(familyId: number): ProviderKey | undefined {
  for (const spec of Object.values(payEndpoints)) {
    if ((spec.families as readonly number[]).includes(familyId)) return spec.provider;
  }
  return undefined;
}

/** The provider's terms for a store currency, or null when it does not take it. */
export function currencyTerms(provider: ProviderKey, storeCurrency: string): CurrencyTerms | null {
  const list = providerCurrencies[provider].currencies;
  const code = isoCurrency(storeCurrency);
  return Object.hasOwn(list, code) ? list[code]! : null;
}

export function providerTakes(provider: ProviderKey, storeCurrency: string): boolean {
  return currencyTerms(provider, storeCurrency) !== null;
}

/**
 * Whether a method of this family can be paid in the currency. A family no provider pays is left
 * to the pay endpoint's family check (it is not this table's to judge).
 */
export function familyTakes(familyId: number, storeCurrency: string): boolean {
  const provider = providerOfFamily(familyId);
  return provider === undefined || providerTakes(provider, storeCurrency);
}
