import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Which publisher game server answers for a brand's game (issue 16). A game without a row keeps
// the fallback gateway: the demo game in a demo shop, "game unavailable" in production.
export const gameGateways = pgTable(
  'game_gateways',
  {
    tenantId: text('tenant_id').notNull(),
    gameCode: text('game_code').notNull(),
    /** Base URL of the game server's protocol endpoints (docs/GAME-GATEWAY.md). */
    url: text('url').notNull(),
    /** The HMAC key shared with the game. Sealed with SECRETS_KEY (lib/secret-box.ts) when set; never logged. */
    secret: text('secret').notNull(),
    timeoutMs: integer('timeout_ms').notNull().default(5_000),
    /** Further attempts after a network error, a timeout or a 5xx. */
    retries: integer('retries').notNull().default(2),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.gameCode] })],
);
