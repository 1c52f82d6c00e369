import * as z from 'zod/mini';

// Purchase limits of limited goods (SPEC §3 limited goods, §4 limit display, §5, §7).

const clientId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
// SPEC §5: role and server are required before limit info is fetched; said in so many words.
const required = (field: string) =>
  z
    .string({ error: `${field} is required: choose a server and a character first` })
    .check(
      z.trim(),
      z.minLength(1, `${field} is required: choose a server and a character first`),
      z.maxLength(64),
    );
const oauthToken = z.optional(
  z.string().check(z.maxLength(256), z.describe('login token; sent on every GET when logged in')),
);

export const limitTypeSchema = z.enum(['role', 'time', 'game']);
export type LimitType = z.infer<typeof limitTypeSchema>;

// GET /api/pay/getLimitProductInfo — logged in; the character must be the player's (-3030).
export const limitInfoQuerySchema = z.object({
  client_id: clientId,
  role_id: required('role_id'),
  server_id: required('server_id'),
  area_id: z.optional(
    z.string().check(z.trim(), z.maxLength(32), z.describe("the page's domain area, if any")),
  ),
  oauth_token: oauthToken,
});
export type LimitInfoQuery = z.infer<typeof limitInfoQuerySchema>;

export const limitProductSchema = z.object({
  product_id: z.string(),
  limit_type: limitTypeSchema.check(
    z.describe(
      'role: frequency per character, ever; time: frequency per character in day_info days; ' +
        'game: frequency per account (every character) in day_info days',
    ),
  ),
  frequency: z.int().check(z.describe('purchases allowed (N)')),
  day_info: z.int().check(z.describe('window in days (D); 0 for role limits')),
  extra_pay_times: z
    .int()
    .check(
      z.describe(
        'purchases left; negative (minus the unpaid orders) when an unpaid order holds the last one',
      ),
    ),
  next_pay_time: z
    .int()
    .check(
      z.describe('unix seconds when a purchase frees up again (windowed limits used up), else 0'),
    ),
});
export type LimitProduct = z.infer<typeof limitProductSchema>;
export const limitInfoSchema = z.object({ list: z.array(limitProductSchema) });
export type LimitInfo = z.infer<typeof limitInfoSchema>;
