import type { LoginMethod } from '@topup/contracts/auth';
import { FACEBOOK_GRAPH_VERSION_DEFAULT } from '../../config-vars.ts';

// The published endpoints of each provider; a brand's test setup or the local identity provider
// replaces them through configuration (LOGIN_ENDPOINTS_<PROVIDER>, DEMO_IDP).

export type OidcEndpoints = {
  authorization: string;
  token: string;
  jwks: string;
  issuer: string;
};
export type FacebookEndpoints = { dialog: string; graph: string };
export type VkEndpoints = { authorization: string; token: string; userInfo: string };
export type XEndpoints = { requestToken: string; authenticate: string; accessToken: string };

export type Endpoints = {
  google: OidcEndpoints;
  apple: OidcEndpoints;
  huawei: OidcEndpoints;
  facebook: FacebookEndpoints;
  vk: VkEndpoints;
  twitter: XEndpoints;
};

/** The published endpoints, Facebook's at Graph API version `graphVersion` (FACEBOOK_GRAPH_VERSION). */
export const publishedEndpointsAt = (graphVersion: string): Endpoints => ({
  // https://developers.google.com/identity/openid-connect/openid-connect (discovery document
  // https://accounts.google.com/.well-known/openid-configuration)
  google: {
    authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
    jwks: 'https://www.googleapis.com/oauth2/v3/certs',
    issuer: 'https://accounts.google.com',
  },
  // https://developer.apple.com/documentation/sign_in_with_apple/request_an_authorization_to_the_sign_in_with_apple_server
  // https://developer.apple.com/documentation/sign_in_with_apple/generate_and_validate_tokens
  apple: {
    authorization: 'https://appleid.apple.com/auth/authorize',
    token: 'https://appleid.apple.com/auth/token',
    jwks: 'https://appleid.apple.com/auth/keys',
    issuer: 'https://appleid.apple.com',
  },
  // https://developer.huawei.com/consumer/en/doc/HMSCore-Guides/open-platform-oauth-0000001053629189
  // (Account Kit: authorization code, token endpoint v3, ID token issuer accounts.huawei.com)
  huawei: {
    authorization: 'https://oauth-login.cloud.huawei.com/oauth2/v3/authorize',
    token: 'https://oauth-login.cloud.huawei.com/oauth2/v3/token',
    jwks: 'https://oauth-login.cloud.huawei.com/oauth2/v3/certs',
    issuer: 'https://accounts.huawei.com',
  },
  // https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow
  // Versioned paths; a version works about two years after its successor ships:
  // https://developers.facebook.com/docs/graph-api/changelog/versions/
  facebook: {
    dialog: `https://www.facebook.com/${graphVersion}/dialog/oauth`,
    graph: `https://graph.facebook.com/${graphVersion}`,
  },
  // https://id.vk.com/about/business/go/docs/en/vkid/latest/vk-id/connection/api-description
  vk: {
    authorization: 'https://id.vk.com/authorize',
    token: 'https://id.vk.com/oauth2/auth',
    userInfo: 'https://id.vk.com/oauth2/user_info',
  },
  // https://developer.x.com/en/docs/authentication/oauth-1-0a/obtaining-user-access-tokens
  twitter: {
    requestToken: 'https://api.x.com/oauth/request_token',
    authenticate: 'https://api.x.com/oauth/authenticate',
    accessToken: 'https://api.x.com/oauth/access_token',
  },
});

export const publishedEndpoints: Endpoints = publishedEndpointsAt(FACEBOOK_GRAPH_VERSION_DEFAULT);

/** Path of each provider on the local identity provider (demo-idp/). */
export const demoIdpPath = (method: LoginMethod) => `/demo-idp/${method}`;

/**
 * The local identity provider's endpoints. Server-to-server ones use `base` (DEMO_IDP_URL); the
 * pages the player opens are relative (`/demo-idp/...`): the local provider is mounted on every
 * shop host, so the browser reaches it on the brand's own origin.
 */
export function demoEndpoints(base: string): Endpoints {
  const at = (method: LoginMethod, path: string) => `${base}${demoIdpPath(method)}${path}`;
  const page = (method: LoginMethod, path: string) => `${demoIdpPath(method)}${path}`;
  const oidc = (method: 'google' | 'apple' | 'huawei'): OidcEndpoints => ({
    authorization: page(method, '/authorize'),
    token: at(method, '/token'),
    jwks: at(method, '/jwks'),
    issuer: at(method, ''),
  });
  return {
    google: oidc('google'),
    apple: oidc('apple'),
    huawei: oidc('huawei'),
    facebook: { dialog: page('facebook', '/dialog/oauth'), graph: at('facebook', '') },
    vk: {
      authorization: page('vk', '/authorize'),
      token: at('vk', '/oauth2/auth'),
      userInfo: at('vk', '/oauth2/user_info'),
    },
    twitter: {
      requestToken: at('twitter', '/oauth/request_token'),
      authenticate: page('twitter', '/oauth/authenticate'),
      accessToken: at('twitter', '/oauth/access_token'),
    },
  };
}

const envName = (method: LoginMethod) => `LOGIN_ENDPOINTS_${method.toUpperCase()}`;

/**
 * Each provider's endpoints: LOGIN_ENDPOINTS_<PROVIDER> (checked at start by config.ts) merged
 * over the local provider's when DEMO_IDP is on, else over the published ones. A field the
 * provider does not have fails the start.
 */
export function resolveEndpoints(
  opts: { demoIdp: boolean; demoIdpUrl: string; facebookGraphVersion?: string },
  env: NodeJS.ProcessEnv = process.env,
): Endpoints {
  const published = publishedEndpointsAt(
    opts.facebookGraphVersion ?? FACEBOOK_GRAPH_VERSION_DEFAULT,
  );
  const base = opts.demoIdp ? demoEndpoints(opts.demoIdpUrl) : published;
  const merge = <K extends keyof Endpoints>(method: K): Endpoints[K] => {
    const raw = env[envName(method)]?.trim();
    if (!raw) return base[method];
    const overrides = JSON.parse(raw) as Record<string, string>;
    const fields = Object.keys(published[method]);
    const unknown = Object.keys(overrides).filter((k) => !fields.includes(k));
    if (unknown.length) {
      throw new Error(
        `${envName(method)}: unknown field ${unknown.join(', ')} (expected ${fields.join(', ')})`,
      );
    }
    // Overriding only some endpoints starts from the published set: a half-demo provider is a
    // configuration mistake, not a useful mix.
    return { ...published[method], ...overrides } as Endpoints[K];
  };
  return {
    google: merge('google'),
    apple: merge('apple'),
    huawei: merge('huawei'),
    facebook: merge('facebook'),
    vk: merge('vk'),
    twitter: merge('twitter'),
  };
}

/** A browser-facing endpoint; a relative one (local provider) resolves on the shop's origin. */
export function pageUrl(endpoint: string, shopUrl: string): URL {
  return new URL(endpoint, shopUrl);
}
