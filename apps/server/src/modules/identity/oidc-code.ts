import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { HttpTransport } from '../../lib/http-transport.ts';
import type { AppleKey } from './brand-clients.ts';
import { appleClientSecret } from './apple-client-secret.ts';
import type { OidcEndpoints } from './endpoints.ts';
import {
  IdentityRefused,
  type BrandClient,
  type ExternalIdentity,
  type IdentityProvider,
  type StartedFlow,
} from './identity-provider.ts';
import { jsonOf, postForm, remoteJwks } from './provider-http.ts';

export type OidcMethod = 'google' | 'apple' | 'huawei';
export type CodeProof = { code: string; redirectUri: string; identityToken?: string | undefined };

type Options = {
  method: OidcMethod;
  endpoints: OidcEndpoints;
  transport: HttpTransport;
  now: () => Date;
  /** Apple signs its client secret per brand (appleKeyOf); Google and Huawei send `secret`. */
  appleKeyOf?: (client: BrandClient) => AppleKey;
  /** Tests hand in a local key set; the default fetches endpoints.jwks. */
  jwks?: JWTVerifyGetKey;
};

// Google documents both spellings of its issuer:
// https://developers.google.com/identity/openid-connect/openid-connect#validatinganidtoken
const issuersOf = (method: OidcMethod, issuer: string) =>
  method === 'google' && issuer === 'https://accounts.google.com'
    ? [issuer, 'accounts.google.com']
    : [issuer];

// Apple publishes no PKCE support; Google and Huawei accept S256 (RFC 7636).
const usesPkce = (method: OidcMethod) => method !== 'apple';

// Huawei's web authorization request has no `nonce` parameter and its ID token carries `nonce`
// only when the app asked for it through its SDKs (not returned by default):
// https://developer.huawei.com/consumer/en/doc/hmscore-guides/auth-example-0000001054581058
// https://developer.huawei.com/consumer/cn/doc/harmonyOS-Guides/account-faq-12/
// So Huawei gets none and none is required: the code comes back to the browser that started the
// flow (state, browser-bound), PKCE ties it to our verifier, and the ID token comes straight from
// the token endpoint over TLS (OIDC Core §3.1.3.7: nonce is checked when it was sent).
const usesNonce = (method: OidcMethod) => method !== 'huawei';

// Signature algorithms each provider documents for its ID tokens. Huawei: PS256 and RS256
// (`alg` of https://developer.huawei.com/consumer/en/doc/doccenter-references/api/account-api-verify-id-token/).
// Google: RS256; Apple: RS256 (its JWKS); ES256 is kept for both as it was.
const algorithmsOf = (method: OidcMethod) =>
  method === 'huawei' ? ['PS256', 'RS256'] : ['RS256', 'ES256'];

/**
 * OpenID Connect authorization code flow (OIDC Core §3.1) for Google, Apple and Huawei: the code
 * is exchanged at the token endpoint, and the ID token it returns is verified against the
 * provider's JWKS: signature, issuer, audience = the brand's client id, expiry, and nonce
 * (§3.1.3.7). jose does every check; we only decide what must match.
 */
export function createOidcCodeProvider(opts: Options): IdentityProvider<CodeProof> {
  const { method, endpoints, transport, now } = opts;
  const jwks = opts.jwks ?? remoteJwks(transport, endpoints.jwks);
  const issuers = issuersOf(method, endpoints.issuer);

  async function verifyIdToken(
    token: string,
    clientId: string,
    nonce: string | null,
  ): Promise<JWTPayload & { sub: string }> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        issuer: issuers,
        audience: clientId,
        currentDate: now(),
        algorithms: algorithmsOf(method),
        requiredClaims: ['sub', 'exp', 'iat'],
        // Clocks differ a little between us and the provider.
        clockTolerance: 60,
      }));
    } catch (err) {
      const code = err instanceof errors.JOSEError ? err.code : 'ERR_INVALID';
      throw new IdentityRefused(`${method} id_token: ${code} ${(err as Error).message}`);
    }
    if (nonce !== null && payload.nonce !== nonce) {
      throw new IdentityRefused(`${method} id_token: nonce mismatch`);
    }
    if (typeof payload.sub !== 'string' || payload.sub === '') {
      throw new IdentityRefused(`${method} id_token: no subject`);
    }
    return payload as JWTPayload & { sub: string };
  }

  return {
    method,
    authorizationUrl(client, flow) {
      const url = new URL(endpoints.authorization, flow.redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', client.clientId);
      url.searchParams.set('redirect_uri', flow.redirectUri);
      url.searchParams.set('state', flow.state);
      if (usesNonce(method)) url.searchParams.set('nonce', flow.nonce);
      // Apple: no scope needed for `sub`, and without one the answer may come back as a query
      // (form_post is required only when name or email are asked for).
      if (method !== 'apple') url.searchParams.set('scope', 'openid');
      else url.searchParams.set('response_mode', 'query');
      if (usesPkce(method)) {
        url.searchParams.set('code_challenge', flow.codeChallenge);
        url.searchParams.set('code_challenge_method', 'S256');
      }
      return url.toString();
    },

    async finish(client, proof, flow: StartedFlow | null): Promise<ExternalIdentity> {
      if (!flow) throw new IdentityRefused(`${method}: no started flow`);
      if (proof.redirectUri !== flow.redirectUri) {
        throw new IdentityRefused(`${method}: redirect_uri differs from the started flow's`);
      }
      const form: Record<string, string> = {
        grant_type: 'authorization_code',
        code: proof.code,
        redirect_uri: flow.redirectUri,
        client_id: client.clientId,
      };
      if (method === 'apple') {
        if (!opts.appleKeyOf) throw new IdentityRefused('apple: no signing key');
        form.client_secret = await appleClientSecret(
          opts.appleKeyOf(client),
          client.clientId,
          endpoints.issuer,
          now(),
        );
      } else if (client.secret) {
        form.client_secret = client.secret;
      }
      if (usesPkce(method) && flow.codeVerifier) form.code_verifier = flow.codeVerifier;

      const tokens = jsonOf(await postForm(transport, endpoints.token, form), `${method} token`);
      if (typeof tokens.id_token !== 'string') {
        throw new IdentityRefused(`${method} token: no id_token`);
      }
      const claims = await verifyIdToken(
        tokens.id_token,
        client.clientId,
        usesNonce(method) ? flow.nonce : null,
      );
      // Apple's browser step may hand over an identity_token too: it must be the same person's
      // and pass the same checks, or it is someone else's token slipped in.
      if (proof.identityToken) {
        const other = await verifyIdToken(proof.identityToken, client.clientId, null);
        if (other.sub !== claims.sub) {
          throw new IdentityRefused(`${method}: identity_token is another subject's`);
        }
      }
      const name = typeof claims.name === 'string' ? claims.name : undefined;
      return { provider: method, subject: claims.sub, ...(name ? { name } : {}) };
    },
  };
}
