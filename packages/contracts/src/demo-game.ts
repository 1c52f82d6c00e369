import * as z from 'zod/mini';

// GET /api/demo-game/role — the demo game's own, read-only view of a character: its balance and
// delivery log (what E2E and a curious tester check after paying).

export const demoRoleQuerySchema = z.object({
  client_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  role_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

export const demoRoleSchema = z.object({
  role_id: z.string(),
  role_name: z.string(),
  balance: z.int().check(z.describe("the character's in-game currency")),
  deliveries: z.array(
    z.object({
      delivery_id: z.string().check(z.describe('the billing_no for a purchase')),
      amount: z.int(),
      source: z.string(),
      delivered_at: z.string(),
      revoked_at: z.nullable(
        z.string().check(z.describe('taken back after a refund or chargeback')),
      ),
      revoke_reason: z.nullable(z.string()),
    }),
  ),
});
export type DemoRoleData = z.infer<typeof demoRoleSchema>;

// POST /api/demo-game/spend — the demo player spends in-game currency, as a player does in the
// game between buying and a refund: what a revoke then cannot take back is the shortfall (issue 14).
export const demoSpendRequestSchema = z.object({
  client_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  role_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  amount: z.int().check(z.positive(), z.lte(1_000_000_000)),
  oauth_token: z.optional(z.string().check(z.maxLength(256))),
});

export const demoSpendSchema = z.object({
  role_id: z.string(),
  spent: z.int().check(z.describe('what was spent: the amount asked, at most the balance')),
  balance: z.int(),
});
export type DemoSpendData = z.infer<typeof demoSpendSchema>;

// POST /api/demo-game/role/slow — demo shops only (issue 18): the demo game refuses a character's
// deliveries for some minutes, like a game server that does not answer, so "delayed" and the
// make-good can be shown end to end. 0 minutes answers again at once.

export const demoSlowRoleRequestSchema = z.object({
  client_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  role_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  minutes: z.int().check(z.minimum(0), z.maximum(1440)),
});

export const demoSlowRoleSchema = z.object({
  role_id: z.string(),
  /** Until when the game refuses the character's deliveries (ISO); null: it answers. */
  refuse_deliveries_until: z.nullable(z.string()),
});
export type DemoSlowRoleData = z.infer<typeof demoSlowRoleSchema>;
