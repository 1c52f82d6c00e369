import * as z from 'zod/mini';

// Promotions (issue 29 item 9): what a publisher shows on a game's goods page, filled from the
// console. Not a SPEC §7 call; it follows the API's ways (envelope, tenant from the host).

// GET /api/promotions/list (its query: promotions-query.ts, kept apart so the storefront's chunk
// that reads the answer does not carry it) — the live promotions of a game in the player's
// language, in display order. Empty when there is none.
export const promotionSchema = z.object({
  id: z.int(),
  title: z.string(),
  text: z.nullable(z.string()),
  /** Goods of the same game the promotion points to (the page selects it). */
  product_id: z.nullable(z.string()),
  /** A path on the shop itself, when the promotion links there. */
  path: z.nullable(z.string()),
  ends_at: z.string(),
});
export const promotionListSchema = z.object({ promotions: z.array(promotionSchema) });
export type Promotion = z.infer<typeof promotionSchema>;
