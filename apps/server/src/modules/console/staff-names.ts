import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffAccounts } from '../../db/tables/console.ts';

/**
 * Staff members by id as people know them — their login e-mail, the only name a member has — for
 * screens that say who did something ("lifted by mia@publisher.example", not "staff:3f2a…").
 */
export async function staffNamesById(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: staffAccounts.id, email: staffAccounts.email })
    .from(staffAccounts)
    .where(inArray(staffAccounts.id, unique));
  return new Map(rows.map((r) => [r.id, r.email]));
}
