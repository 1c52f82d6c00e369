import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/tables/accounts.ts';
import { accountIdentities } from '../../db/tables/identity.ts';
import type { AccountRow } from '../accounts/repository.ts';
import type { ExternalIdentity } from './identity-provider.ts';

// Never a valid scrypt hash (accounts/password.ts): an account made by a third-party login has
// no password and cannot be opened with one.
export const NO_PASSWORD = '!external';

type Key = { tenantId: string; gpId: number; identity: ExternalIdentity };

const keyWhere = ({ tenantId, gpId, identity }: Key) =>
  and(
    eq(accountIdentities.tenantId, tenantId),
    eq(accountIdentities.gpId, gpId),
    eq(accountIdentities.provider, identity.provider),
    eq(accountIdentities.subject, identity.subject),
  );

export function createIdentityLinks(db: Db) {
  async function linkedAccount(key: Key): Promise<AccountRow | undefined> {
    const rows = await db
      .select({ account: accounts })
      .from(accountIdentities)
      .innerJoin(
        accounts,
        and(
          eq(accounts.tenantId, accountIdentities.tenantId),
          eq(accounts.suid, accountIdentities.suid),
        ),
      )
      .where(keyWhere(key))
      .limit(1);
    return rows[0]?.account;
  }

  return {
    linkedAccount,

    /**
     * The game account of this identity on this brand's game product; the first login creates
     * one (the publisher's rule here: one new account per identity and game product). Two first
     * logins at once: the link's primary key lets one win, the other reads the winner's.
     * `created`: this call made the account (true for the winner only).
     */
    async findOrCreate(key: Key, now: Date): Promise<{ account: AccountRow; created: boolean }> {
      const existing = await linkedAccount(key);
      if (existing) {
        await db.update(accountIdentities).set({ lastLoginAt: now }).where(keyWhere(key));
        return { account: existing, created: false };
      }
      const { tenantId, gpId, identity } = key;
      const suid = String(randomInt(100_000_000_000, 1_000_000_000_000));
      const created = await db
        .transaction(async (tx) => {
          const [account] = await tx
            .insert(accounts)
            .values({
              tenantId,
              suid,
              // Unique per brand and never typed at the password login (no password).
              username: `${identity.provider}:${gpId}:${identity.subject}`.toLowerCase(),
              displayName: identity.name?.slice(0, 64) || `${identity.provider}_${suid.slice(-6)}`,
              passwordHash: NO_PASSWORD,
              createdAt: now,
            })
            .onConflictDoNothing()
            .returning();
          if (!account) return null;
          const linked = await tx
            .insert(accountIdentities)
            .values({
              tenantId,
              gpId,
              provider: identity.provider,
              subject: identity.subject,
              suid,
              createdAt: now,
              lastLoginAt: now,
            })
            .onConflictDoNothing()
            .returning({ suid: accountIdentities.suid });
          if (linked.length === 0) {
            // Someone else linked it first: drop our account again.
            tx.rollback();
          }
          return account;
        })
        .catch((err: unknown) => {
          if ((err as Error).name === 'TransactionRollbackError') return null;
          throw err;
        });
      if (created) return { account: created, created: true };
      const winner = await linkedAccount(key);
      if (!winner) throw new Error('identity link vanished after a concurrent first login');
      return { account: winner, created: false };
    },
  };
}

export type IdentityLinks = ReturnType<typeof createIdentityLinks>;
