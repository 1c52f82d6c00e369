import * as z from 'zod/mini';

// Gifts third-party payment channels grant with goods (SPEC §7 /api/pay/getThirdGift). A file of
// its own: the goods page (first page) loads it, and zod schemas are not tree-shaken per export.

const clientId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

// GET /api/pay/getThirdGift — gifts third-party channels grant with a product.
export const thirdGiftQuerySchema = z.object({
  client_id: clientId,
  product_id: z.optional(
    z.string().check(z.trim(), z.maxLength(64), z.describe('omitted: gifts of every product')),
  ),
  spec_lang: z.optional(z.string().check(z.trim(), z.maxLength(16))),
  oauth_token: z.optional(z.string().check(z.maxLength(256))),
});
export const thirdGiftSchema = z.object({
  gift_id: z.string(),
  product_id: z.nullable(z.string().check(z.describe('null: granted with every product'))),
  name: z.string().check(z.describe("in the player's language, else English")),
  icon: z.string(),
  quantity: z.int(),
  channel_name: z.string(),
  payway_id: z.nullable(z.int()),
});
export type ThirdGiftData = z.infer<typeof thirdGiftSchema>;
export const thirdGiftListSchema = z.object({ gifts: z.array(thirdGiftSchema) });
export type ThirdGiftList = z.infer<typeof thirdGiftListSchema>;
