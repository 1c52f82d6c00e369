import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
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
  return findSessionWith(db, q, () => ({}));
}

/** The logged-in player's keys a module's parts are read by (columns of the session's rows). */
export type PlayerKeys = { tenantId: typeof authTokens.tenantId; suid: typeof accounts.suid };

/** Values a module reads about the player beside the session: scalar subqueries on its keys. */
export type PlayerParts = Record<string, SQL<unknown>>;
export type PartsOf<P extends PlayerParts> = {
  [K in keyof P]: P[K] extends SQL<infer V> ? V : never;
};

/**
 * As findSession, and in the same statement the player's own parts a page needs (VIP points, its
 * levels…), each a subquery on the session's tenant and suid: one round trip for a logged-in
 * player's read instead of the session's and then one per part (issue 32). No live session: no
 * row, and no part is read.
 */
export async function findSessionWith<P extends PlayerParts>(
  db: Db,
  q: { tenantId: string; token: string; clientId: string; now: Date },
  parts: (keys: PlayerKeys) => P,
): Promise<(Session & PartsOf<P>) | undefined> {
  const extra = parts({ tenantId: authTokens.tenantId, suid: accounts.suid });
  const rows = await db
    .select({
      ...extra,
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
  return rows[0] as (Session & PartsOf<P>) | undefined;
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
