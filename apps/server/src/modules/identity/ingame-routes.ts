import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ingameLoginConfigQuerySchema,
  ingameUserInfoQuerySchema,
  loginConfigSchema,
  logoutRequestSchema,
  logoutSchema,
  userInfoSchema,
} from '@topup/contracts/auth';
import { ingameLoginRequestSchema, ingameUserInfoSchema } from '@topup/contracts/replenish';
import { contextOf } from '../../context.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { hashReplenishId } from '../replenish/link-id.ts';
import { replenishError } from '../replenish/messages.ts';
import { findLink } from '../replenish/repository.ts';
import type { AccountsService } from '../accounts/service.ts';

const tags = ['login'];

/**
 * SPEC §7 /api/ingame/*: the login set with game_id, used by the make-up payment page. The token
 * is for game_id's game (the link's) and only the link's own account may log in.
 */
export function ingameRoutes(
  app: FastifyInstance,
  deps: { service: AccountsService; rateLimit: { max: number; timeWindow: string } },
) {
  const { service } = deps;
  const zapp = app.withTypeProvider<ZodTypeProvider>();

  zapp.post(
    '/api/ingame/auth',
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit: deps.rateLimit },
      schema: {
        tags,
        summary:
          "Replenish login: /util/login/auth plus game_id and the link (-3016 unknown link, another game's, or another account; -3100, -429)",
        body: ingameLoginRequestSchema,
        response: apiResponses(ingameUserInfoSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const { game_id: gameId, replenish_id: replenishId, ...login } = request.body;
      const link = await findLink(app.db, ctx.tenant.id, hashReplenishId(replenishId));
      if (!link) throw replenishError('invalid');
      if (link.status === 'cancelled') throw replenishError('cancelled');
      if (link.clientId !== gameId) throw replenishError('otherGame');
      const info = await service.login(ctx, { ...login, client_id: gameId }, request.ip, {
        accept(account) {
          if (account.suid !== link.suid) throw replenishError('otherAccount');
        },
      });
      return ok({ ...info, replenish_id: replenishId, rp_client_id: link.clientId });
    },
  );

  zapp.get(
    '/api/ingame/get_user_info',
    {
      schema: {
        tags,
        summary: 'As /util/login/get_user_info with game_id (client_id still accepted) (-600)',
        querystring: ingameUserInfoQuerySchema,
        response: apiResponses(userInfoSchema),
      },
    },
    async (request) => ok(await service.userInfo(contextOf(request), request.query)),
  );

  zapp.post(
    '/api/ingame/logout',
    {
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        summary: 'As /util/login/logout',
        body: logoutRequestSchema,
        response: apiResponses(logoutSchema),
      },
    },
    async (request) => ok(await service.logout(contextOf(request), request.body)),
  );

  zapp.get(
    '/api/ingame/login_config',
    {
      schema: {
        tags,
        summary:
          'As /util/login/login_config with game_id (client_id still accepted) (-3001, -3014)',
        querystring: ingameLoginConfigQuerySchema,
        response: apiResponses(loginConfigSchema),
      },
    },
    async (request) => ok(await service.loginConfig(contextOf(request), request.query)),
  );
}
