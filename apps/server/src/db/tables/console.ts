import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// The publisher console's staff (issue 16, modules/console). Staff are not players: their own
// table, their own sessions on the console host only, never a tenant's auth_tokens.

/** A staff member: one role, scoped to some brands ('*' in tenant_ids would be all; not used). */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    /** Lower-cased; the login name. */
    email: text('email').notNull().unique(),
    /** scrypt (modules/accounts/password.ts). */
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret (RFC 6238); the second factor every login asks for. */
    totpSecret: text('totp_secret').notNull(),
    /** The last TOTP time step accepted: a code is good once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    role: text('role').notNull(),
    /** Canonical tenant ids this member may see and change. */
    tenantIds: jsonb('tenant_ids').$type<string[]>().notNull().default([]),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The member who created this account (null: seeded, or made before issue 28). */
    createdByStaffId: text('created_by_staff_id'),
    /**
     * The API token it was created through, if any: revoking that token (or disabling its owner)
     * disables this account too (issue 28; tokens may no longer manage staff at all).
     */
    createdByTokenId: text('created_by_token_id'),
  },
  (t) => [
    index('staff_accounts_created_by_token_idx').on(t.createdByTokenId),
    check('staff_accounts_role_check', sql`${t.role} in ('owner','operator','support','analyst')`),
  ],
);

/** A console login: the cookie holds the token, the row its SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: text('staff_id').notNull(),
    /** Sent back in x-csrf-token on every change made with this session's cookie. */
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Tokens for scripts (Authorization: Bearer), stored hashed, acting as their staff member. */
export const staffApiTokens = pgTable(
  'staff_api_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    id: text('id').notNull().unique(),
    staffId: text('staff_id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** No call is accepted from this moment on (CONSOLE_TOKEN_TTL_DAYS after creation at most). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_api_tokens_staff_idx').on(t.staffId)],
);

/** Every change made through the console API: who, when, what, before and after. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: text('staff_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    /** The brand the change belongs to; null for changes outside any brand (staff accounts). */
    tenantId: text('tenant_id'),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    requestId: text('request_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_audit_tenant_at_idx').on(t.tenantId, t.at)],
);

/** Whole provider messages as received (notify, return, query answers): an order's story. */
export const providerMessages = pgTable(
  'provider_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id'),
    provider: text('provider').notNull(),
    /** Null when the message named no order we know (kept for audit all the same). */
    billingNo: text('billing_no'),
    /** notify, return or query. */
    kind: text('kind').notNull(),
    contentType: text('content_type'),
    /** The raw body (or query string), capped at 64 KiB; secrets in it are the provider's. */
    body: text('body').notNull(),
    /** What we answered or concluded (accepted, bad-signature, duplicate, …). */
    outcome: text('outcome').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provider_messages_order_idx').on(t.tenantId, t.billingNo)],
);

/** Each call the relay made to the game for a delivery, revoke or reward, with the answer. */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id').notNull(),
    deliveryId: text('delivery_id').notNull(),
    billingNo: text('billing_no'),
    /** The outbox kind (deliver, revoke, reward, …). */
    kind: text('kind').notNull(),
    attempt: integer('attempt').notNull(),
    ok: boolean('ok').notNull(),
    /** The game's answer (or the error), capped at 8 KiB. */
    answer: text('answer').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** relay, or replay:<staff id> when a staff member pressed replay. */
    source: text('source').notNull().default('relay'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('delivery_attempts_order_idx').on(t.tenantId, t.billingNo),
    index('delivery_attempts_delivery_idx').on(t.deliveryId),
  ],
);
