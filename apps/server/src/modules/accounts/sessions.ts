import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens } from '../../db/tables/accounts.ts';
import { hashToken } from './tokens.ts';

/** Idempotent: the first revocation time is kept; true when the token exists on this tenant. */
export async function revokeToken(
  db: Db,
  q: { tenantId: string; token: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: sql`coalesce(${authTokens.revokedAt}, ${q.now.toISOString()}::timestamptz)` })
    .where(and(eq(authTokens.tokenHash, hashToken(q.token)), eq(authTokens.tenantId, q.tenantId)))
    .returning({ tokenHash: authTokens.tokenHash });
  return rows.length > 0;
}
