import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { payEndpoints, type PayEndpoint } from '@topup/contracts/payment-families';
import { payRequestSchema, payResponseSchema } from '@topup/contracts/payments';
import { ResultCode } from '@topup/contracts/result-codes';
import { contextOf } from '../../context.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import { namedLimit } from '../../plugins/limit-names.ts';
import { rateLimitError } from '../../plugins/rate-limit.ts';
import { configuredOrigin, tenantOriginFor } from '../../lib/store-origin.ts';
import { requireVerifiedUser, tokenOf } from '../../plugins/auth.ts';
import { hashToken } from '../../lib/token-hash.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import type { GameService } from '../catalog/game-service.ts';
import { cardPayerOf } from './card-payer-slot.ts';
import { badPayParams } from './pay-errors.ts';
import { guestLoginNeeded, type GuestPayerFn } from './guest-pay.ts';
import type { PayService } from './pay-service.ts';
import type { PayContext } from './providers/provider.ts';

/**
 * The store origin the player is on, from configuration: tenancy has matched the Host's name to
 * one of the brand's configured hosts (a backup host keeps the port its tenant file writes);
 * scheme and port come from config, never from the Host.
 */
export function payContextOf(request: FastifyRequest, port: number): PayContext {
  const origin =
    tenantOriginFor(request.tenant, request.host, port) ?? configuredOrigin(request.host, port);
  return { ...contextOf(request), origin };
}

const summary = (endpoint: PayEndpoint) => {
  const spec = payEndpoints[endpoint];
  return (
    `Create an order and a ${spec.provider} payment (families ${spec.families.join(', ')}); ` +
    '-3001, -600, 6001, -3014, -3030, -3040, -3041, -3042, -3043, -3046 (currency the provider ' +
    'does not take), -3062; with player_ticket instead of a login (ADR 0038) -3034 ticket run ' +
    'out, -3035, -400 coupon, limited goods or offer; -429 too many calls ' +
    'or too many unpaid orders' +
    (cardPayEndpoints.includes(endpoint)
      ? '. With card_info: paid with a prepaid card at once (url empty); -3070, -3071, -3072, -429'
      : '')
  );
};

/** Without card_info these stay MyCard redirects (sandbox checkout). */
const cardPayEndpoints: readonly PayEndpoint[] = [
  'pay/payMyCardInGame',
  'pay/card_pay',
  'pay/card_info',
  'pay/payMyCardBilling',
  'pay/payMyCardKouDian',
];

/**
 * Order-creating calls per minute, counted over all 23 endpoints together (one limiter each, not
 * one per route): per address (3x, for players behind one NAT) before anything is read, and per
 * login token once the body (where the token usually is) is parsed. With the unpaid-order cap
 * (orders/insert-order.ts) this keeps one client from opening thousands of orders that hold
 * purchase-limit slots.
 */
function payRateLimits(app: FastifyInstance, perMinute: number) {
  const timeWindow = 60_000;
  const perAddress = app.rateLimit({
    max: perMinute * 3,
    timeWindow,
    keyGenerator: (request) => `pay:ip:${request.ip}`,
    errorResponseBuilder: rateLimitError('pay:address'),
  });
  // The plugin runs one of its own handlers per request, so the second limit is checked here.
  // Keyed by the token's hash, so no live token sits in the (maybe shared Redis) store.
  const loginCounter = app.createRateLimit({
    max: perMinute,
    timeWindow,
    keyGenerator: (request) => `pay:login:${hashToken(tokenOf(request) ?? '')}`,
    // Without a token the call ends in -600 and opens nothing; the address limit covers it.
    allowList: (request) => tokenOf(request) === null,
  });
  const perLogin = async (request: FastifyRequest, reply: FastifyReply) => {
    const count = await loginCounter(request);
    if (count.isAllowed || !count.isExceeded) return;
    reply.header('retry-after', count.ttlInSeconds);
    throw namedLimit(
      new AppError(
        ResultCode.RateLimited,
        serverMessage('request.tooMany', { seconds: count.ttlInSeconds }),
        429,
      ),
      'pay:login',
    );
  };
  return { perAddress, perLogin };
}

/** POST /api/pay/<name> and /api/kr_pay/<name> (SPEC §7): one handler for the 23 endpoints. */
export function payRoutes(
  app: FastifyInstance,
  deps: {
    games: GameService;
    pay: PayService;
    port: number;
    rateLimit: number;
    /**
     * Top-up by player id: a lookup's ticket stands in for the login (decision 0038). The
     * player-id module's payer, once its plugin has registered (payments/guest-payer-slot.ts).
     */
    guestPayer: () => GuestPayerFn | undefined;
  },
) {
  const zapp = app.withTypeProvider<ZodTypeProvider>();
  const limits = payRateLimits(app, deps.rateLimit);
  // SPEC §7 "card-based pay adds card_info": with one, these pay with a prepaid card instead.
  // The cards module's payer (payments/card-payer-slot.ts), asked per call: it registers later.
  for (const endpoint of Object.keys(payEndpoints) as PayEndpoint[]) {
    zapp.post(
      `/api/${endpoint}`,
      {
        bodyLimit: 16 * 1024,
        onRequest: limits.perAddress,
        preHandler: limits.perLogin,
        schema: {
          tags: ['payments'],
          summary: summary(endpoint),
          body: payRequestSchema,
          response: apiResponses(payResponseSchema),
        },
      },
      async (request) => {
        const ctx = payContextOf(request, deps.port);
        const game = await deps.games.game(ctx, request.body.client_id);
        const ticket = request.body.player_ticket;
        if (ticket) {
          const guestPayer = deps.guestPayer();
          if (!guestPayer) throw guestLoginNeeded();
          const guest = await guestPayer(ctx, game, {
            ...request.body,
            player_ticket: ticket,
          });
          return ok(await deps.pay.pay(ctx, endpoint, game, guest.user, guest.body, guest.guest));
        }
        const user = await requireVerifiedUser(request, game.clientId);
        const cardInfo = request.body.card_info;
        if (cardInfo && cardPayEndpoints.includes(endpoint)) {
          const caller = { ctx, game, user, ip: request.ip };
          const body = { ...request.body, card_info: cardInfo };
          const payWithCard = cardPayerOf(app);
          if (!payWithCard) throw badPayParams();
          return ok(await payWithCard(caller, endpoint, body));
        }
        return ok(await deps.pay.pay(ctx, endpoint, game, user, request.body));
      },
    );
  }
}
