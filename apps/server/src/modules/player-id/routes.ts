import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  guestOrderRequestSchema,
  guestOrderSchema,
  playerLookupRequestSchema,
  playerLookupSchema,
} from '@topup/contracts/player-id';
import type { Config } from '../../config.ts';
import { contextOf } from '../../context.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';
import { createGameService } from '../catalog/game-service.ts';
import { createCatalogRepository } from '../catalog/repository.ts';
import { orderTrack } from '../orders/order-track.ts';
import { orderProductNameIn } from '../payments/order-product-name.ts';
import { provideGuestPayer } from '../payments/guest-payer-slot.ts';
import { recheckOrder } from '../payments/recheck.ts';
import { assertGuestOrder } from './guest-order.ts';
import { createGuestPayer } from './guest-payer.ts';
import { createLookupThrottle } from './lookup-throttle.ts';
import { createLookupService } from './lookup-service.ts';
import { maskName } from './mask-name.ts';
import { createTicketRepository } from './tickets.ts';

const tags = ['player-id'];

/**
 * Top-up by player id (issue 29 item 14, docs/decisions/0038): the lookup that gives a ticket,
 * and the guest's order read by that ticket. Paying is the pay endpoints' with player_ticket.
 */
export const playerIdRoutes = routeModule(
  {
    name: 'player-id',
    uses: ['db', 'clock', 'orders', 'game-gateway', 'payment-providers'],
  },
  routes,
);

async function routes(
  app: FastifyInstance,
  opts: { config: Pick<Config, 'secretsKey'> },
): Promise<void> {
  const games = createGameService(createCatalogRepository(app.db));
  const tickets = createTicketRepository(app.db);
  const lookups = createLookupService({
    gateway: app.gameGateway,
    tickets,
    throttle: createLookupThrottle(app.db),
    now: app.clock.now,
  });
  // Pay calls with a ticket (the pay endpoints, payments) confirm the guest here: payments does
  // not import player-id (ADR 0042).
  provideGuestPayer(
    app,
    createGuestPayer({ tickets, gateway: app.gameGateway, now: app.clock.now }),
  );
  const openSecret = createSecretBox(opts.config.secretsKey).open;
  const zapp = app.withTypeProvider<ZodTypeProvider>();

  zapp.post(
    '/api/player-id/lookup',
    {
      bodyLimit: 4 * 1024,
      // A burst guard in front of the database-backed windows of the lookup throttle.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "A player id (+ server_id where the game asks for one) to the character's masked name " +
          'and a ticket that pays for it without a login; -3033 no such character, -3035 the ' +
          'game does not take it, -3001, -3014, -400; -429 past 10 lookups per address or 300 ' +
          'misses per brand in 15 minutes',
        body: playerLookupRequestSchema,
        response: apiResponses(playerLookupSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const game = await games.game(ctx, request.body.client_id);
      return ok(await lookups.lookup(ctx, game, request.body, request.ip));
    },
  );

  zapp.post(
    '/api/player-id/order',
    {
      bodyLimit: 4 * 1024,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "A guest's order by its billing number and the ticket that paid it (the order link): " +
          'the result and the live steps; a pending order is re-checked with its provider (-404)',
        body: guestOrderRequestSchema,
        response: apiResponses(guestOrderSchema),
      },
    },
    async (request) => {
      const { billing_no: billingNo, ticket } = request.body;
      const found = await app.orders.getOrder(request.tenant.id, billingNo);
      const order = await recheckOrder(
        { orders: app.orders, registry: app.paymentProviders.registry },
        assertGuestOrder(found, ticket),
        request.log,
      );
      const info = app.orders.orderInfo(order, { simple: false });
      info.product_name = await orderProductNameIn(app.db, order, requestLanguage(request));
      // As masked as the lookup showed it: a pending order must not reveal more than the lookup.
      info.role_name = maskName(order.roleName);
      const delayMs = request.tenant.deliveryDelayMinutes * 60_000;
      const track = await orderTrack(app.db, order, app.clock.now(), delayMs, openSecret);
      return ok({ info, track });
    },
  );
}
