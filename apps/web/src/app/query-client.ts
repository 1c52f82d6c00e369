import { QueryClient } from '@tanstack/react-query';

// The API client already retries with backoff and host rotation (SPEC §9); a second retry layer
// would multiply waits on a bad network.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
