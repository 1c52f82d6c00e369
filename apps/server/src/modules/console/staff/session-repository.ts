import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { staffSessions } from '../../../db/tables/console.ts';

/** Console browser sessions (the auth hook reads them in auth-plugin.ts). */
export async function startSession(
  db: Db,
  session: { tokenHash: string; staffId: string; csrfToken: string; at: Date; ttlMs: number },
): Promise<void> {
  await db.insert(staffSessions).values({
    tokenHash: session.tokenHash,
    staffId: session.staffId,
    csrfToken: session.csrfToken,
    createdAt: session.at,
    expiresAt: new Date(session.at.getTime() + session.ttlMs),
  });
}

/** Ends the session with this token hash; false when there was none (already logged out). */
export async function endSession(db: Db, tokenHash: string): Promise<boolean> {
  const ended = await db
    .delete(staffSessions)
    .where(eq(staffSessions.tokenHash, tokenHash))
    .returning({ staffId: staffSessions.staffId });
  return ended.length > 0;
}
