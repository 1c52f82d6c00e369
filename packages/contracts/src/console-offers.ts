import * as z from 'zod/mini';
import { dateTimeSchema, goodsPriceSchema } from './console-catalog.ts';
import { imageUrlSchema } from './image-url.ts';

// The console's offers API (decision 0028), under /api/console/catalog/:tenant/…: an offer makes
// an existing product of the game time-limited and/or a step of a chain; a free step is claimed,
// not paid (its product keeps its prices, for when it is made paid again). A game's first-purchase bonus is set or removed here too.

const key = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(64),
    z.regex(/^[A-Za-z0-9._:-]+$/, { message: 'expected letters, digits and . _ : - only' }),
  );

export const offerParamsSchema = z.object({ tenant: key, game: key, product: key });
export const offerEndParamsSchema = z.object({ tenant: key, product: key });

export const offerInputSchema = z
  .strictObject({
    starts_at: z._default(z.nullable(dateTimeSchema), null),
    ends_at: z._default(z.nullable(dateTimeSchema), null),
    chain_id: z._default(z.nullable(key), null),
    chain_step: z._default(z.nullable(z.int().check(z.minimum(1), z.maximum(1000))), null),
    /** A free chain step: claimed without payment; the product's prices are kept. */
    free: z._default(z.boolean(), false),
    /**
     * Another product of the game that this offer is a deal on: its price is shown struck through
     * as the regular price (issue 29 item 13); null removes it, left out keeps what is set.
     */
    regular_product_id: z.optional(z.nullable(key)),
    /**
     * The offer's own price per currency, in minor units (issue 31 item 5): the goods' prices
     * become these. Left out keeps the prices the goods have.
     */
    /** The offer's picture (an upload's URL), the goods' own; null removes it, left out keeps it. */
    image: z.optional(z.nullable(imageUrlSchema)),
    prices: z.optional(
      z.array(goodsPriceSchema).check(
        z.minLength(1, { message: 'expected at least one price' }),
        z.refine((p) => new Set(p.map((x) => x.currency)).size === p.length, {
          message: 'expected each currency once',
        }),
      ),
    ),
  })
  .check(
    z.refine((o) => (o.chain_id === null) === (o.chain_step === null), {
      message: 'expected chain_id and chain_step together',
    }),
    z.refine((o) => !o.free || o.chain_id !== null, { message: 'only a chain step can be free' }),
    z.refine(
      (o) =>
        o.starts_at === null ||
        o.ends_at === null ||
        Date.parse(o.starts_at) < Date.parse(o.ends_at),
      { message: 'expected starts_at before ends_at' },
    ),
    z.refine((o) => o.starts_at !== null || o.ends_at !== null || o.chain_id !== null, {
      message: 'expected a window (starts_at / ends_at) or a chain step',
    }),
  );
export type OfferInput = z.infer<typeof offerInputSchema>;

export const consoleOfferSchema = z.object({
  product_id: z.string(),
  game_code: z.string(),
  starts_at: z.nullable(z.string()),
  ends_at: z.nullable(z.string()),
  chain_id: z.nullable(z.string()),
  chain_step: z.nullable(z.int()),
  ended_at: z.nullable(z.string()),
  free: z.boolean(),
  regular_product_id: z.optional(z.nullable(z.string())),
  state: z.enum(['upcoming', 'live', 'ended']),
});
export type ConsoleOffer = z.infer<typeof consoleOfferSchema>;

export const consoleOffersSchema = z.object({
  offers: z.array(consoleOfferSchema),
  first_purchase_bonus: z.nullable(z.int()),
});

export const firstPurchaseBonusInputSchema = z.strictObject({
  /** Extra in-game units with a character's first paid order; null removes the bonus. */
  bonus: z.nullable(z.int().check(z.minimum(1), z.maximum(2_000_000_000))),
});
export const firstPurchaseBonusAnswerSchema = z.object({ bonus: z.nullable(z.int()) });
