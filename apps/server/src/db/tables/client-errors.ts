import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The app's reports of failed API calls (POST /api/client-errors), per brand, newest kept: the
 * receiver prunes each brand down to CLIENT_ERRORS_KEEP rows. Paths and pages are stored without
 * secret parameters; no client address is kept.
 */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id').notNull(),
    demo: boolean('demo').notNull().default(false),
    path: text('path').notNull(),
    attempt: integer('attempt').notNull(),
    origin: text('origin').notNull(),
    error: text('error').notNull(),
    page: text('page'),
    userAgent: text('user_agent'),
    // The report's own request: joins it to the server's log lines.
    requestId: text('request_id').notNull(),
    clientTs: timestamp('client_ts', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_errors_tenant_id_idx').on(t.tenantId, t.id)],
);
