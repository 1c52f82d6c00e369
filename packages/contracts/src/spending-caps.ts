import * as z from 'zod/mini';

// Player-set spending caps (issue 18): per brand and account, in the brand's default currency,
// integer minor units. null = no cap for that period.

const clientId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const oauthToken = z.optional(z.string().check(z.maxLength(256)));
// Up to 10^12 minor units: far above any real cap, well inside a JS safe integer.
const capMinor = z.nullable(
  z.int().check(z.minimum(1), z.maximum(1_000_000_000_000), z.describe('minor units; null = none')),
);
/** A guardian PIN: 4 to 8 digits. */
export const capsPinSchema = z.string().check(z.regex(/^\d{4,8}$/, 'PIN must be 4 to 8 digits'));

/** JP brands only: the age band the player states (Japanese industry monthly limits). */
export const ageBands = ['under16', '16to19', 'adult'] as const;
export const ageBandSchema = z.enum(ageBands);
export type AgeBand = z.infer<typeof ageBandSchema>;

export const capPeriods = ['daily', 'weekly', 'monthly'] as const;
export type CapPeriod = (typeof capPeriods)[number];

const capsFields = {
  daily: capMinor,
  weekly: capMinor,
  monthly: capMinor,
  age_band: z.nullable(ageBandSchema),
  cooling_off: z
    .boolean()
    .check(z.describe('raising or removing a cap (or turning this off) waits 24 hours')),
};
export const capsSettingsSchema = z.object(capsFields);
export type CapsSettings = z.infer<typeof capsSettingsSchema>;

// GET /api/account/getSpendingCaps — logged in.
export const spendingCapsQuerySchema = z.object({ client_id: clientId, oauth_token: oauthToken });

export const spendingCapsSchema = z.object({
  currency: z.string().check(z.describe("the brand's default currency: caps and spend are in it")),
  ...capsFields,
  pending: z.nullable(
    z.object({
      ...capsFields,
      effective_at: z.int().check(z.describe('unix seconds when these settings take over')),
    }),
  ),
  spent: z.object({
    daily: z.int(),
    weekly: z.int(),
    monthly: z.int(),
  }),
  jp_age_limits: z.boolean().check(z.describe('whether this brand applies age-band limits')),
  age_monthly_limit: z.nullable(
    z.int().check(z.describe("the stated age band's monthly limit (minor units), else null")),
  ),
  pin_set: z.boolean(),
});
export type SpendingCaps = z.infer<typeof spendingCapsSchema>;

// POST /api/account/setSpendingCaps — the whole settings; pin when a guardian PIN is set.
export const setSpendingCapsBodySchema = z.object({
  client_id: clientId,
  oauth_token: oauthToken,
  ...capsFields,
  pin: z.optional(capsPinSchema),
});
export type SetSpendingCapsBody = z.infer<typeof setSpendingCapsBodySchema>;

// POST /api/account/setSpendingCapsPin — pin: the current one (when set); new_pin null clears it.
export const setCapsPinBodySchema = z.object({
  client_id: clientId,
  oauth_token: oauthToken,
  pin: z.optional(capsPinSchema),
  new_pin: z.nullable(capsPinSchema),
});
export type SetCapsPinBody = z.infer<typeof setCapsPinBodySchema>;
