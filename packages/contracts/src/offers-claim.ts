import * as z from 'zod/mini';

// POST /api/offers/claimOfferStep — a free chain step for the character (decision 0028). Apart from
// offers.ts, which the goods page parses on first paint: only the claim button loads this.

const clientId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const id = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

export const claimOfferStepRequestSchema = z.object({
  client_id: clientId,
  server_id: id,
  role_id: id,
  product_id: id,
  domain_area: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  oauth_token: z.optional(z.string().check(z.maxLength(256))),
  spec_lang: z.optional(z.string().check(z.trim(), z.maxLength(16))),
});
export type ClaimOfferStepRequest = z.infer<typeof claimOfferStepRequestSchema>;

export const claimOfferStepSchema = z.object({
  product_id: z.string(),
  state: z.literal('done'),
  amount: z.int().check(z.describe('in-game units on their way to the character')),
});
export type ClaimOfferStep = z.infer<typeof claimOfferStepSchema>;
