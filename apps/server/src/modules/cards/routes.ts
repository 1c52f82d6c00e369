import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cardCheckRequestSchema,
  cardCheckSchema,
  cardExchangeRequestSchema,
  cardExchangeSchema,
} from '@topup/contracts/cards';
import { contextOf } from '../../context.ts';
import { requireUser, requireVerifiedUser } from '../../plugins/auth.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { createGameService, type GameService } from '../catalog/game-service.ts';
import { createCatalogRepository } from '../catalog/repository.ts';
import { provideCardPayer } from '../payments/card-payer-slot.ts';
import { createCardService, type CardCaller } from './service.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';

const tags = ['cards'];

/** The player, the game and the client address of a card call (-3001, -600, 6001 when verified). */
export async function cardCaller(
  request: FastifyRequest,
  games: GameService,
  clientId: string,
  opts: { verified: boolean },
): Promise<CardCaller> {
  const ctx = contextOf(request);
  const game = await games.game(ctx, clientId);
  const user = opts.verified
    ? await requireVerifiedUser(request, game.clientId)
    : await requireUser(request, game.clientId);
  return { ctx, game, user, ip: request.ip };
}

/**
 * Prepaid-card check and exchange (SPEC §7 leaves their paths open; ours are /api/card/*). Wrong
 * number or password: -3070 with one message for both; used: -3071; other game, region or
 * expired: -3072; too many wrong guesses per account or address: -429.
 */
export const cardsRoutes = routeModule(
  { name: 'cards', uses: ['db', 'clock', 'auth', 'orders', 'game-gateway', 'payment-providers'] },
  routes,
);

async function routes(app: FastifyInstance): Promise<void> {
  const games = createGameService(createCatalogRepository(app.db));
  const cards = createCardService({
    db: app.db,
    orders: app.orders,
    gateway: app.gameGateway,
    now: app.clock.now,
  });
  // The pay endpoints (payments) pay with a card through this: payments does not import cards.
  provideCardPayer(app, (caller, endpoint, body) => cards.payWithCard(caller, endpoint, body));
  const zapp = app.withTypeProvider<ZodTypeProvider>();

  zapp.post(
    '/api/card/check',
    {
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        summary:
          "A card's price and gems for this game and region (-3070, -3071, -3072, -429, -600)",
        body: cardCheckRequestSchema,
        response: apiResponses(cardCheckSchema),
      },
    },
    async (request) => {
      const caller = await cardCaller(request, games, request.body.client_id, { verified: false });
      return ok(await cards.check(caller, request.body));
    },
  );

  zapp.post(
    '/api/card/exchange',
    {
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        summary:
          "Redeems the card for the player's character: an order born paid, delivered by the relay " +
          '(-3030, -3031, -3070, -3071, -3072, -429, -600, 6001)',
        body: cardExchangeRequestSchema,
        response: apiResponses(cardExchangeSchema),
      },
    },
    async (request) => {
      const caller = await cardCaller(request, games, request.body.client_id, { verified: true });
      return ok(await cards.exchange(caller, request.body));
    },
  );
}
