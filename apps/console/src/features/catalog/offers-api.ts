import { useQuery } from '@tanstack/react-query';
import {
  consoleOfferSchema,
  consoleOffersSchema,
  firstPurchaseBonusAnswerSchema,
  type OfferInput,
} from '@topup/contracts/console-offers';
import { api } from '../../shared/api.ts';
import { base, catalogKeys, enc, useBrandMutation } from './catalog-api.ts';

// Offers of a game and its first-purchase bonus (server: console/catalog/offer-routes.ts).

export function useOffers(tenant: string, game: string) {
  return useQuery({
    queryKey: catalogKeys.offers(tenant, game),
    queryFn: () => api.get(`${base(tenant)}/games/${enc(game)}/offers`, consoleOffersSchema),
    enabled: tenant !== '' && game !== '',
  });
}

/** Makes a product an offer or changes it (PUT is an upsert keyed by the product). */
export function useSaveOffer(tenant: string, game: string) {
  return useBrandMutation(tenant, ({ product, body }: { product: string; body: OfferInput }) =>
    api.put(`${base(tenant)}/games/${enc(game)}/offers/${enc(product)}`, body, consoleOfferSchema),
  );
}

export function useEndOffer(tenant: string) {
  return useBrandMutation(tenant, (product: string) =>
    api.post(`${base(tenant)}/offers/${enc(product)}/end`, {}, consoleOfferSchema),
  );
}

/** Sets the bonus, or removes it with null. */
export function useSaveFirstPurchaseBonus(tenant: string, game: string) {
  return useBrandMutation(tenant, (bonus: number | null) =>
    api.put(
      `${base(tenant)}/games/${enc(game)}/first-purchase-bonus`,
      { bonus },
      firstPurchaseBonusAnswerSchema,
    ),
  );
}
