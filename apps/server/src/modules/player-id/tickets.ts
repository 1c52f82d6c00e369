import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playerLookups } from '../../db/tables/player-lookups.ts';

/** How long a confirmed character can be paid for: the time to choose goods and a method. */
export const TICKET_TTL_MS = 15 * 60 * 1000;

export type TicketRow = typeof playerLookups.$inferSelect;

/** Only the hash is stored: a database read gives no ticket that could pay or read an order. */
export const hashTicket = (ticket: string): string =>
  createHash('sha256').update(ticket).digest('base64url');

export function createTicketRepository(db: Db) {
  return {
    /** A new ticket for the character; lookups long past their time are cleared on the way. */
    async issue(
      row: Omit<TicketRow, 'ticketHash' | 'createdAt' | 'expiresAt'>,
      now: Date,
    ): Promise<{ ticket: string; expiresAt: Date }> {
      const ticket = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
      await db.delete(playerLookups).where(lt(playerLookups.expiresAt, now));
      await db
        .insert(playerLookups)
        .values({ ...row, ticketHash: hashTicket(ticket), createdAt: now, expiresAt });
      return { ticket, expiresAt };
    },

    /** The brand's lookup behind a ticket, live or not (the caller decides what expiry means). */
    async find(tenantId: string, ticket: string): Promise<TicketRow | null> {
      const [row] = await db
        .select()
        .from(playerLookups)
        .where(
          and(
            eq(playerLookups.tenantId, tenantId),
            eq(playerLookups.ticketHash, hashTicket(ticket)),
          ),
        )
        .limit(1);
      return row ?? null;
    },
  };
}

export type TicketRepository = ReturnType<typeof createTicketRepository>;
