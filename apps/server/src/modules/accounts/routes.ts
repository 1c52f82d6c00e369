import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginConfigQuerySchema,
  loginConfigSchema,
  loginRequestSchema,
  logoutRequestSchema,
  logoutSchema,
  userInfoQuerySchema,
  userInfoSchema,
} from '@topup/contracts/auth';
import { contextOf } from '../../context.ts';
import { deviceTokenOf, setDeviceCookie } from './device-cookie.ts';
import { createDeviceStore } from './devices.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { createAccountsRepository } from './repository.ts';
import { createAccountsService } from './service.ts';
import { createLoginThrottle } from './throttle.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';
import type { NewPlayerHook } from './new-player-hook.ts';
import type { MoreLoginRoutes } from './login-routes-hook.ts';

// Each login costs one scrypt (~30 ms of CPU); the failure throttle does not cap successful
// logins, so a plain per-address request limit keeps a flood from eating the CPU.
const loginRateLimit = { max: 60, timeWindow: '1 minute' };

/** SPEC §7 login calls under /util/login/ (auth and logout are POST: docs/decisions/0008). */
export const accountsRoutes = routeModule({ name: 'accounts', uses: ['db', 'clock'] }, routes);

type AccountsOptions = {
  /** The third-party and in-game logins (modules/identity/build.ts), registered here. */
  identity: { loginRoutes: MoreLoginRoutes };
  port: number;
  /** Demo only: the demo game gives an account a first third-party login made characters. */
  onNewPlayer?: NewPlayerHook | undefined;
};

async function routes(app: FastifyInstance, opts: AccountsOptions): Promise<void> {
  const now = app.clock.now;
  const repo = createAccountsRepository(app.db);
  const throttle = createLoginThrottle(app.db);
  const service = createAccountsService(repo, throttle, now, createDeviceStore(app.db));
  const zapp = app.withTypeProvider<ZodTypeProvider>();

  zapp.post(
    '/util/login/auth',
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit: loginRateLimit },
      schema: {
        tags: ['login'],
        summary:
          'Log in with encoded credentials (-400 malformed, -3001 unknown game, -3100 wrong account or password, -429 too many failures); sets the known-device cookie topup_device',
        body: loginRequestSchema,
        response: apiResponses(userInfoSchema),
      },
    },
    async (request, reply) =>
      ok(
        await service.login(contextOf(request), request.body, request.ip, {
          deviceToken: deviceTokenOf(request),
          onNewDevice: (token, expiresAt) =>
            setDeviceCookie(request, reply, token, expiresAt, now()),
        }),
      ),
  );

  zapp.get(
    '/util/login/get_user_info',
    {
      schema: {
        tags: ['login'],
        summary: "User info of a live token for this client's game product (-600 otherwise)",
        querystring: userInfoQuerySchema,
        response: apiResponses(userInfoSchema),
      },
    },
    async (request) => ok(await service.userInfo(contextOf(request), request.query)),
  );

  zapp.post(
    '/util/login/logout',
    {
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['login'],
        summary: 'Revoke a token (idempotent)',
        body: logoutRequestSchema,
        response: apiResponses(logoutSchema),
      },
    },
    async (request) => ok(await service.logout(contextOf(request), request.body)),
  );

  zapp.get(
    '/util/login/login_config',
    {
      schema: {
        tags: ['login'],
        summary: 'Third-party login methods of this brand (-3001 unknown game, -3014 wrong area)',
        querystring: loginConfigQuerySchema,
        response: apiResponses(loginConfigSchema),
      },
    },
    async (request) => ok(await service.loginConfig(contextOf(request), request.query)),
  );

  opts.identity.loginRoutes(app, {
    service,
    repo,
    throttle,
    now,
    rateLimit: loginRateLimit,
    port: opts.port,
    onNewPlayer: opts.onNewPlayer,
  });
}
