import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { Secret } from 'otpauth';
import type { Db } from '../../db/client.ts';
import { staffAccounts, staffApiTokens, staffSessions } from '../../db/tables/console.ts';
import type { Tx } from '../orders/types.ts';
import { hashPassword } from '../accounts/password.ts';
import type { StaffRole } from './staff.ts';

export type StaffRow = typeof staffAccounts.$inferSelect;

export type NewStaff = {
  email: string;
  password: string;
  role: StaffRole;
  tenantIds: readonly string[];
  /** Base32; a fresh 160-bit secret (RFC 4226 §4 recommends ≥ 128 bits) unless given (demo). */
  totpSecret?: string;
  /** Who made the account, and through which API token if any (disabled with that token). */
  createdBy?: { staffId: string; tokenId: string | null };
};

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Creates a staff member; answers the row (with the TOTP secret the caller shows once). */
export async function createStaff(db: Db | Tx, input: NewStaff): Promise<StaffRow> {
  const [row] = await db
    .insert(staffAccounts)
    .values({
      id: randomUUID(),
      email: normalizeEmail(input.email),
      passwordHash: await hashPassword(input.password),
      totpSecret: input.totpSecret ?? new Secret({ size: 20 }).base32,
      role: input.role,
      tenantIds: [...input.tenantIds],
      createdByStaffId: input.createdBy?.staffId ?? null,
      createdByTokenId: input.createdBy?.tokenId ?? null,
    })
    .returning();
  return row!;
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.email, normalizeEmail(email)));
  return row ?? null;
}

export async function findStaffById(db: Db, id: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return row ?? null;
}

/**
 * Marks a TOTP time step used, only if it is later than the last one: two logins racing with the
 * same code get one success (RFC 6238 §5.2: a verifier must not accept a code twice).
 */
export async function claimTotpStep(db: Db, staffId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(and(eq(staffAccounts.id, staffId), lt(staffAccounts.totpLastStep, step)))
    .returning({ id: staffAccounts.id });
  return rows.length === 1;
}

/** Every staff member, oldest first (a handful of rows: callers filter by brand in memory). */
export async function listStaff(db: Db | Tx): Promise<StaffRow[]> {
  return db
    .select()
    .from(staffAccounts)
    .orderBy(asc(staffAccounts.createdAt), asc(staffAccounts.email));
}

export async function updateStaff(
  db: Db | Tx,
  id: string,
  change: { role?: StaffRole; tenantIds?: readonly string[] },
): Promise<StaffRow> {
  const [row] = await db
    .update(staffAccounts)
    .set({
      ...(change.role ? { role: change.role } : {}),
      ...(change.tenantIds ? { tenantIds: [...change.tenantIds] } : {}),
    })
    .where(eq(staffAccounts.id, id))
    .returning();
  return row!;
}

/**
 * Disables the account, ends its browser sessions and revokes its API tokens, then disables every
 * account made through one of those tokens, and so on down (issue 28, item 13: what a disabled
 * member's access made stops with it). Accounts the member made while logged in stay: a person who
 * leaves does not take the colleagues they onboarded with them. Answers every row it disabled,
 * the asked-for one first, for the audit log.
 */
export async function disableStaff(db: Db | Tx, id: string, at: Date): Promise<StaffRow[]> {
  const [row] = await db
    .update(staffAccounts)
    .set({ disabledAt: at })
    .where(eq(staffAccounts.id, id))
    .returning();
  await db.delete(staffSessions).where(eq(staffSessions.staffId, id));
  const tokens = await db
    .update(staffApiTokens)
    .set({ revokedAt: at })
    .where(and(eq(staffApiTokens.staffId, id), isNull(staffApiTokens.revokedAt)))
    .returning({ id: staffApiTokens.id });
  // Also the tokens revoked earlier: an account made through one stays tied to it.
  const all = await db
    .select({ id: staffApiTokens.id })
    .from(staffApiTokens)
    .where(eq(staffApiTokens.staffId, id));
  const ids = [...new Set([...tokens, ...all].map((t) => t.id))];
  return [row!, ...(await disableMadeThrough(db, ids, at))];
}

/** Disables the live accounts created through these API tokens (and what those made). */
export async function disableMadeThrough(
  db: Db | Tx,
  tokenIds: readonly string[],
  at: Date,
): Promise<StaffRow[]> {
  if (tokenIds.length === 0) return [];
  const made = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(
      and(inArray(staffAccounts.createdByTokenId, [...tokenIds]), isNull(staffAccounts.disabledAt)),
    );
  const disabled: StaffRow[] = [];
  for (const { id } of made) disabled.push(...(await disableStaff(db, id, at)));
  return disabled;
}
