import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userInfoSchema } from '@topup/contracts/auth';
import { ingameUserInfoSchema } from '@topup/contracts/replenish';
import {
  appleAuthRequestSchema,
  facebookAuthRequestSchema,
  googleAuthRequestSchema,
  huaweiAuthRequestSchema,
  ingameBody,
  ingameStartBody,
  socialStartRequestSchema,
  socialStartSchema,
  twitterAuthRequestSchema,
  twitterRedirectRequestSchema,
  twitterRedirectSchema,
  vkAuthRequestSchema,
} from '@topup/contracts/social-login';
import type * as z from 'zod/mini';
import { contextOf } from '../../context.ts';
import { tenantOriginFor } from '../../lib/store-origin.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { AppError } from '../../plugins/app-error.ts';
import { ResultCode } from '@topup/contracts/result-codes';
import { serverMessage } from '../../i18n/server-messages.ts';
import { hashReplenishId } from '../replenish/link-id.ts';
import { replenishError } from '../replenish/messages.ts';
import { findLink } from '../replenish/repository.ts';
import { browserFlowMarks, rememberFlow } from './flow-cookie.ts';
import type { FinishInput, IdentityService } from './service.ts';
import type { LoginMethod } from '@topup/contracts/auth';

type Body<S extends z.ZodMiniType> = z.infer<S>;
type RateLimit = { max: number; timeWindow: string };
const tags = ['login'];

/** Each finishing call: its body and how it becomes the adapter's proof. */
const finishers = {
  google_auth: {
    method: 'google',
    schema: googleAuthRequestSchema,
    input: (b: Body<typeof googleAuthRequestSchema>) => ({
      flowKey: b.state,
      proof: { code: b.authorization_code, redirectUri: b.redirect_uri },
    }),
  },
  apple_auth: {
    method: 'apple',
    schema: appleAuthRequestSchema,
    input: (b: Body<typeof appleAuthRequestSchema>) => ({
      flowKey: b.state,
      proof: {
        code: b.authorization_code,
        redirectUri: b.redirect_uri,
        identityToken: b.identity_token,
      },
    }),
  },
  huawei_auth: {
    method: 'huawei',
    schema: huaweiAuthRequestSchema,
    input: (b: Body<typeof huaweiAuthRequestSchema>) => ({
      flowKey: b.state,
      proof: { code: b.authorization_code, redirectUri: b.redirect_uri },
    }),
  },
  facebook_auth: {
    method: 'facebook',
    schema: facebookAuthRequestSchema,
    input: (b: Body<typeof facebookAuthRequestSchema>) => ({
      flowKey: b.state,
      proof: { accessToken: b.fb_access_token },
    }),
  },
  vk_auth: {
    method: 'vk',
    schema: vkAuthRequestSchema,
    input: (b: Body<typeof vkAuthRequestSchema>) => {
      if (b.authorization_code && b.device_id && b.redirect_uri && b.state) {
        return {
          flowKey: b.state,
          proof: {
            kind: 'code' as const,
            code: b.authorization_code,
            deviceId: b.device_id,
            redirectUri: b.redirect_uri,
            state: b.state,
          },
        };
      }
      if (b.vk_access_token && b.uid) {
        return {
          flowKey: b.state,
          proof: { kind: 'token' as const, accessToken: b.vk_access_token, uid: b.uid },
        };
      }
      throw new AppError(ResultCode.BadRequest, serverMessage('accounts.invalidLogin'));
    },
  },
  twitter_auth: {
    method: 'twitter',
    schema: twitterAuthRequestSchema,
    input: (b: Body<typeof twitterAuthRequestSchema>) => ({
      flowKey: b.oauth_token,
      proof: { oauthToken: b.oauth_token, oauthVerifier: b.oauth_verifier },
    }),
  },
} as const;

/**
 * SPEC §7 third-party logins under /util/login/ and their /api/ingame/ twins (make-up payment
 * page: game_id, and only the link's own account). Plus social_start, which begins a redirect
 * flow (decision 0019). POST like /util/login/auth (decision 0008).
 */
export function identityRoutes(
  app: FastifyInstance,
  deps: {
    service: IdentityService;
    rateLimit: RateLimit;
    port: number;
    /** NODE_ENV=production: the flow cookie is Secure (__Host-) even if a proxy hides HTTPS. */
    production: boolean;
  },
) {
  const { service } = deps;
  const zapp = app.withTypeProvider<ZodTypeProvider>();
  const shopOrigin = (request: FastifyRequest) =>
    tenantOriginFor(request.tenant, request.host, deps.port);
  const common = { bodyLimit: 16 * 1024, config: { rateLimit: deps.rateLimit } };

  for (const prefix of ['/util/login', '/api/ingame'] as const) {
    const ingame = prefix === '/api/ingame';
    zapp.post(
      `${prefix}/social_start`,
      {
        ...common,
        schema: {
          tags,
          summary:
            'Start a Google, Apple, Huawei, Facebook or VK ID login: the provider page to open and its state (-3102 not offered, -400 return page not on this shop)',
          body: ingame ? ingameStartBody(socialStartRequestSchema) : socialStartRequestSchema,
          response: apiResponses(socialStartSchema),
        },
      },
      async (request, reply) => {
        const b = request.body as Body<typeof socialStartRequestSchema> & { game_id?: string };
        const clientId = ingame ? b.game_id! : b.client_id;
        const started = await service.start(
          contextOf(request),
          { method: b.method, clientId, redirectUri: b.redirect_uri },
          shopOrigin(request),
        );
        rememberFlow(request, reply, started.state, deps.production);
        return ok(started);
      },
    );

    zapp.post(
      `${prefix}/twitter_redirect`,
      {
        ...common,
        schema: {
          tags,
          summary:
            'X (Twitter) OAuth 1.0a: a request token and the page to open; X returns to callback with oauth_token and oauth_verifier (-3102, -400, -3100)',
          body: ingame
            ? ingameStartBody(twitterRedirectRequestSchema)
            : twitterRedirectRequestSchema,
          response: apiResponses(twitterRedirectSchema),
        },
      },
      async (request, reply) => {
        const b = request.body as Body<typeof twitterRedirectRequestSchema> & { game_id?: string };
        const clientId = ingame ? b.game_id! : b.client_id;
        const started = await service.twitterRedirect(
          contextOf(request),
          { clientId, callback: b.callback },
          shopOrigin(request),
        );
        rememberFlow(request, reply, started.oauth_token, deps.production);
        return ok(started);
      },
    );

    for (const [name, f] of Object.entries(finishers)) {
      const method = f.method as LoginMethod;
      zapp.post(
        `${prefix}/${name}`,
        {
          ...common,
          schema: {
            tags,
            summary: ingame
              ? `As /util/login/${name} with game_id and replenish_id; only the link's account (-3016)`
              : `Finish a ${method} login: 'log_fail' (-3100) for any refused token, code or state; -3103 the flow was started in another browser (its HttpOnly cookie is missing); -3102 not offered; -429`,
            body: ingame ? ingameBody(f.schema) : f.schema,
            response: apiResponses(ingame ? ingameUserInfoSchema : userInfoSchema),
          },
        },
        async (request) => {
          const ctx = contextOf(request);
          const body = request.body as Record<string, unknown>;
          const input = {
            ...(
              f.input as (b: unknown) => Omit<FinishInput<LoginMethod>, 'clientId' | 'browserFlows'>
            )(body),
            browserFlows: browserFlowMarks(request, deps.production),
          };
          if (!ingame) {
            const info = await service.finish(
              ctx,
              method,
              { ...input, clientId: body.client_id as string },
              request.ip,
            );
            return ok(info);
          }
          const gameId = body.game_id as string;
          const replenishId = body.replenish_id as string;
          const link = await findLink(app.db, ctx.tenant.id, hashReplenishId(replenishId));
          if (!link) throw replenishError('invalid');
          if (link.status === 'cancelled') throw replenishError('cancelled');
          if (link.clientId !== gameId) throw replenishError('otherGame');
          const info = await service.finish(
            ctx,
            method,
            { ...input, clientId: gameId },
            request.ip,
            { requireSuid: link.suid, onRefusedAccount: () => replenishError('otherAccount') },
          );
          return ok({ ...info, replenish_id: replenishId, rp_client_id: link.clientId });
        },
      );
    }
  }
}
