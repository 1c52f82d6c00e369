import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

// Tables stay unqualified (no pgSchema) so a connection's search_path picks the schema: tests
// run each file in a throwaway schema on a shared PostgreSQL. Foreign keys would break that
// (drizzle-kit writes them as "public"."table"), so cross-table rules live in services for now.

/** One row per (tenant, client id): a game on one platform, seeded from the tenant config. */
export const games = pgTable(
  'games',
  {
    tenantId: text('tenant_id').notNull(),
    clientId: text('client_id').notNull(),
    platform: text('platform').notNull(),
    area: text('area').notNull(),
    gameCode: text('game_code').notNull(),
    gpId: integer('gp_id').notNull(),
    name: text('name').notNull(),
    logo: text('logo').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.clientId] }),
    index('games_tenant_sort_idx').on(t.tenantId, t.sort),
    check('games_platform_check', sql`${t.platform} in ('android', 'ios', 'web')`),
  ],
);

/** Page config of SPEC §3; client_id null is the tenant default a game falls back to. */
export const pageConfigs = pgTable(
  'page_configs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id').notNull(),
    clientId: text('client_id'),
    isOpenCoupon: boolean('is_open_coupon').notNull().default(false),
    // Comma list of language codes; null means "the tenant's languages".
    languageConfig: text('language_config'),
    isAreaRole: boolean('is_area_role').notNull().default(false),
    brandColor: text('brand_color'),
  },
  (t) => [
    // NULLS NOT DISTINCT: only one tenant-default row, and ON CONFLICT can find it.
    unique('page_configs_tenant_client_uq').on(t.tenantId, t.clientId).nullsNotDistinct(),
    check('page_configs_brand_color_check', sql`${t.brandColor} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);

/** Events of /service/recharge/dot.php ('dot') and api.php ('order'). */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id').notNull(),
    demo: boolean('demo').notNull().default(false),
    kind: text('kind').notNull(),
    event: text('event').notNull(),
    eventId: text('event_id').notNull(),
    session: text('session'),
    userRef: text('user_ref'),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    clientTs: timestamp('client_ts', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A beacon batch may be resent; the client's event id makes the retry harmless.
    unique('tracking_events_tenant_event_uq').on(t.tenantId, t.eventId),
    index('tracking_events_tenant_received_idx').on(t.tenantId, t.receivedAt),
    check('tracking_events_kind_check', sql`${t.kind} in ('dot', 'order')`),
  ],
);
