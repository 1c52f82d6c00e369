import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * A promotion on a game's goods page (issue 29 item 9), made by the publisher in the console:
 * title and optional text per language, at most one link (goods of the same game, or a path on
 * the shop), a window, an active flag and a display order. ended_at: ended by staff, final.
 * seed_key names a demo row, so the demo seed adds it once and never again (issue 31).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id').notNull(),
    gameCode: text('game_code').notNull(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    texts: jsonb('texts').$type<Record<string, string>>().notNull().default({}),
    linkProductId: text('link_product_id'),
    linkPath: text('link_path'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    seedKey: text('seed_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promotions_tenant_game_idx').on(t.tenantId, t.gameCode),
    unique('promotions_seed_key_uq').on(t.tenantId, t.seedKey),
    check(
      'promotions_shape_check',
      sql`${t.startsAt} < ${t.endsAt} and (${t.linkProductId} is null or ${t.linkPath} is null)`,
    ),
  ],
);
