import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderTrackQuerySchema, orderTrackSchema } from '@topup/contracts/order-track';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { orderTrack } from '../orders/order-track.ts';
import { ownOrder } from './own-order.ts';

// How the stream follows an order: a read of its row and attempt log each second (the same rows
// on every instance, so the player's connection may be on any of them; decision 0023), a comment
// line every 15 s so proxies keep the connection, and an end once the order can no longer change
// or after ORDER_TRACK_STREAM_SECONDS (default 10 minutes; the browser's EventSource reconnects).
export const trackPollMs = 1_000;
const heartbeatMs = 15_000;

/** The brand's patience with the game before a paid order shows as delayed (tenant file). */
const delayOf = (request: FastifyRequest) => request.tenant.deliveryDelayMinutes * 60_000;

/** GET /api/pay/orderTrack and its Server-Sent Events twin (issue 18, live delivery tracker). */
export function orderTrackRoutes(
  app: FastifyInstance,
  opts: { streamSeconds: number; openSecret: (stored: string) => string },
) {
  const streamLimitMs = opts.streamSeconds * 1_000;
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
          'one per change, until the order is final (-600, -404 as JSON before the stream opens)',
      },
    },
    async (request, reply) => {
      const delayMs = delayOf(request);
      const { tenantId, billingNo } = await ownOrder(app, request, request.query.billing_no).then(
        (o) => ({ tenantId: o.tenantId, billingNo: o.billingNo }),
      );
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx (deploy/nginx) would otherwise buffer the stream.
        'x-accel-buffering': 'no',
        'x-request-id': String(request.id),
      });
      const started = Date.now();
      let last = '';
      let lastWrite = Date.now();
      let closed = false;
      let timer: NodeJS.Timeout | undefined;
      const finish = () => {
        if (closed) return;
        closed = true;
        open.delete(finish);
        clearTimeout(timer);
        raw.end();
      };
      open.add(finish);
      request.raw.on('close', finish);

      const tick = async () => {
        if (closed) return;
        try {
          const order = await app.orders.getOrder(tenantId, billingNo);
          if (!order) return finish();
          const track = await orderTrack(app.db, order, app.clock.now(), delayMs, opts.openSecret);
          const data = JSON.stringify(track);
          if (data !== last) {
            last = data;
            lastWrite = Date.now();
            raw.write(`event: track\ndata: ${data}\n\n`);
          } else if (Date.now() - lastWrite >= heartbeatMs) {
            lastWrite = Date.now();
            raw.write(': keep-alive\n\n');
          }
          if (track.final || Date.now() - started >= streamLimitMs) return finish();
        } catch (err) {
          // The database is away for a moment: the stream goes quiet, the next second tries again.
          request.log.warn({ err, billingNo }, 'order track read failed');
        }
        if (!closed) timer = setTimeout(() => void tick(), trackPollMs);
      };
      await tick();
    },
  );
}
