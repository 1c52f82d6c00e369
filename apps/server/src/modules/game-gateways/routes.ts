import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  staffGameGatewayDeletedSchema,
  staffGameGatewayDeleteParamsSchema,
  staffGameGatewayListQuerySchema,
  staffGameGatewayListSchema,
  staffGameGatewayPutSchema,
  staffGameGatewaySchema,
} from './schemas.ts';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from '../../config.ts';
import { AppError } from '../../plugins/app-error.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';
import { createCatalogRepository } from '../catalog/repository.ts';
import { assertStaff } from '../replenish/staff-auth.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { checkGatewayUrl } from './gateway-url.ts';
import { createGameGatewaysRepository } from './repository.ts';

export type GameGatewaysOptions = {
  config: Pick<Config, 'staffApiToken' | 'nodeEnv' | 'secretsKey' | 'gameGatewayPrivateUrls'>;
  tenants: readonly Tenant[];
};

const tags = ['staff'];
const bad = (message: string) => new AppError(ResultCode.BadRequest, message);

/** Staff edit which publisher game server answers for a brand's game (docs/GAME-GATEWAY.md). */
export const gameGatewaysRoutes = routeModule(
  { name: 'game-gateways', uses: ['db', 'catalog-bus', 'game-gateway'] },
  routes,
);

async function routes(app: FastifyInstance, opts: GameGatewaysOptions) {
  const repo = createGameGatewaysRepository(app.db, createSecretBox(opts.config.secretsKey));
  const catalog = createCatalogRepository(app.db);
  const zapp = app.withTypeProvider<ZodTypeProvider>();
  const production = opts.config.nodeEnv === 'production';
  const urlPolicy = {
    production,
    allowPrivate: opts.config.gameGatewayPrivateUrls,
  };
  // Like the replenish endpoint: any host (the tenant is named in the call), checked before the
  // body or query is even parsed, so nothing about the call is told without the token.
  const staffOnly = {
    config: { tenancy: false, rateLimit: { max: 60, timeWindow: '1 minute' } },
  } as const;
  const token = opts.config.staffApiToken;
  // The routing gateway caches rows for 30 s; staff expect an edit to apply at once, on every
  // instance: the catalog bus makes each one's routing gateway forget its rows.
  const forget = () => app.catalogBus.changed('game-gateways');

  function tenantOf(id: string): Tenant {
    const tenant = opts.tenants.find((t) => t.id.toLowerCase() === id.toLowerCase());
    if (!tenant) throw bad(`Unknown tenant: ${id}`);
    return tenant;
  }

  async function gameOf(tenant: Tenant, clientId: string) {
    const game = (await catalog.listGames(tenant.id)).find((g) => g.clientId === clientId);
    if (!game) throw bad(`Unknown client_id for ${tenant.id}: ${clientId}`);
    return game;
  }

  zapp.put(
    '/api/staff/game-gateways',
    {
      ...staffOnly,
      onRequest: async (request) => assertStaff(request, token),
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        summary:
          "Point a brand's game at a publisher game server (Bearer STAFF_API_TOKEN; -403 without " +
          'it; -400 unknown tenant or game, a bad URL, or http in production)',
        body: staffGameGatewayPutSchema,
        response: apiResponses(staffGameGatewaySchema),
      },
    },
    async (request) => {
      const body = request.body;
      const tenant = tenantOf(body.tenant);
      const game = await gameOf(tenant, body.client_id);
      const url = checkGatewayUrl(body.url, urlPolicy);
      await repo.upsert({
        tenantId: tenant.id,
        gameCode: game.gameCode,
        url,
        secret: body.secret,
        timeoutMs: body.timeout_ms,
        retries: body.retries,
      });
      await forget();
      // Never the body itself: it holds the secret.
      request.log.info({ tenant: tenant.id, game: game.gameCode, url }, 'game gateway set');
      const rows = await repo.list(tenant.id, [game]);
      return ok(rows.find((r) => r.game_code === game.gameCode)!);
    },
  );

  zapp.get(
    '/api/staff/game-gateways',
    {
      ...staffOnly,
      onRequest: async (request) => assertStaff(request, token),
      schema: {
        tags,
        summary: 'The configured game servers, of one tenant or all (never the secrets)',
        querystring: staffGameGatewayListQuerySchema,
        response: apiResponses(staffGameGatewayListSchema),
      },
    },
    async (request) => {
      const wanted = request.query.tenant;
      const tenants = wanted ? [tenantOf(wanted)] : opts.tenants;
      const games = (await Promise.all(tenants.map((t) => catalog.listGames(t.id)))).flat();
      return ok(await repo.list(wanted ? tenants[0]!.id : undefined, games));
    },
  );

  zapp.delete(
    '/api/staff/game-gateways/:tenant/:game',
    {
      ...staffOnly,
      onRequest: async (request) => assertStaff(request, token),
      schema: {
        tags,
        summary:
          'Remove the row: the game goes back to the fallback (demo game or "unavailable"); ' +
          'game is the client id',
        params: staffGameGatewayDeleteParamsSchema,
        response: apiResponses(staffGameGatewayDeletedSchema),
      },
    },
    async (request) => {
      const tenant = tenantOf(request.params.tenant);
      const game = await gameOf(tenant, request.params.game);
      const deleted = await repo.remove(tenant.id, game.gameCode);
      await forget();
      request.log.info({ tenant: tenant.id, game: game.gameCode, deleted }, 'game gateway removed');
      return ok({ deleted });
    },
  );
}
