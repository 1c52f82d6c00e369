import * as z from 'zod/mini';
import { imageUrlSchema } from './image-url.ts';
import { languages } from './languages.ts';

// The file `npm run catalog -- import file.json` reads: what a publisher sells, per brand, until
// the publisher console manages it. Keys are natural keys (product id, goods type key, country +
// payway + channel, event id, …) so importing the same file again changes nothing. Its JSON Schema
// (docs/catalog-import.schema.json, for editors) is generated from this file. Money is in minor
// units of its currency (499 = 4.99 USD; KRW and JPY have none: 5500 = ₩5,500).

// Server-side only, but zod/mini like every contract (the web bundle's budget forbids classic zod
// in this package).
const key = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(64),
    z.regex(/^[A-Za-z0-9._:-]+$/, { message: 'expected letters, digits and . _ : - only' }),
  );
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const currency = z
  .string()
  .check(z.regex(/^[A-Z]{3}$/, { message: 'expected an upper-case ISO 4217 code (USD)' }));
const int = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.int().check(z.minimum(min), z.maximum(max));
const minor = int(1, 1_000_000_000_000);
const dateTime = z.iso.datetime({ offset: true });
const flag = (fallback: boolean) => z._default(z.boolean(), fallback);
const described = <T extends z.ZodMiniType>(schema: T, text: string) =>
  schema.check(z.describe(text)) as T;

export const catalogNamesSchema = described(
  z
    .partialRecord(z.enum(languages), text(500))
    .check(
      z.refine((names) => names.en !== undefined, { message: 'expected at least an en name' }),
    ),
  'Text per language (the 18 of the shop); en is required and the fallback',
);

const goodsTypeSchema = z.strictObject({
  key: described(key, 'Goods type key, unique per game (diamonds, packs, …)'),
  names: catalogNamesSchema,
  sort: z._default(int(0), 0),
});

const limitSchema = z
  .strictObject({
    type: described(
      z.enum(['role', 'time', 'game']),
      'role: per character, ever; time: per character within days; game: per account',
    ),
    frequency: int(1, 10_000),
    days: z._default(int(0, 3660), 0),
  })
  .check(
    z.refine((l) => (l.type === 'role' ? l.days === 0 : l.days > 0), {
      message: 'expected days 0 for a role limit and more than 0 for time and game limits',
      path: ['days'],
    }),
  );

const goodsSchema = z.strictObject({
  product_id: described(key, 'Unique per brand; the id orders and limits refer to'),
  type: described(key, 'A goods type key of the same game'),
  names: catalogNamesSchema,
  value: described(int(1), 'In-game amount delivered'),
  bonus: z._default(int(0), 0),
  sort: z._default(int(0), 0),
  special: flag(false),
  coupon: described(flag(false), 'Coupons may be used on it'),
  coupon_points: z._default(int(0), 0),
  active: flag(true),
  image: described(
    z.optional(imageUrlSchema),
    "The goods' picture: a path on the shop or an https URL",
  ),
  prices: described(
    z
      .record(currency, minor)
      .check(
        z.refine((p) => Object.keys(p).length > 0, { message: 'expected at least one price' }),
      ),
    'Price per currency in minor units; the area of the server decides which applies',
  ),
  limit: z._default(z.nullable(limitSchema), null),
});

const rewardSchema = z.strictObject({
  names: catalogNamesSchema,
  icon: z._default(z.string().check(z.maxLength(500)), ''),
  quantity: int(1),
});

const tierSchema = z.strictObject({
  tier: int(1),
  threshold: described(minor, 'Minor units paid (cumulative) or days in a row (continuous)'),
  reward_amount: described(int(1), 'In-game units delivered when claimed'),
  rewards: described(z.array(rewardSchema).check(z.minLength(1)), 'What the player sees'),
});

const eventSchema = z
  .strictObject({
    id: described(key, 'Unique per brand'),
    kind: z.enum(['cumulative', 'continuous']),
    names: catalogNamesSchema,
    descriptions: z._default(z.partialRecord(z.enum(languages), text(2000)), {}),
    currency,
    min_daily_minor: z._default(int(0), 0),
    starts_at: dateTime,
    ends_at: dateTime,
    tiers: z.array(tierSchema).check(z.minLength(1)),
  })
  .check(
    z.refine((e) => Date.parse(e.ends_at) > Date.parse(e.starts_at), {
      message: 'expected ends_at after starts_at',
      path: ['ends_at'],
    }),
    z.refine((e) => new Set(e.tiers.map((t) => t.tier)).size === e.tiers.length, {
      message: 'expected each tier number once',
      path: ['tiers'],
    }),
  );

const thirdGiftSchema = z.strictObject({
  id: described(key, 'Unique per brand'),
  product_id: described(z._default(z.nullable(key), null), 'null: every product of the game'),
  channel_name: text(100),
  payway_id: z._default(z.nullable(z.int()), null),
  names: catalogNamesSchema,
  icon: z._default(z.string().check(z.maxLength(500)), ''),
  quantity: z._default(int(1), 1),
  active: flag(true),
  starts_at: z._default(z.nullable(dateTime), null),
  ends_at: z._default(z.nullable(dateTime), null),
});

const gameSchema = z.strictObject({
  client_id: described(text(32), "Any client id of the game in the brand's file"),
  goods_types: z._default(z.array(goodsTypeSchema), []),
  goods: z._default(z.array(goodsSchema), []),
  events: z._default(z.array(eventSchema), []),
  third_gifts: z._default(z.array(thirdGiftSchema), []),
});

const channelId = z.string().check(z.maxLength(64));
const methodRef = z.strictObject({ payway_id: int(1), channel_id: channelId });
const optionalText = (max: number) =>
  z._default(z.nullable(z.string().check(z.maxLength(max))), null);

const paymentMethodSchema = z.strictObject({
  country: z
    .string()
    .check(z.regex(/^[A-Z]{2}$/, { message: 'expected an upper-case ISO 3166 country code (US)' })),
  payway_id: int(1),
  channel_id: described(channelId, 'May be empty'),
  family_id: described(z.int(), 'SPEC §4 family; decides which pay endpoint takes it'),
  parent: described(
    z._default(z.nullable(methodRef), null),
    'A sub-method: its parent in the same country, in this file',
  ),
  name: text(100),
  icon: optionalText(500),
  sort: z._default(int(0), 0),
  min_money: described(z._default(int(0), 0), 'Minor units; 0: no lower bound'),
  max_money: described(z._default(int(0), 0), 'Minor units; 0: no upper bound'),
  description: optionalText(2000),
  open_coupon: flag(false),
  pay_id: optionalText(100),
  areas: described(
    z._default(z.array(key), []),
    "The brand's areas offering it; empty: every area",
  ),
  platforms: z._default(z.array(z.enum(['android', 'ios', 'web'])), []),
  active: flag(true),
});

const couponTemplateSchema = z.strictObject({
  id: described(key, 'Unique per brand'),
  type: z.enum(['permanent', 'week', 'month']),
  name: text(500),
  discount_rate: described(int(1, 99), 'Percent the player pays: 85 = 15% off'),
  sort: z._default(int(0), 0),
});

const vipSchema = z.strictObject({
  point_to_coin: text(500),
  faq_title: text(500),
  faq_content: text(10_000),
  point_rates: described(
    z._default(z.array(z.strictObject({ currency, points: int(0), per_minor: int(1) })), []),
    'Growth points = floor(amount_minor * points / per_minor) of a delivered order',
  ),
  levels: z
    .array(
      z.strictObject({
        level: int(1),
        name: text(100),
        show_name: text(100),
        need_points: int(0),
        coupons: z._default(z.array(couponTemplateSchema), []),
      }),
    )
    .check(z.minLength(1)),
});

const unique = <T>(items: readonly T[], keyOf: (item: T) => string) => {
  const seen = new Set<string>();
  return items.map(keyOf).find((k) => (seen.has(k) ? true : (seen.add(k), false)));
};

const tenantSchema = z
  .strictObject({
    tenant: described(text(64), 'Tenant id, as in packages/tenants'),
    games: z._default(z.array(gameSchema), []),
    payment_methods: z._default(z.array(paymentMethodSchema), []),
    vip: z.optional(vipSchema),
  })
  .check(
    z.superRefine((t, ctx) => {
      const dup = (what: string, found: string | undefined, path: string[]) => {
        if (found !== undefined)
          ctx.addIssue({ code: 'custom', message: `${what} ${found} twice`, path });
      };
      dup(
        'client_id',
        unique(t.games, (g) => g.client_id),
        ['games'],
      );
      const goods = t.games.flatMap((g) => g.goods);
      dup(
        'product_id',
        unique(goods, (g) => g.product_id),
        ['games'],
      );
      dup(
        'event',
        unique(
          t.games.flatMap((g) => g.events),
          (e) => e.id,
        ),
        ['games'],
      );
      dup(
        'third gift',
        unique(
          t.games.flatMap((g) => g.third_gifts),
          (e) => e.id,
        ),
        ['games'],
      );
      t.games.forEach((g, i) => {
        dup(
          'goods type',
          unique(g.goods_types, (x) => x.key),
          ['games', String(i), 'goods_types'],
        );
        const types = new Set(g.goods_types.map((x) => x.key));
        g.goods.forEach((item, j) => {
          if (!types.has(item.type)) {
            ctx.addIssue({
              code: 'custom',
              message: `goods type ${item.type} is not among this game's goods_types`,
              path: ['games', i, 'goods', j, 'type'],
            });
          }
        });
      });
      const methodKey = (m: { payway_id: number; channel_id: string }) =>
        `${m.payway_id}_${m.channel_id}`;
      const methods = t.payment_methods;
      dup(
        'payment method',
        unique(methods, (m) => `${m.country} ${methodKey(m)}`),
        ['payment_methods'],
      );
      const own = new Set(methods.map((m) => `${m.country} ${methodKey(m)}`));
      methods.forEach((m, i) => {
        if (m.parent && !own.has(`${m.country} ${methodKey(m.parent)}`)) {
          ctx.addIssue({
            code: 'custom',
            message: `parent ${methodKey(m.parent)} is not a method of ${m.country} in this file`,
            path: ['payment_methods', i, 'parent'],
          });
        }
      });
      if (t.vip) {
        dup(
          'level',
          unique(t.vip.levels, (l) => String(l.level)),
          ['vip', 'levels'],
        );
        const templates = t.vip.levels.flatMap((l) => l.coupons);
        dup(
          'coupon',
          unique(templates, (c) => c.id),
          ['vip', 'levels'],
        );
        dup(
          'point rate',
          unique(t.vip.point_rates, (r) => r.currency),
          ['vip', 'point_rates'],
        );
      }
    }),
  );

export const catalogImportSchema = described(
  z
    .strictObject({
      $schema: z.optional(z.string()),
      version: z.literal(1),
      tenants: z.array(tenantSchema).check(z.minLength(1)),
    })
    .check(
      z.superRefine((file, ctx) => {
        const found = unique(file.tenants, (t) => t.tenant.toLowerCase());
        if (found !== undefined) {
          ctx.addIssue({ code: 'custom', message: `tenant ${found} twice`, path: ['tenants'] });
        }
      }),
    ),
  'Topup catalog import (npm run catalog -- import file.json)',
);

export type CatalogImport = z.output<typeof catalogImportSchema>;
export type CatalogImportTenant = CatalogImport['tenants'][number];
export type CatalogImportGame = CatalogImportTenant['games'][number];
export type CatalogImportMethod = CatalogImportTenant['payment_methods'][number];

/** The JSON Schema of the file as people write it (defaults optional), for editors. */
export function catalogImportJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(catalogImportSchema, { io: 'input', target: 'draft-2020-12' });
}
