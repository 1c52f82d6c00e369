import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, authTokens } from '../db/tables/accounts.ts';
import { games } from '../db/tables/config.ts';
import { hashToken } from '../lib/token-hash.ts';

// The session lookups the auth guards run on every call: here, under the auth plugin, so the
// kernel imports no module (ADR 0042). The accounts module issues and revokes the tokens.

// The token by its hash (the primary key), on this tenant, unrevoked and unexpired.
function liveToken(q: { tenantId: string; token: string; now: Date }) {
  return and(
    eq(authTokens.tokenHash, hashToken(q.token)),
    eq(authTokens.tenantId, q.tenantId),
    isNull(authTokens.revokedAt),
    gt(authTokens.expiresAt, q.now),
  );
}

export type Session = {
  tenantId: string;
  suid: string;
  username: string;
  gpId: number;
  clientId: string;
  realNameVerified: boolean;
  expiresAt: Date;
};

/**
 * The live session of `token` for `clientId`'s game product on this tenant, in one query: the
 * token (by its hash, the primary key) must be unrevoked and unexpired, and its gp_id must be the
 * gp_id of the client id's game row in the same tenant. A token from another brand or another
 * game product, or an unknown client id, finds nothing.
 */
export async function findSession(
  db: Db,
  q: { tenantId: string; token: string; clientId: string; now: Date },
): Promise<Session | undefined> {
  const rows = await db
    .select({
      tenantId: authTokens.tenantId,
      suid: accounts.suid,
      username: accounts.displayName,
      gpId: authTokens.gpId,
      clientId: games.clientId,
      realNameVerified: accounts.realNameVerified,
      expiresAt: authTokens.expiresAt,
    })
    .from(authTokens)
    .innerJoin(
      accounts,
      and(eq(accounts.tenantId, authTokens.tenantId), eq(accounts.suid, authTokens.suid)),
    )
    .innerJoin(
      games,
      and(
        eq(games.tenantId, authTokens.tenantId),
        eq(games.clientId, q.clientId),
        eq(games.gpId, authTokens.gpId),
      ),
    )
    .where(liveToken(q))
    .limit(1);
  return rows[0];
}

/**
 * Whether `token` is a live login on this tenant, whatever game product it is for. Lookups that
 * must not tell an unknown record from another game's (getOrderInfo) check this first, so the
 * -600 answer depends on the token alone.
 */
export async function isLiveToken(
  db: Db,
  q: { tenantId: string; token: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .select({ tokenHash: authTokens.tokenHash })
    .from(authTokens)
    .where(liveToken(q))
    .limit(1);
  return rows.length > 0;
}
