import * as z from 'zod/mini';

// Web-exclusive offers (decision 0028): time-limited goods, a first-purchase bonus per character,
// and chains of steps (step n+1 opens once step n is paid or, for a free step, claimed). The goods
// list carries them (goods[].offer, first_purchase_bonus); free steps are claimed here.

export const chainStepStateSchema = z.enum(['done', 'available', 'locked']);
export type ChainStepState = z.infer<typeof chainStepStateSchema>;

// On goods[].offer: ISO times (null: no start / no end); seconds_left until ends_at at
// server_time; free: a free chain step, claimed with claimOfferStep, never paid; chain.step is the
// 1-based position and chain.state is for the role_id sent (else as for a new character): done =
// paid or claimed, available = the step before is done, locked = not yet. regular_price_minor (issue
// 29 item 13, added later, so optional): the regular price, in the goods' currency and minor units,
// of the ordinary goods the offer is a deal on; sent only when above the offer's price. No
// descriptions in these two schemas: the goods page parses them on first paint (initial JS budget).
export const goodsOfferSchema = z.object({
  starts_at: z.nullable(z.string()),
  ends_at: z.nullable(z.string()),
  seconds_left: z.nullable(z.int()),
  free: z.boolean(),
  regular_price_minor: z.optional(z.int()),
  chain: z.nullable(
    z.object({
      chain_id: z.string(),
      step: z.int(),
      steps: z.int(),
      state: chainStepStateSchema,
    }),
  ),
});
export type GoodsOffer = z.infer<typeof goodsOfferSchema>;

// The game's first-purchase bonus: extra in-game units with a character's first paid order;
// eligible for the role_id sent, null without one (of the player's own).
export const firstPurchaseBonusSchema = z.object({
  bonus: z.int(),
  eligible: z.nullable(z.boolean()),
});
export type FirstPurchaseBonus = z.infer<typeof firstPurchaseBonusSchema>;
