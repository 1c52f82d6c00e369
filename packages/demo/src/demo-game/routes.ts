import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ResultCode } from '@topup/contracts/result-codes';
import { contextOf } from '@topup/server/context';
import { AppError } from '@topup/server/plugins/app-error';
import { apiResponses, ok } from '@topup/server/plugins/envelope';
import { createGameService } from '@topup/server/modules/catalog/game-service';
import { roleNotFoundMessage } from '@topup/server/modules/catalog/play-service';
import { createCatalogRepository } from '@topup/server/modules/catalog/repository';
import { createDemoGameRepository } from './repository.ts';
import {
  demoRoleQuerySchema,
  demoRoleSchema,
  demoSlowRoleRequestSchema,
  demoSlowRoleSchema,
  demoSpendRequestSchema,
  demoSpendSchema,
  type DemoRoleData,
} from '@topup/contracts/demo-game';
import { spendDemoBalance } from './demo-spend.ts';
import { requireUser } from '@topup/server/plugins/auth';
import { routeModule } from '@topup/server/plugins/plugin-meta';

/**
 * Read-only window into the demo game (what a publisher's game would show in-game): a
 * character's balance and the deliveries it received. Public like the game's own profile page,
 * and scoped to the brand of the Host like every other call.
 */
export const demoGameRoutes = routeModule(
  { name: 'demo-game', uses: ['db', 'clock', 'auth', 'game-gateway'] },
  routes,
);

async function routes(app: FastifyInstance): Promise<void> {
  const games = createGameService(createCatalogRepository(app.db));
  const repo = createDemoGameRepository(app.db);
  const zapp = app.withTypeProvider<ZodTypeProvider>();

  zapp.get(
    '/api/demo-game/role',
    {
      schema: {
        tags: ['demo-game'],
        summary: "A demo character's balance and latest deliveries (-3001, -3030)",
        querystring: demoRoleQuerySchema,
        response: apiResponses(demoRoleSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const game = await games.game(ctx, request.query.client_id);
      const role = await app.gameGateway.findRole(
        ctx.tenant.id,
        game.gameCode,
        request.query.role_id,
      );
      if (!role) throw new AppError(ResultCode.RoleNotFound, roleNotFoundMessage);
      const key = { tenantId: ctx.tenant.id, gameCode: game.gameCode, roleId: role.roleId };
      const [balance, deliveries] = await Promise.all([repo.balance(key), repo.deliveries(key)]);
      const data: DemoRoleData = {
        role_id: role.roleId,
        role_name: role.name,
        balance,
        deliveries: deliveries.map((d) => ({
          delivery_id: d.deliveryId,
          amount: d.amount,
          source: d.source,
          delivered_at: d.deliveredAt.toISOString(),
          revoked_at: d.revokedAt?.toISOString() ?? null,
          revoke_reason: d.revokeReason,
        })),
      };
      return ok(data);
    },
  );

  zapp.post(
    '/api/demo-game/spend',
    {
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['demo-game'],
        summary:
          "The logged-in player spends a demo character's in-game currency (at most its balance; " +
          "-600, -3001, -3030 another player's character)",
        body: demoSpendRequestSchema,
        response: apiResponses(demoSpendSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const game = await games.game(ctx, request.body.client_id);
      const user = await requireUser(request, game.clientId);
      const role = await app.gameGateway.findRole(
        ctx.tenant.id,
        game.gameCode,
        request.body.role_id,
      );
      if (!role || role.suid !== user.suid) {
        throw new AppError(ResultCode.RoleNotFound, roleNotFoundMessage);
      }
      const key = { tenantId: ctx.tenant.id, gameCode: game.gameCode, roleId: role.roleId };
      const result = await spendDemoBalance(app.db, app.clock.now, key, request.body.amount);
      return ok({ role_id: role.roleId, ...result });
    },
  );

  zapp.post(
    '/api/demo-game/role/slow',
    {
      bodyLimit: 1024,
      schema: {
        tags: ['demo-game'],
        summary:
          "Demo only: the demo game refuses a character's deliveries for some minutes, so the " +
          'tracker shows "delayed" and the make-good can be tried (-3001, -3030)',
        body: demoSlowRoleRequestSchema,
        response: apiResponses(demoSlowRoleSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const { client_id, role_id, minutes } = request.body;
      const game = await games.game(ctx, client_id);
      const role = await app.gameGateway.findRole(ctx.tenant.id, game.gameCode, role_id);
      if (!role) throw new AppError(ResultCode.RoleNotFound, roleNotFoundMessage);
      const until = minutes > 0 ? new Date(app.clock.now().getTime() + minutes * 60_000) : null;
      await repo.refuseDeliveries(
        { tenantId: ctx.tenant.id, gameCode: game.gameCode, roleId: role.roleId },
        until,
      );
      return ok({ role_id: role.roleId, refuse_deliveries_until: until?.toISOString() ?? null });
    },
  );
}
