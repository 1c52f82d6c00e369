import * as z from 'zod/mini';
import { dateTimeSchema, localizedTextSchema } from './console-catalog.ts';
import { languages } from './languages.ts';
import { sameOriginPathSchema } from './same-origin-path.ts';

// The console's promotions API, under /api/console/catalog/:tenant/…: a promotion has a title and
// optional text per language, an optional link (goods of the same game, or a path on the shop,
// never another site), a window, an active flag and a display order. Ending one is final.

const key = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(64),
    z.regex(/^[A-Za-z0-9._:-]+$/, { message: 'expected letters, digits and . _ : - only' }),
  );

export const promotionParamsSchema = z.object({
  tenant: key,
  id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_000_000_000)),
});

export const promotionInputSchema = z
  .strictObject({
    titles: localizedTextSchema(120),
    /** Optional text under the title; an empty map has none. */
    texts: z._default(
      z.partialRecord(
        z.enum(languages),
        z.string().check(z.trim(), z.minLength(1), z.maxLength(400)),
      ),
      {},
    ),
    link_product_id: z._default(z.nullable(key), null),
    link_path: z._default(z.nullable(sameOriginPathSchema(300)), null),
    starts_at: dateTimeSchema,
    ends_at: dateTimeSchema,
    active: z._default(z.boolean(), true),
    sort: z._default(z.int().check(z.minimum(0), z.maximum(1_000_000)), 0),
  })
  .check(
    z.refine((p) => Date.parse(p.starts_at) < Date.parse(p.ends_at), {
      message: 'expected starts_at before ends_at',
    }),
    z.refine((p) => p.link_product_id === null || p.link_path === null, {
      message: 'expected one link: link_product_id or link_path',
    }),
  );
export type PromotionInput = z.infer<typeof promotionInputSchema>;

export const consolePromotionSchema = z.object({
  id: z.int(),
  game_code: z.string(),
  titles: z.record(z.string(), z.string()),
  texts: z.record(z.string(), z.string()),
  link_product_id: z.nullable(z.string()),
  link_path: z.nullable(z.string()),
  starts_at: z.string(),
  ends_at: z.string(),
  active: z.boolean(),
  sort: z.int(),
  ended_at: z.nullable(z.string()),
  /** live: players see it now; upcoming: not started; inactive: switched off; ended: past or ended. */
  state: z.enum(['upcoming', 'live', 'inactive', 'ended']),
});
export type ConsolePromotion = z.infer<typeof consolePromotionSchema>;
export const consolePromotionsSchema = z.object({ promotions: z.array(consolePromotionSchema) });
