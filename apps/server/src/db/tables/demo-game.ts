import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// The demo game behind the built-in GameGateway (games/demo): its servers and characters. A
// publisher's real game servers replace it through the http gateway; nothing else reads these.

export const demoServers = pgTable(
  'demo_servers',
  {
    tenantId: text('tenant_id').notNull(),
    gameCode: text('game_code').notNull(),
    serverId: text('server_id').notNull(),
    name: text('name').notNull(),
    area: text('area').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.gameCode, t.serverId] }),
    index('demo_servers_area_idx').on(t.tenantId, t.gameCode, t.area),
  ],
);

export const demoRoles = pgTable(
  'demo_roles',
  {
    tenantId: text('tenant_id').notNull(),
    gameCode: text('game_code').notNull(),
    roleId: text('role_id').notNull(),
    serverId: text('server_id').notNull(),
    suid: text('suid').notNull(),
    name: text('name').notNull(),
    level: integer('level').notNull().default(1),
    // Demo only (issue 18): the game refuses this character's deliveries until then, so a shop
    // can show "delayed" and the make-good end to end (POST /api/demo-game/role/slow).
    refuseDeliveriesUntil: timestamp('refuse_deliveries_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.gameCode, t.roleId] }),
    index('demo_roles_owner_idx').on(t.tenantId, t.gameCode, t.suid),
  ],
);

/** What each character holds of each in-game currency (delivered goods add to it). */
export const demoBalances = pgTable(
  'demo_balances',
  {
    tenantId: text('tenant_id').notNull(),
    gameCode: text('game_code').notNull(),
    roleId: text('role_id').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.gameCode, t.roleId] })],
);

/** The game's delivery log; delivery_id is unique, so a repeated delivery is a no-op. */
export const demoDeliveries = pgTable(
  'demo_deliveries',
  {
    deliveryId: text('delivery_id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    gameCode: text('game_code').notNull(),
    roleId: text('role_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
    /** Taken back after a refund or chargeback; at most once (issue 14). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** What the character had already spent of it: the part the game could not take back. */
    revokeShortfall: bigint('revoke_shortfall', { mode: 'number' }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('demo_deliveries_role_idx').on(t.tenantId, t.gameCode, t.roleId)],
);
