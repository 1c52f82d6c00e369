import { queryOptions } from '@tanstack/react-query';

// The goods page's promotions. The fetcher and its schema are a chunk of their own, imported on
// the first fetch: every goods page asks, and the first page's JS budget is nearly used up.
export function promotionsQuery(clientId: string) {
  return queryOptions({
    queryKey: ['promotions', clientId] as const,
    queryFn: ({ signal }) =>
      import('./fetch-promotions.ts').then((m) => m.fetchPromotions(clientId, signal)),
    retry: false,
    staleTime: 60_000,
  });
}
