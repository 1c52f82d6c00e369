import type { GoodsData } from '@topup/contracts/catalog';
import type { Currency } from '@topup/tenants/currencies';
import type { FirstPurchaseBonus, GoodsOffer } from '@topup/contracts/offers';
import type { Db } from '../../db/client.ts';
import type { GameGateway } from '../../games/game-gateway.ts';
import { nameIn } from '../../i18n/name-in.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { createUntilCache } from '../../lib/until-cache.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { formatMinor } from '../catalog/money.ts';
import { firstPurchaseEligible } from './first-purchase.ts';
import { chainStates, stepPosition, windowState } from './offer-state.ts';
import {
  firstPurchaseBonus,
  gameOffers,
  regularPrices,
  takenProducts,
  type Character,
  type ProductRow,
} from './repository.ts';
import type { OfferRow } from './offer-state.ts';

// The game's offer rows change only by the console, which announces it on the catalog bus; the
// TTL is the backstop for a missed announcement (issue 32: these were read on every request).
const OFFERS_TTL_MS = 5_000;

export type GoodsViewer = { user: AuthUser | null; roleId?: string | undefined };
export type OfferGoods = {
  goods: GoodsData[];
  first_purchase_bonus?: FirstPurchaseBonus;
  server_time?: string;
};

/** What the offers add to a goods list, and when (ms) that changes by itself: a window edge. */
export type DecoratedGoods = { view: OfferGoods; changesAt: number | null };

/** Everything of a game's offers that is the same for every player (one currency). */
type OffersOfGame = {
  rows: { offer: OfferRow; product: ProductRow }[];
  bonus: number | null;
  regular: Map<string, number>;
};

/** The next start, end or staff end after `at` of any offer: the list changes then. */
function nextEdge(rows: OffersOfGame['rows'], at: Date): number | null {
  let next: number | null = null;
  for (const { offer } of rows) {
    for (const edge of [offer.startsAt, offer.endsAt, offer.endedAt]) {
      const ms = edge?.getTime();
      if (ms !== undefined && ms > at.getTime() && (next === null || ms < next)) next = ms;
    }
  }
  return next;
}

/**
 * Adds what the goods page needs for offers (decision 0028): goods[].offer on offers, offers
 * outside their window left out, free chain steps added (price 0: claimed, not paid), and the
 * first-purchase bonus. Step states are the character's only when role_id is one of the logged-in
 * player's own; anyone else sees them as a new character would.
 */
export function createGoodsOffers(deps: {
  db: Db;
  gateway: GameGateway;
  now: () => Date;
  invalidation?: ChangeBus;
}) {
  const cache = createUntilCache<OffersOfGame>({
    ttlMs: OFFERS_TTL_MS,
    clearOn: deps.invalidation,
  });
  const offersOfGame = (tenantId: string, gameCode: string, currency: Currency) =>
    cache.get(`${tenantId}\u0000${gameCode}\u0000${currency}`, async () => {
      const rows = await gameOffers(deps.db, tenantId, gameCode);
      const bonus = await firstPurchaseBonus(deps.db, tenantId, gameCode);
      const regular = await regularPrices(deps.db, tenantId, currency, rows);
      return { value: { rows, bonus, regular } };
    });

  async function characterOf(
    tenantId: string,
    gameCode: string,
    viewer: GoodsViewer,
  ): Promise<Character | null> {
    if (!viewer.user || !viewer.roleId) return null;
    const role = await deps.gateway.findRole(tenantId, gameCode, viewer.roleId);
    if (!role || role.suid !== viewer.user.suid) return null;
    return { tenantId, gameCode, roleId: role.roleId };
  }

  /** `at`: the moment the list is for (default now; a list kept for everyone passes its own). */
  return async function decorate(
    q: { tenantId: string; gameCode: string; currency: Currency; lang: string },
    goods: GoodsData[],
    viewer: GoodsViewer,
    at: Date = deps.now(),
  ): Promise<DecoratedGoods> {
    const { rows, bonus, regular } = await offersOfGame(q.tenantId, q.gameCode, q.currency);
    if (rows.length === 0 && bonus === null) return { view: { goods }, changesAt: null };
    const changesAt = nextEdge(rows, at);
    const who = await characterOf(q.tenantId, q.gameCode, viewer);

    const ids = rows.map((r) => r.offer.productId);
    const taken = who ? await takenProducts(deps.db, who, ids) : new Set<string>();
    // An ended step no longer holds back the steps after it (issue 31 item 9).
    const steps = (chainId: string) =>
      rows
        .filter((r) => r.offer.chainId === chainId && windowState(r.offer, at) !== 'ended')
        .map((r) => ({ productId: r.offer.productId, chainStep: r.offer.chainStep ?? 0 }));

    const offerOf = new Map<string, GoodsOffer>();
    const freeGoods: GoodsData[] = [];
    for (const { offer, product } of rows) {
      if (!product.active || windowState(offer, at) !== 'live') continue;
      const chain = offer.chainId
        ? {
            chain_id: offer.chainId,
            ...stepPosition(steps(offer.chainId), offer.productId),
            state: chainStates(steps(offer.chainId), taken).get(offer.productId) ?? 'locked',
          }
        : null;
      const isFree = chain !== null && offer.free;
      offerOf.set(offer.productId, {
        starts_at: offer.startsAt?.toISOString() ?? null,
        ends_at: offer.endsAt?.toISOString() ?? null,
        seconds_left: offer.endsAt
          ? Math.max(0, Math.floor((offer.endsAt.getTime() - at.getTime()) / 1000))
          : null,
        free: isFree,
        chain,
      });
      if (!isFree) continue;
      freeGoods.push({
        product_id: product.productId,
        value: product.value,
        bonus: product.bonus,
        display: nameIn(product.names, q.lang),
        price: formatMinor(0, q.currency),
        price_minor: 0,
        currency: q.currency,
        typeKey: product.typeKey,
        isLimit: false,
        isCoupon: false,
        couponPoints: 0,
        goodsSort: product.goodsSort,
        typeSort: 0,
        isSpecial: product.isSpecial,
        // Its picture, like any goods (issue 29 item 13: offers look like offers).
        ...(product.image ? { image: product.image } : {}),
      });
    }
    const isOffer = new Set(ids);
    // A free step's product keeps its prices: the priced copy from the catalog gives way to the
    // free one.
    const freeIds = new Set(freeGoods.map((g) => g.product_id));
    const listed = [...goods.filter((g) => !freeIds.has(g.product_id)), ...freeGoods]
      // An offer outside its window (or ended) is not on sale: not listed either.
      .filter((g) => !isOffer.has(g.product_id) || offerOf.has(g.product_id))
      .map((g) => {
        const offer = offerOf.get(g.product_id);
        if (!offer) return g;
        // Struck through beside the price only when it really is more (issue 29 item 13).
        const was = regular.get(g.product_id);
        return {
          ...g,
          offer:
            was !== undefined && was > g.price_minor
              ? { ...offer, regular_price_minor: was }
              : offer,
        };
      });
    const server_time = at.toISOString();
    if (bonus === null) return { view: { goods: listed, server_time }, changesAt };
    const eligible = who ? await firstPurchaseEligible(deps.db, who) : null;
    return {
      view: { goods: listed, first_purchase_bonus: { bonus, eligible }, server_time },
      changesAt,
    };
  };
}

export type GoodsOffers = ReturnType<typeof createGoodsOffers>;
