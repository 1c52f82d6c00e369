import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';

// Tables stay unqualified (no pgSchema) so a connection's search_path picks the schema: tests
// run each file in a throwaway schema on a shared PostgreSQL. Foreign keys would break that
// (drizzle-kit writes them as "public"."table"), so cross-table rules live in services.

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
    // A sub-game (SPEC §3 sub_game) names the game code it belongs to.
    parentCode: text('parent_code'),
    // The game list pre-selects the flagged game (else the first).
    isSelectGame: boolean('is_select_game').notNull().default(false),
    termsUrl: text('terms_url'),
    privacyUrl: text('privacy_url'),
    // The publisher's key art (a same-origin path), set in the console; null: the shop's own
    // art for its own game pictures (tenants/key-art.ts). Not in the brand file, so the start's
    // sync (tenant-sync.ts) leaves it alone.
    keyArt: text('key_art'),
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
