import type { GoodsData } from '@topup/contracts/catalog';
import type { Currency } from '@topup/tenants/currencies';
import { defaultCurrency } from '@topup/tenants/tenant-rules';
import type { RequestContext } from '../../context.ts';
import { nameIn } from '../../i18n/name-in.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { createUntilCache } from '../../lib/until-cache.ts';
import { keptAnswer, type KeptAnswer } from '../../lib/kept-answer.ts';
import { resolveArea } from './area.ts';
import { formatMinor } from './money.ts';
import type { GoodsOffers, GoodsViewer, OfferGoods } from '../offers/goods-offers.ts';
import type { CatalogRepository, GameRow, PricedProductRow, ProductTypeRow } from './repository.ts';

// Goods are read on every visit of the goods page; console edits clear it (catalog bus).
const GOODS_TTL_MS = 5_000;

type Rows = { types: ProductTypeRow[]; goods: PricedProductRow[] };
type GoodsQuery = { domain_area?: string | undefined; spec_lang?: string | undefined };
export type GoodsList = OfferGoods & {
  currency: Currency;
  types: { typeKey: string; name: string; typeSort: number }[];
};

/** The start of the second after `ms`: a list that shows countdowns is good until then. */
const nextSecond = (ms: number) => Math.floor(ms / 1000) * 1000 + 1000;

export function createGoodsService(
  repo: CatalogRepository,
  opts: {
    ttlMs?: number;
    invalidation?: ChangeBus;
    /** The offers module's piece, asked per request: it registers after the catalog. */
    offers?: () => GoodsOffers | undefined;
    /** The clock offers are judged by (the app's); default the wall clock. */
    now?: () => Date;
    /** The answer's bytes for a list (the route's envelope and response schema). */
    encode?: (list: GoodsList) => string;
  } = {},
) {
  const now = opts.now ?? (() => new Date());
  const cache = createTtlCache<Rows>({
    ttlMs: opts.ttlMs ?? GOODS_TTL_MS,
    clearOn: opts.invalidation,
  });
  // Issue 32: the list a visitor without a character sees depends only on brand, game, currency
  // and language: its answer is kept as bytes, until a console change (bus), the TTL, the next
  // offer window edge, or (when it shows countdowns) the next second.
  const bodies = createUntilCache<KeptAnswer>({
    ttlMs: opts.ttlMs ?? GOODS_TTL_MS,
    clock: () => now().getTime(),
    clearOn: opts.invalidation,
  });
  const encode = opts.encode ?? ((list: GoodsList) => JSON.stringify(list));

  const service = {
    /**
     * The encoded answer of goodsList for a visitor whose character is not known (no role_id or
     * not logged in): the same for every such visitor, so served from memory.
     */
    async goodsListBody(
      ctx: RequestContext,
      game: GameRow,
      query: GoodsQuery,
    ): Promise<KeptAnswer> {
      const area = resolveArea(ctx.tenant, {
        domainArea: query.domain_area,
        clientArea: game.area,
      });
      const currency = defaultCurrency(ctx.tenant, area);
      const lang = query.spec_lang?.trim().toLowerCase() || 'en';
      const key = `${ctx.tenant.id}\u0000${game.gameCode}\u0000${currency}\u0000${lang}`;
      return bodies.get(key, async () => {
        const at = now();
        const { list, changesAt } = await build(ctx, game, query, { user: null }, at);
        const timed = list.server_time !== undefined ? nextSecond(at.getTime()) : null;
        const until = Math.min(changesAt ?? Infinity, timed ?? Infinity);
        return { value: keptAnswer(Buffer.from(encode(list))), until };
      });
    },

    /** SPEC §3 goods of a game in the area's currency, sorted by type then goods order. */
    async goodsList(
      ctx: RequestContext,
      game: GameRow,
      query: GoodsQuery,
      viewer: GoodsViewer = { user: null },
    ) {
      return (await build(ctx, game, query, viewer, now())).list;
    },
  };

  async function build(
    ctx: RequestContext,
    game: GameRow,
    query: GoodsQuery,
    viewer: GoodsViewer,
    at: Date,
  ): Promise<{ list: GoodsList; changesAt: number | null }> {
    const area = resolveArea(ctx.tenant, {
      domainArea: query.domain_area,
      clientArea: game.area,
    });
    const currency: Currency = defaultCurrency(ctx.tenant, area);
    const tenantId = ctx.tenant.id;
    const rows = await cache.get(
      `${tenantId}\u0000${game.gameCode}\u0000${currency}`,
      async () => ({
        types: await repo.listTypes(tenantId, game.gameCode),
        goods: await repo.listPricedGoods(tenantId, game.gameCode, currency),
      }),
    );
    const lang = query.spec_lang?.trim().toLowerCase() || 'en';
    const typeOf = new Map(rows.types.map((t) => [t.typeKey, t]));

    const priced: GoodsData[] = rows.goods.map((p) => ({
      product_id: p.productId,
      value: p.value,
      bonus: p.bonus,
      display: nameIn(p.names, lang),
      price: formatMinor(p.amountMinor, currency),
      price_minor: p.amountMinor,
      currency,
      typeKey: p.typeKey,
      isLimit: p.isLimit,
      isCoupon: p.isCoupon,
      couponPoints: p.couponPoints,
      goodsSort: p.goodsSort,
      typeSort: 0,
      isSpecial: p.isSpecial,
      ...(p.image ? { image: p.image } : {}),
    }));
    // Offers (decision 0028): badges, countdowns, chain steps, free steps; live ones only.
    const offers = opts.offers?.();
    const decorated = offers
      ? await offers({ tenantId, gameCode: game.gameCode, currency, lang }, priced, viewer, at)
      : null;
    const withOffers = decorated?.view ?? { goods: priced };
    const goods = withOffers.goods
      // Goods of a type without a row still sell; they sort first.
      .map((g) => ({ ...g, typeSort: typeOf.get(g.typeKey)?.sort ?? 0 }))
      .sort(
        (a, b) =>
          a.typeSort - b.typeSort ||
          a.goodsSort - b.goodsSort ||
          (a.product_id < b.product_id ? -1 : 1),
      );
    // Only types that have goods here: an empty tab would be a dead end.
    const keys = [...new Set(goods.map((g) => g.typeKey))];
    const types = keys.map((typeKey) => {
      const type = typeOf.get(typeKey);
      return {
        typeKey,
        name: type ? nameIn(type.names, lang) : typeKey,
        typeSort: type?.sort ?? 0,
      };
    });
    const { goods: _, ...offerFields } = withOffers;
    const list = { currency, types, goods, ...offerFields };
    return { list, changesAt: decorated?.changesAt ?? null };
  }

  return service;
}
