import type { GoodsData } from '@topup/contracts/catalog';
import type { Currency } from '@topup/tenants/currencies';
import { defaultCurrency } from '@topup/tenants/tenant-rules';
import type { RequestContext } from '../../context.ts';
import { nameIn } from '../../i18n/name-in.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { resolveArea } from './area.ts';
import { formatMinor } from './money.ts';
import type { GoodsOffers, GoodsViewer } from '../offers/goods-offers.ts';
import type { CatalogRepository, GameRow, PricedProductRow, ProductTypeRow } from './repository.ts';

// Goods are read on every visit of the goods page; console edits clear it (catalog bus).
const GOODS_TTL_MS = 5_000;

type Rows = { types: ProductTypeRow[]; goods: PricedProductRow[] };
type GoodsQuery = { domain_area?: string | undefined; spec_lang?: string | undefined };

export function createGoodsService(
  repo: CatalogRepository,
  opts: {
    ttlMs?: number;
    invalidation?: ChangeBus;
    /** The offers module's piece, asked per request: it registers after the catalog. */
    offers?: () => GoodsOffers | undefined;
  } = {},
) {
  const cache = createTtlCache<Rows>({
    ttlMs: opts.ttlMs ?? GOODS_TTL_MS,
    clearOn: opts.invalidation,
  });

  return {
    /** SPEC §3 goods of a game in the area's currency, sorted by type then goods order. */
    async goodsList(
      ctx: RequestContext,
      game: GameRow,
      query: GoodsQuery,
      viewer: GoodsViewer = { user: null },
    ) {
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
      const withOffers = offers
        ? await offers({ tenantId, gameCode: game.gameCode, currency, lang }, priced, viewer)
        : { goods: priced };
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
      return { currency, types, goods, ...offerFields };
    },
  };
}
