import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consoleBrandsSchema,
  consoleGamesSchema,
  consoleGoodsListSchema,
  consoleGoodsSchema,
  consoleMethodSchema,
  consoleMethodsSchema,
  goodsTypeSchema,
  goodsTypesSchema,
  type GoodsCreate,
  type MethodCreate,
} from '@topup/contracts/console-catalog';
import type { CodeStatus } from '@topup/contracts/console-codes';
import { api, withQuery } from '../../shared/api.ts';

// The catalog's server calls and their cache keys. Every change refetches the lists of its brand.

export const base = (tenant: string) => `/api/console/catalog/${encodeURIComponent(tenant)}`;
export const enc = encodeURIComponent;

export const catalogKeys = {
  brands: ['catalog', 'brands'] as const,
  games: (tenant: string) => ['catalog', tenant, 'games'] as const,
  types: (tenant: string, game: string) => ['catalog', tenant, 'types', game] as const,
  goods: (tenant: string, game: string) => ['catalog', tenant, 'goods', game] as const,
  methods: (tenant: string, country: string) => ['catalog', tenant, 'methods', country] as const,
  events: (tenant: string, game: string) => ['catalog', tenant, 'events', game] as const,
  vip: (tenant: string) => ['catalog', tenant, 'vip'] as const,
  gifts: (tenant: string, game: string) => ['catalog', tenant, 'gifts', game] as const,
  offers: (tenant: string, game: string) => ['catalog', tenant, 'offers', game] as const,
  cards: (tenant: string, filter: CodeFilter) => ['catalog', tenant, 'cards', filter] as const,
  giftCodes: (tenant: string, filter: CodeFilter) =>
    ['catalog', tenant, 'gift-codes', filter] as const,
};

/** A code or card listing's filter: a state ('' = any) and a search text. */
export type CodeFilter = { status: '' | CodeStatus; q: string };

export function useBrands({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: catalogKeys.brands,
    queryFn: () => api.get('/api/console/catalog/brands', consoleBrandsSchema),
    enabled,
  });
}

export function useGames(tenant: string) {
  return useQuery({
    queryKey: catalogKeys.games(tenant),
    queryFn: () => api.get(`${base(tenant)}/games`, consoleGamesSchema),
    enabled: tenant !== '',
  });
}

export function useTypes(tenant: string, game: string) {
  return useQuery({
    queryKey: catalogKeys.types(tenant, game),
    queryFn: () => api.get(`${base(tenant)}/games/${enc(game)}/types`, goodsTypesSchema),
    enabled: tenant !== '' && game !== '',
  });
}

export function useGoods(tenant: string, game: string) {
  return useQuery({
    queryKey: catalogKeys.goods(tenant, game),
    queryFn: () => api.get(`${base(tenant)}/games/${enc(game)}/goods`, consoleGoodsListSchema),
    enabled: tenant !== '' && game !== '',
  });
}

export function useMethods(tenant: string, country: string) {
  return useQuery({
    queryKey: catalogKeys.methods(tenant, country),
    queryFn: () => api.get(withQuery(`${base(tenant)}/methods`, { country }), consoleMethodsSchema),
    enabled: tenant !== '',
  });
}

/**
 * Changes refetch everything of the brand: lists are small and must never show old rows.
 * `secret`: the answer holds what must not outlive the screen showing it (a batch's codes), so the
 * mutation cache forgets it as soon as nothing observes it.
 */
export function useBrandMutation<V, R>(
  tenant: string,
  fn: (vars: V) => Promise<R>,
  { secret = false }: { secret?: boolean } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalog', tenant] }),
    ...(secret ? { gcTime: 0 } : {}),
  });
}

export type TypeWrite = { type_key: string; names: Record<string, string>; sort: number };

export function useSaveType(tenant: string, game: string) {
  return useBrandMutation(tenant, ({ type_key, ...body }: TypeWrite) =>
    api.put(`${base(tenant)}/games/${enc(game)}/types/${enc(type_key)}`, body, goodsTypeSchema),
  );
}

/** Creates goods (`create`) or replaces an existing item's fields. */
export function useSaveGoods(tenant: string, game: string) {
  return useBrandMutation(tenant, ({ create, body }: { create: boolean; body: GoodsCreate }) => {
    if (create)
      return api.post(`${base(tenant)}/games/${enc(game)}/goods`, body, consoleGoodsSchema);
    const { product_id, ...fields } = body;
    return api.put(`${base(tenant)}/goods/${enc(product_id)}`, fields, consoleGoodsSchema);
  });
}

export function useSaveMethod(tenant: string) {
  return useBrandMutation(tenant, ({ create, body }: { create: boolean; body: MethodCreate }) => {
    if (create) return api.post(`${base(tenant)}/methods`, body, consoleMethodSchema);
    const { country, payway_id, channel_id = '', ...fields } = body;
    return api.put(
      `${base(tenant)}/methods/${enc(country)}/${enc(`${payway_id}_${channel_id}`)}`,
      fields,
      consoleMethodSchema,
    );
  });
}
