import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * Queries with no data yet that would fetch in a browser: the ones a route's loader started and
 * the ones a server render registered (TanStack Query never fetches during a server render).
 * A query switched off (`enabled: false`, e.g. one that needs a login) is not the server's to run.
 */
export function pendingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending') return false;
      const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
      return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
    });
}
