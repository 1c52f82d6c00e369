import * as z from 'zod/mini';

// GET /api/promotions/list's query (promotions.ts has the answer).
export const promotionListQuerySchema = z.object({
  client_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  spec_lang: z.optional(
    z.string().check(z.trim(), z.maxLength(16), z.describe("player's language, else the brand's")),
  ),
});
