import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Counter } from 'prom-client';
import { ResultCode } from '@topup/contracts/result-codes';
import {
  dotRequestSchema,
  orderEventRequestSchema,
  trackAcceptedSchema,
} from '@topup/contracts/tracking';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from '../../config.ts';
import { contextOf } from '../../context.ts';
import { serverMessage, withDetail } from '../../i18n/server-messages.ts';
import { createHttpTransport, type HttpTransport } from '../../lib/http-transport.ts';
import { AppError } from '../../plugins/app-error.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';
import { createEventLimiter, defaultEventLimits, type EventLimits } from './event-limiter.ts';
import { createGatewayForwarder, type ForwarderOptions } from './gateway-forwarder.ts';
import { createTrackingRepository } from './repository.ts';
import { createTrackingService } from './service.ts';

const bodyLimit = 64 * 1024;

export type TrackingOptions = {
  config: Pick<Config, 'trackingForward'>;
  tenants: readonly Tenant[];
  limits?: EventLimits;
  /** How the gateways are reached; default real HTTP with a 5 s timeout. */
  transport?: HttpTransport;
  forwarder?: Partial<
    Pick<ForwarderOptions, 'batchSize' | 'flushMs' | 'maxAttempts' | 'retryBaseMs'>
  >;
};

/** POST /service/recharge/dot.php and api.php: the app's beacons (SPEC §7 tracking). */
export const trackingRoutes = routeModule(
  { name: 'tracking', uses: ['db', 'clock', 'metrics'] },
  routes,
);

async function routes(app: FastifyInstance, opts: TrackingOptions) {
  const registers = [app.metrics.registry];
  const dropped = new Counter({
    name: 'topup_tracking_dropped_total',
    help: 'Tracking events refused by the per-address / per-session limits, by brand',
    labelNames: ['tenant'] as const,
    registers,
  });
  const forwardedCount = new Counter({
    name: 'topup_tracking_forwarded_total',
    help: "Tracking events sent on to the brand's data gateway, by outcome (sent, failed, rejected, overflow)",
    labelNames: ['tenant', 'outcome'] as const,
    registers,
  });

  const forwarder = opts.config.trackingForward
    ? createGatewayForwarder({
        tenants: opts.tenants,
        transport: opts.transport ?? createHttpTransport({ timeoutMs: 5_000 }),
        log: app.log,
        onOutcome: (tenant, outcome, n) => forwardedCount.inc({ tenant, outcome }, n),
        ...opts.forwarder,
      })
    : null;
  if (forwarder) app.addHook('onClose', () => forwarder.close());

  const service = createTrackingService({
    repo: createTrackingRepository(app.db),
    now: app.clock.now,
    limiter: createEventLimiter(opts.limits ?? defaultEventLimits),
    forwarder,
    onDropped: (tenant, n) => dropped.inc({ tenant }, n),
  });

  // navigator.sendBeacon with a string sends text/plain; the text is still JSON. This parser
  // only applies inside this plugin.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      const lead = serverMessage('request.invalid', { where: 'body' });
      done(new AppError(ResultCode.BadRequest, withDetail(lead, 'expected JSON text')), undefined);
    }
  });

  const zapp = app.withTypeProvider<ZodTypeProvider>();
  zapp.post(
    '/service/recharge/dot.php',
    {
      bodyLimit,
      schema: {
        tags: ['tracking'],
        summary:
          'Store a batch of tracking events (JSON or text/plain JSON); events over the per-address / per-session limits are dropped and counted',
        body: dotRequestSchema,
        response: apiResponses(trackAcceptedSchema),
      },
    },
    async (request) => ok(await service.recordDots(contextOf(request), request.ip, request.body)),
  );
  zapp.post(
    '/service/recharge/api.php',
    {
      bodyLimit,
      schema: {
        tags: ['tracking'],
        summary: 'Store an order event (event 18)',
        body: orderEventRequestSchema,
        response: apiResponses(trackAcceptedSchema),
      },
    },
    async (request) => ok(await service.recordOrder(contextOf(request), request.ip, request.body)),
  );
}
