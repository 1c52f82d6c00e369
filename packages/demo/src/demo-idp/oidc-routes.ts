import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
} from 'jose';
import { demoIdpPath } from '@topup/server/modules/identity/endpoints';
import { cleanName, subjectOf } from './people.ts';
import {
  formOf,
  GrantStore,
  newSecret,
  queryOf,
  redirectAllowed,
  redirectTo,
  routeOpts,
  sameSecret,
  sendError,
  sendPick,
  type DemoIdp,
} from './kit.ts';

type Method = 'google' | 'apple' | 'huawei';
type Code = {
  clientId: string;
  redirectUri: string;
  nonce: string | undefined;
  challenge: string | undefined;
  subject: string;
  name: string;
};

/**
 * A local OpenID Connect provider in the shape of Google, Apple or Huawei (OIDC Core §3.1): an
 * authorization page, a token endpoint (client secret, Apple's ES256 client-secret JWT, PKCE,
 * one-use codes) and a JWKS; its ID tokens are signed with a key made at start.
 */
export async function oidcProviderRoutes(app: FastifyInstance, idp: DemoIdp, method: Method) {
  // Apple signs ES256 here; Huawei documents PS256 (and RS256) for its ID tokens, so the local
  // Huawei signs PS256 and the shop's check of it runs in every demo and test.
  const alg = method === 'apple' ? 'ES256' : method === 'huawei' ? 'PS256' : 'RS256';
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const kid = `${method}-${newSecret().slice(0, 8)}`;
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' };
  const issuer = `${idp.base}${demoIdpPath(method)}`;
  const codes = new GrantStore<Code>(idp.now);
  const path = demoIdpPath(method);

  app.get(`${path}/jwks`, routeOpts, async () => ({ keys: [jwk] }));

  app.get(`${path}/authorize`, routeOpts, async (request, reply) => {
    const q = queryOf(request);
    const client = idp.clients(method, q.client_id ?? '');
    if (!client) return sendError(reply, 400, 'invalid_client', 'unknown client_id');
    if (!redirectAllowed(request, q.redirect_uri)) {
      return sendError(reply, 400, 'invalid_request', 'redirect_uri not allowed');
    }
    if (q.response_type !== 'code') {
      return sendError(reply, 400, 'unsupported_response_type');
    }
    return sendPick(reply, method, request, q, `${client.tenantId} (${client.clientId})`);
  });

  app.post(`${path}/authorize`, routeOpts, async (request, reply) => {
    const f = formOf(request);
    const client = idp.clients(method, f.client_id ?? '');
    if (!client || !redirectAllowed(request, f.redirect_uri)) {
      return sendError(reply, 400, 'invalid_request');
    }
    const back = new URL(f.redirect_uri!);
    if (f.state) back.searchParams.set('state', f.state);
    const name = cleanName(f.identity);
    if (f.deny || !name) {
      back.searchParams.set('error', 'access_denied');
      return redirectTo(reply, back);
    }
    const code = newSecret();
    codes.put(
      code,
      {
        clientId: client.clientId,
        redirectUri: f.redirect_uri!,
        nonce: f.nonce,
        challenge: f.code_challenge,
        subject: subjectOf(method, name),
        name,
      },
      5 * 60 * 1000,
    );
    back.searchParams.set('code', code);
    return redirectTo(reply, back);
  });

  async function clientAuthenticated(
    f: Record<string, string>,
    clientId: string,
  ): Promise<boolean> {
    const client = idp.clients(method, clientId);
    if (!client) return false;
    if (method !== 'apple')
      return client.secret !== null && sameSecret(f.client_secret ?? '', client.secret);
    // Apple's client secret is a JWT signed with the brand's key: iss team id, sub client id,
    // aud Apple (here: this issuer).
    if (!client.apple || !f.client_secret) return false;
    try {
      const key = (await importJWK(client.apple.jwk, 'ES256')) as CryptoKey;
      const { protectedHeader } = await jwtVerify(f.client_secret, key, {
        issuer: client.apple.teamId,
        subject: clientId,
        audience: issuer,
        algorithms: ['ES256'],
        currentDate: idp.now(),
      });
      return protectedHeader.kid === client.apple.keyId;
    } catch {
      return false;
    }
  }

  app.post(`${path}/token`, routeOpts, async (request, reply) => {
    const f = formOf(request);
    if (f.grant_type !== 'authorization_code')
      return sendError(reply, 400, 'unsupported_grant_type');
    if (!(await clientAuthenticated(f, f.client_id ?? ''))) {
      return sendError(reply, 401, 'invalid_client');
    }
    // Taken even when a check below fails: a code is good for one try (RFC 6749 §4.1.2).
    const code = codes.take(f.code ?? '');
    if (!code || code.clientId !== f.client_id || code.redirectUri !== f.redirect_uri) {
      return sendError(reply, 400, 'invalid_grant');
    }
    if (code.challenge) {
      const s256 = createHash('sha256')
        .update(f.code_verifier ?? '', 'ascii')
        .digest('base64url');
      if (!f.code_verifier || s256 !== code.challenge) {
        return sendError(reply, 400, 'invalid_grant', 'PKCE verification failed');
      }
    }
    const iat = Math.floor(idp.now().getTime() / 1000);
    const idToken = await new SignJWT({
      ...(code.nonce ? { nonce: code.nonce } : {}),
      ...(method === 'apple' ? {} : { name: code.name }),
    })
      .setProtectedHeader({ alg, kid })
      .setIssuer(issuer)
      .setSubject(code.subject)
      .setAudience(code.clientId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(privateKey);
    return reply.header('cache-control', 'no-store').send({
      access_token: newSecret(),
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: idToken,
    });
  });
}
