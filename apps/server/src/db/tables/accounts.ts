import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** Game accounts of a tenant (one publisher account serves all its games). */
export const accounts = pgTable(
  'accounts',
  {
    tenantId: text('tenant_id').notNull(),
    suid: text('suid').notNull(),
    // Lower-cased login name; the display form is kept apart.
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    // scrypt$N$r$p$salt$hash (see modules/accounts/password.ts)
    passwordHash: text('password_hash').notNull(),
    // Accounts sold as prepaid login cards log in with card number + password.
    cardNo: text('card_no'),
    realNameVerified: boolean('real_name_verified').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.suid] }),
    unique('accounts_tenant_username_uq').on(t.tenantId, t.username),
    unique('accounts_tenant_card_uq').on(t.tenantId, t.cardNo),
  ],
);

/** Login tokens: only a hash is stored; bound to tenant and game product. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    suid: text('suid').notNull(),
    gpId: integer('gp_id').notNull(),
    clientId: text('client_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_tenant_suid_idx').on(t.tenantId, t.suid)],
);

/**
 * Failed-login counters per account and per client address, in a fixed window. The window ends on
 * its own, so an attacker can slow the owner down but never lock them out for good.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    tenantId: text('tenant_id').notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.key] }),
    check('login_throttle_failures_check', sql`${t.failures} >= 0`),
  ],
);

/**
 * Known devices (docs/decisions/0010): a random token the server set in a cookie at a successful
 * login, stored hashed and bound to tenant and account. It lets that device log in while the
 * account's failure ceiling is full, so a spread-out attack cannot lock the owner out.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    suid: text('suid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_devices_tenant_suid_idx').on(t.tenantId, t.suid)],
);
