import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ResultCode } from '@topup/contracts/result-codes';
import {
  dotRequestSchema,
  orderEventRequestSchema,
  trackAcceptedSchema,
} from '@topup/contracts/tracking';
import { contextOf } from '../../context.ts';
import { serverMessage, withDetail } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { createTrackingRepository } from './repository.ts';
import { createTrackingService } from './service.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';

const bodyLimit = 64 * 1024;

/** POST /service/recharge/dot.php and api.php: the app's beacons (SPEC §7 tracking). */
export const trackingRoutes = routeModule({ name: 'tracking', uses: ['db', 'clock'] }, routes);

async function routes(app: FastifyInstance) {
  const service = createTrackingService(createTrackingRepository(app.db), app.clock.now);

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
        summary: 'Store a batch of tracking events (JSON or text/plain JSON)',
        body: dotRequestSchema,
        response: apiResponses(trackAcceptedSchema),
      },
    },
    async (request) => ok(await service.recordDots(contextOf(request), request.body)),
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
    async (request) => ok(await service.recordOrder(contextOf(request), request.body)),
  );
}
