import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  setCapsPinBodySchema,
  setSpendingCapsBodySchema,
  spendingCapsQuerySchema,
  spendingCapsSchema,
} from '@topup/contracts/spending-caps';
import { contextOf } from '../../context.ts';
import { requireUser, requireUserWith } from '../../plugins/auth.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';
import { createGameService } from '../catalog/game-service.ts';
import { createCatalogRepository } from '../catalog/repository.ts';
import { createSpendingCapsService } from './service.ts';

const tags = ['spending-caps'];

/** Player-set spending caps (issue 18); enforced in pay-service through enforce.ts. */
export const spendingCapsRoutes = routeModule(
  { name: 'spending-caps', uses: ['db', 'clock', 'auth'] },
  routes,
);

async function routes(app: FastifyInstance): Promise<void> {
  const games = createGameService(createCatalogRepository(app.db));
  const caps = createSpendingCapsService({ db: app.db, now: app.clock.now });
  const zapp = app.withTypeProvider<ZodTypeProvider>();

  /** The signed-in account of the brand; caps hold for all its games. */
  async function accountOf(request: Parameters<typeof contextOf>[0], clientId: string) {
    const game = await games.game(contextOf(request), clientId);
    const user = await requireUser(request, game.clientId);
    return { tenantId: request.tenant.id, suid: user.suid };
  }

  zapp.get(
    '/api/account/getSpendingCaps',
    {
      schema: {
        tags,
        summary:
          "The account's spending caps on this brand, a change waiting out its cooling-off, and " +
          'the spend of this day, week and month in the brand time zone (-600, -3001)',
        querystring: spendingCapsQuerySchema,
        response: apiResponses(spendingCapsSchema),
      },
    },
    async (request) => {
      const game = await games.game(contextOf(request), request.query.client_id);
      // The caps row and the spend come with the session, in one statement (issue 32).
      const at = app.clock.now();
      const { parts } = await requireUserWith(
        request,
        game.clientId,
        caps.partsAt(request.tenant, at),
      );
      return ok(caps.viewFrom(request.tenant, parts, at));
    },
  );

  zapp.post(
    '/api/account/setSpendingCaps',
    {
      schema: {
        tags,
        summary:
          'Sets the caps: lower ones at once; with cooling-off, higher ones or none 24 h later ' +
          '(pin when a guardian PIN is set: -3053, -429 after 5 wrong ones)',
        body: setSpendingCapsBodySchema,
        response: apiResponses(spendingCapsSchema),
      },
    },
    async (request) => {
      const who = await accountOf(request, request.body.client_id);
      return ok(await caps.setCaps(request.tenant, who, request.body));
    },
  );

  zapp.post(
    '/api/account/setSpendingCapsPin',
    {
      schema: {
        tags,
        summary:
          'Sets (new_pin) or clears (new_pin null) the guardian PIN; the current one is needed ' +
          'when set (-3053, -429)',
        body: setCapsPinBodySchema,
        response: apiResponses(spendingCapsSchema),
      },
    },
    async (request) => {
      const who = await accountOf(request, request.body.client_id);
      return ok(await caps.setPin(request.tenant, who, request.body));
    },
  );
}
