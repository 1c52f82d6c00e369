import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  orderTrackQuerySchema,
  orderTrackSchema,
  type OrderTrack,
} from '@topup/contracts/order-track';
import { ResultCode } from '@topup/contracts/result-codes';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import { tokenOf } from '../../plugins/auth.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { orderTrack } from '../orders/order-track.ts';
import { createTrackHub, type TrackHubLimits } from './order-track-hub.ts';
import { ownOrder } from './own-order.ts';

// How the stream follows an order: a read of its row and attempt log each second (the same rows
// on every instance, so the player's connection may be on any of them; decision 0023), shared by
// every stream of that order on this instance (decision 0035), a comment line every 15 s so
// proxies keep the connection, and an end once the order can no longer change or after
// ORDER_TRACK_STREAM_SECONDS (default 10 minutes; the browser's EventSource reconnects).
export const trackPollMs = 1_000;
const heartbeatMs = 15_000;
/** A refused stream's Retry-After: the app follows the order by polling meanwhile. */
const retryAfterSeconds = 30;

/** The brand's patience with the game before a paid order shows as delayed (tenant file). */
const delayOf = (request: FastifyRequest) => request.tenant.deliveryDelayMinutes * 60_000;

/** Before the stream opens: a JSON -429 the app answers by polling getOrderInfo instead. */
function refused(reply: FastifyReply) {
  void reply.header('retry-after', String(retryAfterSeconds));
  return new AppError(
    ResultCode.RateLimited,
    serverMessage('request.tooMany', { seconds: retryAfterSeconds }),
  );
}

/** The token as the caps count it: hashed, so the hub holds no live credential. */
const tokenKey = (token: string | null) =>
  token ? createHash('sha256').update(token).digest('base64url') : '';

/** GET /api/pay/orderTrack and its Server-Sent Events twin (issue 18, live delivery tracker). */
export function orderTrackRoutes(
  app: FastifyInstance,
  opts: {
    streamSeconds: number;
    /** ORDER_TRACK_STREAMS_PER_PLAYER and ORDER_TRACK_STREAMS_PER_INSTANCE. */
    limits: TrackHubLimits;
    openSecret: (stored: string) => string;
  },
) {
  const streamLimitMs = opts.streamSeconds * 1_000;
  const hub = createTrackHub({
    pollMs: trackPollMs,
    limits: opts.limits,
    onReadError: (err, order) => app.log.warn({ err, order }, 'order track read failed'),
  });
  const zapp = app.withTypeProvider<ZodTypeProvider>();
  // Open streams end when the instance shuts down (a deploy, a scale-in): the browsers reconnect
  // to another instance at once instead of holding this one open until their streams time out.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const finish of open) finish();
  });
  const schema = {
    tags: ['payments'],
    querystring: orderTrackQuerySchema,
  };

  zapp.get(
    '/api/pay/orderTrack',
    {
      schema: {
        ...schema,
        summary:
          "The player's order as live steps: created, paid, sent to the game, delivered, with " +
          'times, and whether its delivery is delayed (-600, -404)',
        response: apiResponses(orderTrackSchema),
      },
    },
    async (request) => {
      const order = await ownOrder(app, request, request.query.billing_no);
      return ok(
        await orderTrack(app.db, order, app.clock.now(), delayOf(request), opts.openSecret),
      );
    },
  );

  zapp.get(
    '/api/pay/orderTrack/stream',
    {
      schema: {
        ...schema,
        summary:
          'The same steps as Server-Sent Events (text/event-stream): one `track` event now and ' +
          'one per change, until the order is final (-600, -404, and -429 past the caps per player ' +
          'and per instance, as JSON before the stream opens)',
      },
    },
    async (request, reply) => {
      const delayMs = delayOf(request);
      // Counted before the token and order are read: a flood on one token costs no query.
      const admission = hub.admit(tokenKey(tokenOf(request)));
      if (typeof admission === 'string') throw refused(reply);
      const order = await ownOrder(app, request, request.query.billing_no).catch((err: unknown) => {
        admission.drop();
        throw err;
      });
      const { tenantId, billingNo } = order;
      const raw = reply.raw;
      const started = Date.now();
      let last = '';
      let lastWrite = Date.now();
      let closed = false;
      const send = (track: OrderTrack | null) => {
        if (closed) return;
        if (!track) return finish();
        const data = JSON.stringify(track);
        if (data !== last) {
          last = data;
          lastWrite = Date.now();
          raw.write(`event: track\ndata: ${data}\n\n`);
        }
        if (track.final) finish();
      };
      const subscription = admission.open(
        { player: `${tenantId}|${order.suid}`, order: `${tenantId}|${billingNo}` },
        async () => {
          const row = await app.orders.getOrder(tenantId, billingNo);
          return row && orderTrack(app.db, row, app.clock.now(), delayMs, opts.openSecret);
        },
        send,
      );
      if (typeof subscription === 'string') throw refused(reply);
      // The keep-alive line and the stream's time limit, apart from the order's reads.
      const timer = setInterval(() => {
        if (Date.now() - started >= streamLimitMs) return finish();
        if (Date.now() - lastWrite >= heartbeatMs) {
          lastWrite = Date.now();
          raw.write(': keep-alive\n\n');
        }
      }, trackPollMs);
      const finish = () => {
        if (closed) return;
        closed = true;
        open.delete(finish);
        clearInterval(timer);
        subscription.close();
        raw.end();
      };
      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx (deploy/nginx) would otherwise buffer the stream.
        'x-accel-buffering': 'no',
        'x-request-id': String(request.id),
      });
      open.add(finish);
      request.raw.on('close', finish);
      raw.on('close', finish);
      // The player left while the order was looked up: the 'close' events are already past.
      if (request.raw.socket?.destroyed) finish();
    },
  );
}
