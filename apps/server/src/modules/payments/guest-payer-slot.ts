import type { FastifyInstance } from 'fastify';
import { createAppSlot } from '../../lib/app-slot.ts';
import type { GuestPayerFn } from './guest-pay.ts';

// The pay endpoints take a player-id ticket instead of a login (decision 0038); the player-id
// module confirms it. Player-id sits above payments in the module map (ADR 0042), so payments
// does not import it: the player-id plugin hands its guest payer in here when it registers, and
// the pay endpoints ask for it per request. One per app, keyed by the app's payment providers
// (the payments object every plugin context of one app shares).
const guestPayers = createAppSlot<GuestPayerFn>();

/** Called by the player-id plugin: pay calls with a ticket go through this guest payer. */
export function provideGuestPayer(app: FastifyInstance, payer: GuestPayerFn): void {
  guestPayers.fill(app.paymentProviders, payer);
}

/** The guest payer, once the player-id plugin has registered; none before. */
export function guestPayerOf(app: FastifyInstance): GuestPayerFn | undefined {
  return guestPayers.get(app.paymentProviders);
}
