import type { Db } from '../../../db/client.ts';
import { eligibleCountries, type ListingContext } from './listing-rules.ts';
import { countryMethods, methodsIn } from './method-data.ts';
import { createMethodsRepository } from './repository.ts';

export type PayWaysQuery = ListingContext & {
  tenantId: string;
  area: string;
  currency: string;
  /** Method names in this language (default English). */
  lang?: string | undefined;
};

/**
 * A brand's active methods by country for one amount in one area and currency, by the SPEC §5
 * listing rules (countries left without a method are left out). Handed to features that show
 * methods for an amount of their own — a make-up payment link — by app.ts, so they need not
 * import payments (ADR 0042).
 */
export function createPayWaysForAmount(db: Db) {
  const methods = createMethodsRepository(db);
  return async (q: PayWaysQuery) => {
    const all = countryMethods(await methods.listActive(q.tenantId), q.area, q.currency);
    return eligibleCountries(methodsIn(all, q.lang), {
      priceMinor: q.priceMinor,
      platform: q.platform,
    });
  };
}

export type PayWaysForAmount = ReturnType<typeof createPayWaysForAmount>;
