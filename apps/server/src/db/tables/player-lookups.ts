import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Player-id lookups (issue 29 item 14, docs/decisions/0038): the character a person who is not
 * logged in confirmed, under the hash of the ticket they were given. A pay call with the ticket
 * buys for exactly this character until expires_at; orders made with it keep the hash, so the
 * ticket stays the key that follows them (the order link) after it can no longer pay.
 */
export const playerLookups = pgTable(
  'player_lookups',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    gameCode: text('game_code').notNull(),
    clientId: text('client_id').notNull(),
    roleId: text('role_id').notNull(),
    serverId: text('server_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('player_lookups_expiry_idx').on(t.expiresAt)],
);
