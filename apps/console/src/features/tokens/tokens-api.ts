import * as z from 'zod/mini';
import { api } from '../../shared/api.ts';

// /api/console/tokens (apps/server/src/modules/console/token-routes.ts).
export const tokenItem = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
  /** Refused from then on (issue 28: tokens expire, 90 days by default). */
  expiresAt: z.string(),
});
export type TokenItem = z.infer<typeof tokenItem>;

export const tokensApi = {
  list: () => api.get('/api/console/tokens', z.object({ items: z.array(tokenItem) })),
  /** expiresInDays omitted: the server's lifetime (CONSOLE_TOKEN_TTL_DAYS, 90 by default). */
  create: ({ name, expiresInDays }: { name: string; expiresInDays?: number }) =>
    api.post(
      '/api/console/tokens',
      { name, ...(expiresInDays ? { expiresInDays } : {}) },
      z.object({ token: z.string(), item: tokenItem }),
    ),
  revoke: (id: string) =>
    api.delete(`/api/console/tokens/${encodeURIComponent(id)}`, undefined, tokenItem),
};
