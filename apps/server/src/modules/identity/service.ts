import type { LoginMethod, UserInfoData } from '@topup/contracts/auth';
import type { StartableMethod } from '@topup/contracts/social-login';
import { ResultCode } from '@topup/contracts/result-codes';
import type { RequestContext } from '../../context.ts';
import type { NewPlayerHook } from '../accounts/new-player-hook.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AccountRow, AccountsRepository } from '../accounts/repository.ts';
import type { AccountsService } from '../accounts/service.ts';
import { throttleKeys, type LoginThrottle } from '../accounts/throttle.ts';
import type { BrandLogin } from './brand-clients.ts';
import type { FlowStore } from './flows.ts';
import {
  IdentityRefused,
  type BrandClient,
  type IdentityProvider,
  type StartedFlow,
} from './identity-provider.ts';
import type { IdentityLinks } from './links.ts';
import type { CodeProof } from './oidc-code.ts';
import type { FacebookProof } from './facebook.ts';
import { flowMark } from './flow-cookie.ts';
import { codeChallengeS256, randomToken } from './pkce.ts';
import type { VkProof } from './vk-id.ts';
import type { XProvider } from './x-oauth1.ts';

export type Providers = {
  google: IdentityProvider<CodeProof>;
  apple: IdentityProvider<CodeProof>;
  huawei: IdentityProvider<CodeProof>;
  facebook: IdentityProvider<FacebookProof>;
  vk: IdentityProvider<VkProof>;
  twitter: XProvider;
};
type ProofOf<M extends LoginMethod> = Providers[M] extends IdentityProvider<infer P> ? P : never;

/** SPEC §8 'log_fail': one answer for every refusal, whichever check it was. */
export const socialLoginFailed = () =>
  new AppError(ResultCode.LoginFailed, serverMessage('accounts.socialLoginFailed'));
const methodUnavailable = () =>
  new AppError(ResultCode.LoginMethodUnavailable, serverMessage('accounts.methodUnavailable'));
const badReturnPage = () =>
  new AppError(ResultCode.BadRequest, serverMessage('accounts.badReturnPage'));
/** The flow is real but this browser did not start it (or lost its cookie): decision 0033. */
const otherBrowser = () =>
  new AppError(ResultCode.LoginOtherBrowser, serverMessage('accounts.loginOtherBrowser'));

class NotThisBrowser extends IdentityRefused {}

export type FinishInput<M extends LoginMethod> = {
  clientId: string;
  /** The state (X: the request oauth_token) that names the started flow; none: no flow. */
  flowKey: string | undefined;
  /** The flow marks the finishing browser's cookie holds (flow-cookie.ts). */
  browserFlows: readonly string[];
  proof: ProofOf<M>;
};
export type FinishOptions = {
  /** Only this account may log in (make-up payment link); nothing is created or linked. */
  requireSuid?: string;
  onRefusedAccount?: () => AppError;
};

export function createIdentityService(deps: {
  providers: Providers;
  brandLogin: (tenantId: string) => BrandLogin;
  flows: FlowStore;
  links: IdentityLinks;
  accounts: AccountsService;
  repo: AccountsRepository;
  throttle: LoginThrottle;
  now: () => Date;
  /** After a first login made an account (the demo game gives it characters: app.ts). */
  onNewPlayer?: NewPlayerHook | undefined;
}) {
  const { providers, flows, now } = deps;

  function clientOf(tenantId: string, method: LoginMethod): BrandClient {
    const entry = deps.brandLogin(tenantId)[method];
    if (!entry) throw methodUnavailable();
    const secret = 'secret' in entry ? entry.secret : null;
    return { tenantId, clientId: entry.clientId, secret };
  }

  async function gameOf(ctx: RequestContext, clientId: string) {
    const game = await deps.repo.findGame(ctx.tenant.id, clientId);
    if (!game) throw new AppError(ResultCode.NoGame, serverMessage('game.notFound'));
    return game;
  }

  /** The return page must be this shop's own origin (or X's configured redirect page). */
  function assertOwnPage(page: string, origins: (string | null)[]) {
    let origin: string;
    try {
      origin = new URL(page).origin;
    } catch {
      throw badReturnPage();
    }
    if (!origins.some((o) => o !== null && o === origin)) throw badReturnPage();
  }

  return {
    /** Starts a redirect flow: state, nonce and PKCE verifier are kept for the finishing call. */
    async start(
      ctx: RequestContext,
      input: { method: StartableMethod; clientId: string; redirectUri: string },
      shopOrigin: string | null,
    ): Promise<{ url: string; state: string }> {
      await gameOf(ctx, input.clientId);
      const client = clientOf(ctx.tenant.id, input.method);
      assertOwnPage(input.redirectUri, [shopOrigin]);
      const state = randomToken();
      const nonce = randomToken();
      const codeVerifier = randomToken();
      await flows.create(
        {
          key: state,
          tenantId: ctx.tenant.id,
          provider: input.method,
          clientId: input.clientId,
          redirectUri: input.redirectUri,
          nonce,
          codeVerifier,
          tokenSecret: null,
        },
        now(),
      );
      const url = providers[input.method].authorizationUrl!(client, {
        redirectUri: input.redirectUri,
        state,
        nonce,
        codeChallenge: codeChallengeS256(codeVerifier),
      });
      return { url, state };
    },

    /** SPEC §7 twitter_redirect: an X request token, and the page to send the player to. */
    async twitterRedirect(
      ctx: RequestContext,
      input: { clientId: string; callback: string },
      shopOrigin: string | null,
    ): Promise<{ url: string; oauth_token: string }> {
      await gameOf(ctx, input.clientId);
      clientOf(ctx.tenant.id, 'twitter');
      const page = ctx.tenant.social.twitterRedirectPage;
      assertOwnPage(input.callback, [shopOrigin, page ? new URL(page).origin : null]);
      let started;
      try {
        started = await providers.twitter.requestToken(ctx.tenant.id, input.callback);
      } catch (err) {
        if (!(err instanceof IdentityRefused)) throw err;
        ctx.log.warn({ reason: err.reason }, 'twitter request token refused');
        throw socialLoginFailed();
      }
      await flows.create(
        {
          key: started.token,
          tenantId: ctx.tenant.id,
          provider: 'twitter',
          clientId: input.clientId,
          redirectUri: input.callback,
          nonce: null,
          codeVerifier: null,
          tokenSecret: started.tokenSecret,
        },
        now(),
      );
      return { url: started.url, oauth_token: started.token };
    },

    /**
     * Finishes a third-party login: the started flow is used up, the adapter checks the proof
     * with the provider, then the identity's game account (created at its first login) gets a
     * token bound to brand and game product. Any refusal is 'log_fail' and changes nothing but
     * the failure counters, which are the password login's (5 per address and method, 20 per
     * address, in 15 minutes).
     */
    async finish<M extends LoginMethod>(
      ctx: RequestContext,
      method: M,
      input: FinishInput<M>,
      ip: string,
      opts: FinishOptions = {},
    ): Promise<UserInfoData> {
      const tenantId = ctx.tenant.id;
      const game = await gameOf(ctx, input.clientId);
      const client = clientOf(tenantId, method);
      const keys = throttleKeys({ loginType: method, identifier: 'third-party' }, ip);
      const at = now();
      // Who the player is is unknown until the provider says so: only the address's counters.
      await deps.throttle.assertAllowed(tenantId, keys, at, true);

      let account: AccountRow | undefined;
      try {
        let flow: StartedFlow | null = null;
        if (input.flowKey !== undefined) {
          flow = await flows.consume(
            { tenantId, provider: method, clientId: input.clientId, key: input.flowKey },
            at,
          );
          if (!flow) throw new IdentityRefused('no such flow: unknown, used, expired or other');
          // Used up above either way: a flow presented by the wrong browser is gone for good.
          if (!input.browserFlows.includes(flowMark(input.flowKey))) {
            throw new NotThisBrowser('flow started in another browser (no matching cookie mark)');
          }
        }
        const provider = providers[method] as IdentityProvider<ProofOf<M>>;
        const identity = await provider.finish(client, input.proof, flow);
        const key = { tenantId, gpId: game.gpId, identity };
        if (opts.requireSuid !== undefined) {
          account = await deps.links.linkedAccount(key);
          if (account?.suid !== opts.requireSuid) {
            throw opts.onRefusedAccount?.() ?? socialLoginFailed();
          }
        } else {
          const found = await deps.links.findOrCreate(key, at);
          account = found.account;
          if (found.created) {
            await deps.onNewPlayer?.({ tenantId, gpId: game.gpId, suid: account.suid }, at);
          }
        }
      } catch (err) {
        if (!(err instanceof IdentityRefused)) throw err;
        const full = await deps.throttle.recordFailure(tenantId, keys, at);
        ctx.log.info({ method, reason: err.reason, full }, 'third-party login refused');
        throw err instanceof NotThisBrowser ? otherBrowser() : socialLoginFailed();
      }
      await deps.throttle.reset(tenantId, keys);
      return deps.accounts.openSession(ctx, account, input.clientId);
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
