import { QueryClient } from '@tanstack/react-query';
import { ApiError, NO_ANSWER } from '../shared/api.ts';

// Only a missing answer is worth one more try; a -403 or -404 will not change by asking again.
// Changes are never retried: the first one may have been applied.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        retry: (failures, error) =>
          failures < 1 && error instanceof ApiError && error.code === NO_ANSWER,
      },
      mutations: { retry: false },
    },
  });
}
