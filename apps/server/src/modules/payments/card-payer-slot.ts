import type { FastifyInstance } from 'fastify';
import { createAppSlot } from '../../lib/app-slot.ts';
import type { PayEndpoint } from '@topup/contracts/payment-families';
import type { PayRequest, PayResponse } from '@topup/contracts/payments';
import type { RequestContext } from '../../context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { GameRow } from '../catalog/repository.ts';

/** Pays a product with a prepaid card at once (SPEC §7 "card-based pay adds card_info"). */
export type CardPayer = (
  caller: { ctx: RequestContext; game: GameRow; user: AuthUser; ip: string },
  endpoint: PayEndpoint,
  body: PayRequest & { card_info: string },
) => Promise<PayResponse>;

// The cards module pays with a card through the pay endpoints, and builds its orders with the
// pay flow's pieces, so it sits above payments in the module map (ADR 0042) and payments does
// not import it: the cards plugin hands its card payer in here when it registers, and the pay
// endpoints ask for it per request. One per app, keyed by the app's payment providers (the
// payments object every plugin context of one app shares).
const cardPayers = createAppSlot<CardPayer>();

/** Called by the cards plugin: card-based pay calls with card_info go through this payer. */
export function provideCardPayer(app: FastifyInstance, payer: CardPayer): void {
  cardPayers.fill(app.paymentProviders, payer);
}

/** The card payer, once the cards plugin has registered; none before. */
export function cardPayerOf(app: FastifyInstance): CardPayer | undefined {
  return cardPayers.get(app.paymentProviders);
}
