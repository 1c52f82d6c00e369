import { useQuery } from '@tanstack/react-query';
import {
  consolePromotionSchema,
  consolePromotionsSchema,
  type PromotionInput,
} from '@topup/contracts/console-promotions';
import { api } from '../../shared/api.ts';
import { base, enc, useBrandMutation } from './catalog-api.ts';

// Promotions of a game (server: console/catalog/promotion-routes.ts).

export function usePromotions(tenant: string, game: string) {
  return useQuery({
    queryKey: ['catalog', tenant, 'promotions', game],
    queryFn: () =>
      api.get(`${base(tenant)}/games/${enc(game)}/promotions`, consolePromotionsSchema),
    enabled: tenant !== '' && game !== '',
  });
}

/** Creates one (id null) or changes one. */
export function useSavePromotion(tenant: string, game: string) {
  return useBrandMutation(tenant, ({ id, body }: { id: number | null; body: PromotionInput }) =>
    id === null
      ? api.post(`${base(tenant)}/games/${enc(game)}/promotions`, body, consolePromotionSchema)
      : api.put(`${base(tenant)}/promotions/${id}`, body, consolePromotionSchema),
  );
}

export function useEndPromotion(tenant: string) {
  return useBrandMutation(tenant, (id: number) =>
    api.post(`${base(tenant)}/promotions/${id}/end`, {}, consolePromotionSchema),
  );
}
