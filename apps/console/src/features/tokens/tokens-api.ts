import * as z from 'zod/mini';
import { api } from '../../shared/api.ts';

// /api/console/tokens (apps/server/src/modules/console/token-routes.ts).
export const tokenItem = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
});
export type TokenItem = z.infer<typeof tokenItem>;

export const tokensApi = {
  list: () => api.get('/api/console/tokens', z.object({ items: z.array(tokenItem) })),
  create: (name: string) =>
    api.post('/api/console/tokens', { name }, z.object({ token: z.string(), item: tokenItem })),
  revoke: (id: string) =>
    api.delete(`/api/console/tokens/${encodeURIComponent(id)}`, undefined, tokenItem),
};
