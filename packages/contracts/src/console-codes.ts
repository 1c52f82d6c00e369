import * as z from 'zod/mini';
import { currencyCodeSchema, dateTimeSchema } from './console-catalog.ts';

// The console's redeemable codes (issue 16): gift codes (retail codes worth a value) and the
// prepaid cards of card batches. Both are created in batches whose secrets are answered once as
// CSV; afterwards only a reference (a code's hash, a card's number) and its state are shown.

const int = (min: number, max = 2_000_000_000) => z.int().check(z.minimum(min), z.maximum(max));
export const codeStatusSchema = z.enum(['active', 'redeemed', 'void']);
export type CodeStatus = z.infer<typeof codeStatusSchema>;

export const codeListQuerySchema = z.object({
  status: z.optional(codeStatusSchema),
  /** Last four characters of a gift code, or the start of a card number. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(32))),
});

// Gift codes: POST …/gift-code-batches answers the codes once, as CSV
export const giftCodeBatchInputSchema = z.strictObject({
  /** Codes are SHA-256 hashed (no scrypt), so a batch can be large. */
  count: int(1, 1000),
  currency: currencyCodeSchema,
  value_minor: int(1, 1_000_000_000_000),
  valid_until: z._default(z.nullable(dateTimeSchema), null),
});
export const giftCodeBatchSchema = z.object({
  count: z.int(),
  /** One code per line after a header: shown once, never stored in clear. */
  csv: z.string(),
});
export const giftCodeParamsSchema = z.object({
  tenant: z.string().check(z.minLength(1), z.maxLength(64)),
  code: z.string().check(z.regex(/^[0-9a-f]{64}$/, { message: 'expected a code reference' })),
});
export const consoleGiftCodeSchema = z.object({
  /** The code's SHA-256 reference (not the code). */
  ref: z.string(),
  last4: z.string(),
  currency: z.string(),
  value_minor: z.number(),
  status: codeStatusSchema,
  billing_no: z.nullable(z.string()),
  valid_until: z.nullable(z.string()),
  redeemed_at: z.nullable(z.string()),
  created_at: z.string(),
});
export const consoleGiftCodesSchema = z.object({
  codes: z.array(consoleGiftCodeSchema),
  /** True when more matched than the page shows. */
  more: z.boolean(),
});
export type ConsoleGiftCode = z.infer<typeof consoleGiftCodeSchema>;

// Prepaid cards (created by …/card-batches)
export const cardParamsSchema = z.object({
  tenant: z.string().check(z.minLength(1), z.maxLength(64)),
  card: z.string().check(z.regex(/^\d{6,32}$/, { message: 'expected a card number' })),
});
export const consoleCardSchema = z.object({
  card_no: z.string(),
  game_code: z.nullable(z.string()),
  currency: z.string(),
  price_minor: z.number(),
  gems: z.number(),
  extra_gems: z.number(),
  status: codeStatusSchema,
  billing_no: z.nullable(z.string()),
  valid_until: z.nullable(z.string()),
  redeemed_at: z.nullable(z.string()),
  created_at: z.string(),
});
export const consoleCardsSchema = z.object({
  cards: z.array(consoleCardSchema),
  more: z.boolean(),
});
export type ConsoleCard = z.infer<typeof consoleCardSchema>;
