import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from '../../../config.ts';
import { createSecretBox } from '../../../lib/secret-box.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { apiResponses, ok } from '../../../plugins/envelope.ts';
import { routeModule } from '../../../plugins/plugin-meta.ts';
import { createCatalogRepository } from '../../catalog/repository.ts';
import { checkGatewayUrl } from '../../game-gateways/gateway-url.ts';
import { createGameGatewaysRepository } from '../../game-gateways/repository.ts';
import {
  staffGameGatewayDeletedSchema,
  staffGameGatewayListSchema,
  staffGameGatewaySchema,
} from '../../game-gateways/schemas.ts';
import { recordAudit } from '../audit.ts';
import { assertBrand, brandsOf, consoleRoute, staffOf } from '../guard.ts';

const tags = ['console'];
const notFound = () => new AppError(ResultCode.NotFound, 'Not found', 404);

const putBody = z.object({
  tenant: z.string().trim().min(1).max(253),
  client_id: z.string().trim().min(1).max(64),
  url: z.string().trim().min(1).max(2048),
  secret: z.string().min(16).max(512),
  timeout_ms: z.int().min(100).max(60_000).optional(),
  retries: z.int().min(0).max(5).optional(),
});
const gameParams = z.object({
  tenant: z.string().trim().min(1).max(253),
  game: z.string().trim().min(1).max(64).describe('client id'),
});

/**
 * Which publisher game server answers for a brand's game, from the console (the same rows as the
 * STAFF_API_TOKEN staff API, docs/GAME-GATEWAY.md): every role reads its brands' rows (never the
 * secret); only owners change them, each change audited (without the secret).
 */
export const consoleGameGatewaysRoutes = routeModule(
  { name: 'console-game-gateways', uses: ['db', 'console-auth', 'game-gateway'] },
  async (
    app: FastifyInstance,
    opts: {
      config: Pick<Config, 'nodeEnv' | 'secretsKey' | 'gameGatewayPrivateUrls'>;
      tenants: readonly Tenant[];
    },
  ) => {
    const repo = createGameGatewaysRepository(app.db, createSecretBox(opts.config.secretsKey));
    const catalog = createCatalogRepository(app.db);
    const zapp = app.withTypeProvider<ZodTypeProvider>();
    const production = opts.config.nodeEnv === 'production';
    const urlPolicy = {
      production,
      allowPrivate: opts.config.gameGatewayPrivateUrls,
    };
    const forget = () => (app.gameGateway as { forget?: () => void }).forget?.();

    const gameOf = async (tenantId: string, clientId: string) => {
      const tenant = opts.tenants.find((t) => t.id === tenantId);
      const game = tenant
        ? (await catalog.listGames(tenant.id)).find((g) => g.clientId === clientId)
        : undefined;
      if (!game) throw notFound();
      return game;
    };

    zapp.get(
      '/api/console/game-gateways',
      {
        ...consoleRoute('catalog:read'),
        schema: {
          tags,
          summary: "The game servers configured for the member's brands (never the secrets)",
          querystring: z.object({ tenant: z.string().trim().max(253).optional() }),
          response: apiResponses(staffGameGatewayListSchema),
        },
      },
      async (request) => {
        const brands = brandsOf(staffOf(request), request.query.tenant);
        const games = (await Promise.all(brands.map((id) => catalog.listGames(id)))).flat();
        const rows = await repo.list(undefined, games);
        return ok(rows.filter((r) => brands.includes(r.tenant)));
      },
    );

    zapp.put(
      '/api/console/game-gateways',
      {
        ...consoleRoute('staff:admin'),
        bodyLimit: 8 * 1024,
        schema: {
          tags,
          summary:
            "Point a brand's game at a publisher game server (owner; -400 bad URL or http in " +
            'production, -404 a game outside your brands)',
          body: putBody,
          response: apiResponses(staffGameGatewaySchema),
        },
      },
      async (request) => {
        const body = request.body;
        assertBrand(staffOf(request), body.tenant);
        const game = await gameOf(body.tenant, body.client_id);
        const url = checkGatewayUrl(body.url, urlPolicy);
        const [before] = (await repo.list(body.tenant, [game])).filter(
          (r) => r.game_code === game.gameCode,
        );
        await repo.upsert({
          tenantId: body.tenant,
          gameCode: game.gameCode,
          url,
          secret: body.secret,
          timeoutMs: body.timeout_ms,
          retries: body.retries,
        });
        forget();
        const after = (await repo.list(body.tenant, [game])).find(
          (r) => r.game_code === game.gameCode,
        )!;
        // The audit keeps that the secret changed, never the secret.
        await recordAudit(app.db, request, {
          action: 'game-gateway.put',
          tenantId: body.tenant,
          target: game.gameCode,
          before: before ?? null,
          after: { ...after, secret: 'changed' },
        });
        return ok(after);
      },
    );

    zapp.delete(
      '/api/console/game-gateways/:tenant/:game',
      {
        ...consoleRoute('staff:admin'),
        schema: {
          tags,
          summary: 'Back to the fallback game (demo game or "unavailable"); game is the client id',
          params: gameParams,
          response: apiResponses(staffGameGatewayDeletedSchema),
        },
      },
      async (request) => {
        const { tenant, game: clientId } = request.params;
        assertBrand(staffOf(request), tenant);
        const game = await gameOf(tenant, clientId);
        const [before] = (await repo.list(tenant, [game])).filter(
          (r) => r.game_code === game.gameCode,
        );
        const deleted = await repo.remove(tenant, game.gameCode);
        forget();
        if (deleted) {
          await recordAudit(app.db, request, {
            action: 'game-gateway.delete',
            tenantId: tenant,
            target: game.gameCode,
            before: before ?? null,
          });
        }
        return ok({ deleted });
      },
    );
  },
);
