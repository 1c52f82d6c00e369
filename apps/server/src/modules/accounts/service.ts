import type { z } from 'zod';
import type {
  LoginConfig,
  loginConfigQuerySchema,
  loginRequestSchema,
  logoutRequestSchema,
  UserInfoData,
  userInfoQuerySchema,
} from '@topup/contracts/auth';
import { decodeCredential } from '@topup/contracts/credentials';
import { ResultCode } from '@topup/contracts/result-codes';
import { isAllowedArea } from '@topup/tenants/tenant-rules';
import type { RequestContext } from '../../context.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import { NOT_LOGGED_IN_MSG } from '../../plugins/auth.ts';
import { loginConfigOf } from './login-config.ts';
import { verifyPassword } from './password.ts';
import type { DeviceStore } from './devices.ts';
import type { AccountRow, AccountsRepository, LoginGame } from './repository.ts';
import { throttleKeys, type LoginThrottle } from './throttle.ts';
import { hashToken, newToken, tokenExpiry } from './tokens.ts';

type LoginRequest = z.infer<typeof loginRequestSchema>;
type UserInfoQuery = z.infer<typeof userInfoQuerySchema>;
type LogoutRequest = z.infer<typeof logoutRequestSchema>;
type LoginConfigQuery = z.infer<typeof loginConfigQuerySchema>;

export type LoginOptions = {
  /** Throws when the (authenticated) account may not log in here, e.g. another account's link. */
  accept?(account: AccountRow): void;
  /** The known-device token the client sent (its cookie), if any. */
  deviceToken?: string | undefined;
  /** Hands a newly issued known-device token to the transport (sets the cookie). */
  onNewDevice?(token: string, expiresAt: Date): void;
};

// One message for an unknown account and a wrong password: which one it was is not told.
export const LOGIN_FAILED_MSG = serverMessage('accounts.loginFailed');

/** Card numbers are printed in groups; only the digits count. */
export function normalizeCardNo(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

export function createAccountsService(
  repo: AccountsRepository,
  throttle: LoginThrottle,
  now: () => Date,
  devices?: DeviceStore,
) {
  async function gameOf(ctx: RequestContext, clientId: string): Promise<LoginGame> {
    const game = await repo.findGame(ctx.tenant.id, clientId);
    if (!game) throw new AppError(ResultCode.NoGame, serverMessage('game.notFound'));
    return game;
  }

  async function openSession(
    tenantId: string,
    account: AccountRow,
    game: LoginGame,
    at: Date,
  ): Promise<UserInfoData> {
    const token = newToken();
    const expiresAt = tokenExpiry(at);
    await repo.insertToken({
      tokenHash: hashToken(token),
      tenantId,
      suid: account.suid,
      gpId: game.gpId,
      clientId: game.clientId,
      createdAt: at,
      expiresAt,
    });
    return {
      username: account.displayName,
      suid: account.suid,
      oauth_token: token,
      gp_id: game.gpId,
      real_name_verified: account.realNameVerified,
      expires_at: expiresAt.toISOString(),
    };
  }

  return {
    /** SPEC §7 /util/login/auth; `ip` is the client address the per-IP counter uses. */
    async login(
      ctx: RequestContext,
      input: LoginRequest,
      ip: string,
      opts: LoginOptions = {},
    ): Promise<UserInfoData> {
      const name = decodeCredential(input.username);
      const password = decodeCredential(input.password);
      if (!name || !password) {
        throw new AppError(ResultCode.BadRequest, serverMessage('accounts.invalidLogin'));
      }
      const tenantId = ctx.tenant.id;
      const game = await gameOf(ctx, input.client_id);
      const card = input.login_type === 'card';
      const identifier = card ? normalizeCardNo(name) : name.toLowerCase();
      let account;
      if (!card) account = await repo.findByUsername(tenantId, identifier);
      else if (/^\d+$/.test(identifier)) account = await repo.findByCard(tenantId, identifier);
      const keys = throttleKeys(
        { suid: account?.suid, loginType: input.login_type, identifier },
        ip,
      );
      const at = now();

      const knownDevice = Boolean(
        account &&
        devices &&
        opts.deviceToken &&
        (await devices.isKnown({ tenantId, suid: account.suid, token: opts.deviceToken, now: at })),
      );
      // Counted before the password check: a locked account costs no scrypt and tells nothing,
      // and concurrent guesses cannot all pass before one of them is counted.
      const slot = await throttle.reserve(tenantId, keys, at, knownDevice);
      const valid = await verifyPassword(password, account?.passwordHash ?? null);
      if (!account || !valid) {
        ctx.log.info(
          { loginType: input.login_type, known: Boolean(account), full: slot.full },
          'login failed',
        );
        throw new AppError(ResultCode.LoginFailed, LOGIN_FAILED_MSG);
      }
      await throttle.succeeded(keys, slot);
      // The right password, but maybe not an account this login may open: no token then.
      opts.accept?.(account);
      if (devices && opts.onNewDevice && !knownDevice) {
        const device = await devices.issue({ tenantId, suid: account.suid, now: at });
        opts.onNewDevice(device.token, device.expiresAt);
      }

      return openSession(tenantId, account, game, at);
    },

    /**
     * A token for an account already proven (a third-party login, modules/identity): bound to
     * the brand and the client id's game product, exactly like a password login's.
     */
    async openSession(
      ctx: RequestContext,
      account: AccountRow,
      clientId: string,
    ): Promise<UserInfoData> {
      const game = await gameOf(ctx, clientId);
      return openSession(ctx.tenant.id, account, game, now());
    },

    /** SPEC §7 get_user_info: -600 unless the token is live for this brand and game product. */
    async userInfo(ctx: RequestContext, query: UserInfoQuery): Promise<UserInfoData> {
      const session = await repo.findSession({
        tenantId: ctx.tenant.id,
        token: query.oauth_token,
        clientId: query.client_id,
        now: now(),
      });
      if (!session) throw new AppError(ResultCode.NotLoggedIn, NOT_LOGGED_IN_MSG);
      return {
        username: session.username,
        suid: session.suid,
        oauth_token: query.oauth_token,
        gp_id: session.gpId,
        real_name_verified: session.realNameVerified,
        expires_at: session.expiresAt.toISOString(),
      };
    },

    async logout(ctx: RequestContext, input: LogoutRequest): Promise<{ revoked: boolean }> {
      const revoked = await repo.revokeToken({
        tenantId: ctx.tenant.id,
        token: input.oauth_token,
        now: now(),
      });
      return { revoked };
    },

    /** SPEC §3 login config: -3001 unknown game, -3014 area not offered on this brand. */
    async loginConfig(ctx: RequestContext, query: LoginConfigQuery): Promise<LoginConfig> {
      const game = await gameOf(ctx, query.client_id);
      if (query.domain_area && !isAllowedArea(ctx.tenant, query.domain_area)) {
        throw new AppError(ResultCode.WrongDomain, serverMessage('area.unavailable'));
      }
      return loginConfigOf(ctx.tenant, game.gameCode);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
