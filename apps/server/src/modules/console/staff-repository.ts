import { randomUUID } from 'node:crypto';
import { and, asc, eq, lt } from 'drizzle-orm';
import { Secret } from 'otpauth';
import type { Db } from '../../db/client.ts';
import { staffAccounts, staffSessions } from '../../db/tables/console.ts';
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

/** Disables the account and ends its browser sessions; its API tokens stop with the account. */
export async function disableStaff(db: Db | Tx, id: string, at: Date): Promise<StaffRow> {
  const [row] = await db
    .update(staffAccounts)
    .set({ disabledAt: at })
    .where(eq(staffAccounts.id, id))
    .returning();
  await db.delete(staffSessions).where(eq(staffSessions.staffId, id));
  return row!;
}
