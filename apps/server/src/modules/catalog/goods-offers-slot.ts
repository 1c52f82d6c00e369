import type { FastifyInstance } from 'fastify';
import { createAppSlot } from '../../lib/app-slot.ts';
import type { GoodsOffers } from '../offers/goods-offers.ts';

// The goods list shows the live offers (decision 0028), which the offers module computes. Offers
// sits above the catalog in the module map (ADR 0042), so the catalog does not import it: the
// offers plugin hands its piece in here when it registers, and the goods list asks for it on
// each request. One per app, keyed by the app's catalog bus (the catalog object every plugin
// context of one app shares).
const goodsOffers = createAppSlot<GoodsOffers>();

/** Called by the offers plugin: the goods list of this app shows these offers. */
export function provideGoodsOffers(app: FastifyInstance, offers: GoodsOffers): void {
  goodsOffers.fill(app.catalogBus, offers);
}

/** The offers the goods list adds, once the offers plugin has registered; none before. */
export function goodsOffersOf(app: FastifyInstance): GoodsOffers | undefined {
  return goodsOffers.get(app.catalogBus);
}
