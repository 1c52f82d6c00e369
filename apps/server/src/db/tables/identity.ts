import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A third-party identity linked to a game account, per brand and game product (issue 15). The key
 * is the provider's own stable subject (`sub`, user id), never an e-mail: addresses change hands.
 */
export const accountIdentities = pgTable(
  'account_identities',
  {
    tenantId: text('tenant_id').notNull(),
    gpId: integer('gp_id').notNull(),
    // google, apple, facebook, vk, twitter, huawei
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    suid: text('suid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.gpId, t.provider, t.subject] }),
    index('account_identities_tenant_suid_idx').on(t.tenantId, t.suid),
  ],
);

/**
 * A started third-party login: what the finishing call must match (state, nonce, PKCE verifier,
 * redirect URI, X's request-token secret). Used at most once, so a replayed code is refused.
 */
export const loginFlows = pgTable(
  'login_flows',
  {
    // SHA-256 of the state (X: of the request oauth_token); the value itself is not stored.
    stateHash: text('state_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    provider: text('provider').notNull(),
    clientId: text('client_id').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    nonce: text('nonce'),
    codeVerifier: text('code_verifier'),
    tokenSecret: text('token_secret'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('login_flows_expires_idx').on(t.expiresAt)],
);
