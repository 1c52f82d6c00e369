import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@topup/server/db/client';
import { emulatorAccounts } from '@topup/server/db/tables/emulators';
import type {
  EmulatorAccount,
  EmulatorAccounts,
} from '@topup/server/modules/payments/providers/emulator-accounts';
import type { AnyEmulator } from './emulator.ts';

/**
 * Loads the brands' emulator accounts, generating the missing ones (issue 14: "emulator
 * credentials are generated per brand at start unless given"). Rows are inserted with ON CONFLICT
 * DO NOTHING and read back, so instances starting together on one database agree on one set;
 * fields given in PAYMENT_CREDENTIALS_FILE (mode emulator) replace the stored ones.
 */
export async function loadEmulatorAccounts(
  db: Db,
  opts: {
    tenantIds: readonly string[];
    emulators: readonly AnyEmulator[];
    /** tenant id → provider key → credentials the file gives for emulator mode. */
    given: ReadonlyMap<string, ReadonlyMap<string, unknown>>;
  },
): Promise<EmulatorAccounts> {
  const existing = await db.select().from(emulatorAccounts);
  const have = new Set(existing.map((row) => `${row.tenantId}\u0000${row.provider}`));
  const fresh: (typeof emulatorAccounts.$inferInsert)[] = [];
  for (const tenantId of opts.tenantIds) {
    for (const emulator of opts.emulators) {
      const given = opts.given.get(tenantId)?.get(emulator.key);
      if (given !== undefined) {
        // The file may give some fields only (a known webhook secret): the rest is generated.
        const stored = existing.find((r) => r.tenantId === tenantId && r.provider === emulator.key);
        const base = stored?.credentials ?? (await emulator.generateCredentials(tenantId));
        const credentials = { ...(base as object), ...(given as object) };
        await db
          .insert(emulatorAccounts)
          .values({ tenantId, provider: emulator.key, credentials })
          .onConflictDoUpdate({
            target: [emulatorAccounts.tenantId, emulatorAccounts.provider],
            set: { credentials: sql`excluded.credentials` },
          });
        continue;
      }
      if (have.has(`${tenantId}\u0000${emulator.key}`)) {
        const stored = existing.find((r) => r.tenantId === tenantId && r.provider === emulator.key);
        const completed = stored && emulator.completeCredentials?.(stored.credentials);
        if (completed) {
          await db
            .update(emulatorAccounts)
            .set({ credentials: completed as Record<string, unknown> })
            .where(
              and(
                eq(emulatorAccounts.tenantId, tenantId),
                eq(emulatorAccounts.provider, emulator.key),
              ),
            );
        }
        continue;
      }
      const credentials = (await emulator.generateCredentials(tenantId)) as Record<string, unknown>;
      fresh.push({ tenantId, provider: emulator.key, credentials });
    }
  }
  if (fresh.length > 0) await db.insert(emulatorAccounts).values(fresh).onConflictDoNothing();
  const rows = await db.select().from(emulatorAccounts);
  const keys = new Set(opts.emulators.map((e) => e.key));
  const tenants = new Set(opts.tenantIds);
  const byKey = new Map<string, EmulatorAccount<unknown>>();
  const byProvider = new Map<string, EmulatorAccount<unknown>[]>();
  for (const row of rows) {
    if (!keys.has(row.provider) || !tenants.has(row.tenantId)) continue;
    const account = { tenantId: row.tenantId, credentials: row.credentials as unknown };
    byKey.set(`${row.tenantId}\u0000${row.provider}`, account);
    byProvider.set(row.provider, [...(byProvider.get(row.provider) ?? []), account]);
  }
  return {
    get: (tenantId, provider) => byKey.get(`${tenantId}\u0000${provider}`) ?? null,
    find: (provider, match) => byProvider.get(provider)?.find((a) => match(a.credentials)) ?? null,
    list: () =>
      [...byKey.keys()].map((key) => {
        const [tenantId = '', provider = ''] = key.split('\u0000');
        return { tenantId, provider };
      }),
  };
}
