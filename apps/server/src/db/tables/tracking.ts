import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

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
