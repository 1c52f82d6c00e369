import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '@topup/server/db/client';
import { demoAccounts } from '../demo-accounts.ts';
import { accounts } from '@topup/server/db/tables/accounts';
import { hashPassword } from '@topup/server/modules/accounts/password';

type AccountInsert = typeof accounts.$inferInsert;

// Demo passwords are public (README), so a salt per account would protect nothing. A salt
// derived from the password keeps the seed deterministic and lets the 64 demo rows share a
// couple of hashes: a fresh database (every test file) costs ~2 scrypts instead of 64.
const demoHashes = new Map<string, Promise<string>>();

function demoHash(password: string): Promise<string> {
  let hash = demoHashes.get(password);
  if (!hash) {
    const salt = createHash('sha256').update(`topup-demo-salt\u0000${password}`).digest();
    hash = hashPassword(password, salt.subarray(0, 16));
    demoHashes.set(password, hash);
  }
  return hash;
}

/**
 * Demo game accounts of seed/demo-accounts.ts for every tenant. Idempotent: only missing rows are
 * inserted (and only their passwords hashed, in parallel); existing rows are left as they are.
 */
export async function seedAccounts(db: Db, tenants: readonly Tenant[]): Promise<void> {
  if (tenants.length === 0) return;
  const existing = await db
    .select({ tenantId: accounts.tenantId, suid: accounts.suid })
    .from(accounts)
    .where(
      inArray(
        accounts.tenantId,
        tenants.map((t) => t.id),
      ),
    );
  const have = new Set(existing.map((row) => `${row.tenantId}\u0000${row.suid}`));
  const missing = tenants.flatMap((tenant) =>
    demoAccounts
      .filter((a) => !have.has(`${tenant.id}\u0000${a.suid}`))
      .map((a) => ({ tenant, account: a })),
  );
  if (missing.length === 0) return;

  const rows: AccountInsert[] = await Promise.all(
    missing.map(async ({ tenant, account }) => ({
      tenantId: tenant.id,
      suid: account.suid,
      username: account.username.toLowerCase(),
      displayName: account.username,
      passwordHash: await demoHash(account.password),
      cardNo: account.cardNo ?? null,
      realNameVerified: account.realNameVerified,
    })),
  );
  // Another instance seeding at the same moment may have won a row: leave it.
  await db.insert(accounts).values(rows).onConflictDoNothing();
}
