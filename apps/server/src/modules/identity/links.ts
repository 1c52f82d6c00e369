import { randomInt } from 'node:crypto';
import { and, eq, TransactionRollbackError } from 'drizzle-orm';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/tables/accounts.ts';
import { accountIdentities } from '../../db/tables/identity.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AccountRow } from '../accounts/repository.ts';
import type { ExternalIdentity } from './identity-provider.ts';

// Never a valid scrypt hash (accounts/password.ts): an account made by a third-party login has
// no password and cannot be opened with one.
export const NO_PASSWORD = '!external';

type Key = { tenantId: string; gpId: number; identity: ExternalIdentity };

/**
 * The placeholder username of an account a third-party login made: lower-case, as every username
 * is (support finds accounts by it, password logins fold case). It is a label, never the key: the
 * link keeps the provider's subject exactly (Huawei's UnionIDs are case-sensitive, decision 0033).
 * Two subjects differing only in case fold to one label; the second gets its suid appended.
 */
export const externalUsername = (key: Key, suid?: string) =>
  `${key.identity.provider}:${key.gpId}:${key.identity.subject}${suid ? `:${suid}` : ''}`.toLowerCase();

const newSuid = () => String(randomInt(100_000_000_000, 1_000_000_000_000));
// A taken label, then (astronomically unlikely) a taken suid: more tries than that is a fault.
const CREATE_TRIES = 3;

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

  /** A new account and its link in one transaction; null when either already existed. */
  async function createLinked(
    key: Key,
    suid: string,
    username: string,
    now: Date,
  ): Promise<AccountRow | null> {
    const { tenantId, gpId, identity } = key;
    return db
      .transaction(async (tx) => {
        const [account] = await tx
          .insert(accounts)
          .values({
            tenantId,
            suid,
            username,
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
        // Drizzle's rollback error keeps the name DrizzleError: match the class, not the name.
        if (err instanceof TransactionRollbackError) return null;
        throw err;
      });
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
      for (let attempt = 0; attempt < CREATE_TRIES; attempt++) {
        const suid = newSuid();
        const username = externalUsername(key, attempt === 0 ? undefined : suid);
        const created = await createLinked(key, suid, username, now);
        if (created) return { account: created, created: true };
        // Lost a race for this identity: the winner's account. Or the label (or suid) belongs
        // to someone else, a subject that differs only in case: try again with a label of its own.
        const winner = await linkedAccount(key);
        if (winner) return { account: winner, created: false };
      }
      throw new AppError(ResultCode.Unavailable, serverMessage('request.unavailable'), 503);
    },
  };
}

export type IdentityLinks = ReturnType<typeof createIdentityLinks>;
