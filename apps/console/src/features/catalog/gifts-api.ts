import { useQuery } from '@tanstack/react-query';
import {
  consoleGiftSchema,
  consoleGiftsSchema,
  deletedSchema,
  type giftInputSchema,
} from '@topup/contracts/console-catalog';
import type * as z from 'zod/mini';
import { api } from '../../shared/api.ts';
import { base, catalogKeys, enc, useBrandMutation } from './catalog-api.ts';

// Third-party gifts shown with a game's goods (server: console/catalog/gift-routes.ts).

export type GiftInput = z.input<typeof giftInputSchema>;

export function useGifts(tenant: string, game: string) {
  return useQuery({
    queryKey: catalogKeys.gifts(tenant, game),
    queryFn: () => api.get(`${base(tenant)}/games/${enc(game)}/gifts`, consoleGiftsSchema),
    enabled: tenant !== '' && game !== '',
  });
}

/** Creates or replaces a gift (PUT is an upsert). */
export function useSaveGift(tenant: string, game: string) {
  return useBrandMutation(tenant, ({ id, body }: { id: string; body: GiftInput }) =>
    api.put(`${base(tenant)}/games/${enc(game)}/gifts/${enc(id)}`, body, consoleGiftSchema),
  );
}

export function useDeleteGift(tenant: string) {
  return useBrandMutation(tenant, (id: string) =>
    api.delete(`${base(tenant)}/gifts/${enc(id)}`, undefined, deletedSchema),
  );
}
