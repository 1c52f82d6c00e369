import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { Secret } from 'otpauth';
import type { Db } from '../../db/client.ts';
import { staffAccounts } from '../../db/tables/console.ts';
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
export async function createStaff(db: Db, input: NewStaff): Promise<StaffRow> {
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
