import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from '../../config.ts';
import type { HttpTransport } from '../../lib/http-transport.ts';
import { brandLogin, type BrandLogin } from './brand-clients.ts';
import { demoMaster } from './demo-secrets.ts';
import { resolveEndpoints } from './endpoints.ts';
import { createFacebookProvider } from './facebook.ts';
import type { MoreLoginRoutes } from '../accounts/login-routes-hook.ts';
import { identityLoginRoutes } from './login-routes.ts';
import { createOidcCodeProvider } from './oidc-code.ts';
import type { Providers } from './service.ts';
import { createVkIdProvider } from './vk-id.ts';
import { createXProvider } from './x-oauth1.ts';

export type IdentitySetup = {
  providers: Providers;
  brandLogin: (tenantId: string) => BrandLogin;
  /** The local identity provider is on (demo features and DEMO_IDP). */
  demoIdp: boolean;
  master: string | null;
  /** NODE_ENV=production: login cookies are Secure whatever the request says. */
  production: boolean;
  /** The in-game and third-party login routes; the accounts plugin registers them. */
  loginRoutes: MoreLoginRoutes;
};

type IdentityConfig = Pick<
  Config,
  | 'demoFeatures'
  | 'demoIdp'
  | 'demoIdpUrl'
  | 'paymentSandboxSecret'
  | 'facebookGraphVersion'
  | 'nodeEnv'
>;

/**
 * Every adapter and every brand's registration, made once at start: a malformed
 * LOGIN_SECRET_* or LOGIN_ENDPOINTS_* stops the start here with its name.
 */
export function buildIdentity(
  config: IdentityConfig,
  tenants: readonly Tenant[],
  transport: HttpTransport,
  now: () => Date,
  env: NodeJS.ProcessEnv = process.env,
): IdentitySetup {
  const demoIdp = config.demoFeatures && config.demoIdp;
  const master = demoIdp ? demoMaster(config.paymentSandboxSecret) : null;
  const endpoints = resolveEndpoints(
    { demoIdp, demoIdpUrl: config.demoIdpUrl, facebookGraphVersion: config.facebookGraphVersion },
    env,
  );
  const byTenant = new Map(tenants.map((t) => [t.id, brandLogin(t, master, env)]));
  const loginOf = (tenantId: string): BrandLogin => byTenant.get(tenantId) ?? {};
  const oidc = (method: 'google' | 'apple' | 'huawei') =>
    createOidcCodeProvider({
      method,
      endpoints: endpoints[method],
      transport,
      now,
      appleKeyOf: (client) => {
        const apple = loginOf(client.tenantId).apple;
        if (!apple) throw new Error(`no Apple key for ${client.tenantId}`);
        return apple.key;
      },
    });
  const providers: Providers = {
    google: oidc('google'),
    apple: oidc('apple'),
    huawei: oidc('huawei'),
    facebook: createFacebookProvider({ endpoints: endpoints.facebook, transport, now }),
    vk: createVkIdProvider({ endpoints: endpoints.vk, transport }),
    twitter: createXProvider({
      endpoints: endpoints.twitter,
      transport,
      consumerOf: (tenantId) => {
        const x = loginOf(tenantId).twitter;
        if (!x) throw new Error(`no X consumer for ${tenantId}`);
        return x.consumer;
      },
    }),
  };
  const production = config.nodeEnv === 'production';
  return {
    demoIdp,
    master,
    production,
    brandLogin: loginOf,
    providers,
    loginRoutes: identityLoginRoutes({ providers, brandLogin: loginOf, production }),
  };
}
