import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, authTokens } from '../../db/tables/accounts.ts';
import { games } from '../../db/tables/config.ts';
import { findSession } from '../../plugins/session-lookup.ts';
import { revokeToken } from './sessions.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type LoginGame = { clientId: string; gpId: number; gameCode: string };
export type NewToken = typeof authTokens.$inferInsert;

export function createAccountsRepository(db: Db) {
  return {
    /** The game product a client id belongs to, looked up here: never trusted from the client. */
    async findGame(tenantId: string, clientId: string): Promise<LoginGame | undefined> {
      const rows = await db
        .select({ clientId: games.clientId, gpId: games.gpId, gameCode: games.gameCode })
        .from(games)
        .where(and(eq(games.tenantId, tenantId), eq(games.clientId, clientId)))
        .limit(1);
      return rows[0];
    },

    async findByUsername(tenantId: string, username: string): Promise<AccountRow | undefined> {
      const rows = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.tenantId, tenantId), eq(accounts.username, username)))
        .limit(1);
      return rows[0];
    },

    async findByCard(tenantId: string, cardNo: string): Promise<AccountRow | undefined> {
      const rows = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.tenantId, tenantId), eq(accounts.cardNo, cardNo)))
        .limit(1);
      return rows[0];
    },

    async insertToken(row: NewToken): Promise<void> {
      await db.insert(authTokens).values(row);
    },

    findSession: (q: Parameters<typeof findSession>[1]) => findSession(db, q),
    revokeToken: (q: Parameters<typeof revokeToken>[1]) => revokeToken(db, q),
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
