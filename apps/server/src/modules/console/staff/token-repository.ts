import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { staffApiTokens } from '../../../db/tables/console.ts';
import type { Tx } from '../../orders/types.ts';

export type TokenRow = typeof staffApiTokens.$inferSelect;
type Q = Db | Tx;

/** A staff member's API tokens, newest first. */
export function listTokens(db: Q, staffId: string): Promise<TokenRow[]> {
  return db
    .select()
    .from(staffApiTokens)
    .where(eq(staffApiTokens.staffId, staffId))
    .orderBy(desc(staffApiTokens.createdAt));
}

/** How many of the member's tokens are not revoked (expired ones count until revoked). */
export async function countActiveTokens(db: Q, staffId: string): Promise<number> {
  const [active] = await db
    .select({ n: count() })
    .from(staffApiTokens)
    .where(and(eq(staffApiTokens.staffId, staffId), isNull(staffApiTokens.revokedAt)));
  return active?.n ?? 0;
}

export async function insertToken(
  db: Q,
  token: {
    tokenHash: string;
    id: string;
    staffId: string;
    name: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<TokenRow> {
  const [inserted] = await db.insert(staffApiTokens).values(token).returning();
  return inserted!;
}

/** One of the member's own tokens; another member's answers like a missing one (null). */
export async function findOwnToken(db: Q, staffId: string, id: string): Promise<TokenRow | null> {
  const [row] = await db
    .select()
    .from(staffApiTokens)
    .where(and(eq(staffApiTokens.id, id), eq(staffApiTokens.staffId, staffId)));
  return row ?? null;
}

export async function revokeToken(db: Q, id: string, at: Date): Promise<TokenRow> {
  const [row] = await db
    .update(staffApiTokens)
    .set({ revokedAt: at })
    .where(eq(staffApiTokens.id, id))
    .returning();
  return row!;
}
