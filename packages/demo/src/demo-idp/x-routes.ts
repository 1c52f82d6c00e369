import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { demoIdpPath } from '@topup/server/modules/identity/endpoints';
import { xSigner } from '@topup/server/modules/identity/x-oauth1';
import { cleanName, subjectOf } from './people.ts';
import {
  formOf,
  GrantStore,
  newSecret,
  queryOf,
  redirectTo,
  routeOpts,
  sameSecret,
  sendPick,
  type DemoIdp,
} from './kit.ts';

type RequestToken = {
  consumerKey: string;
  secret: string;
  callback: string;
  verifier?: string;
  userId?: string;
  name?: string;
};

/** RFC 5849 §3.5.1: `OAuth k="v", ...`, percent-encoded values. */
export function parseOAuthHeader(header: string | undefined): Record<string, string> | null {
  if (!header?.startsWith('OAuth ')) return null;
  const out: Record<string, string> = {};
  for (const part of header.slice(6).split(',')) {
    const m = /^\s*([\w]+)="([^"]*)"\s*$/.exec(part);
    if (!m) return null;
    out[m[1]!] = decodeURIComponent(m[2]!);
  }
  return out;
}

/**
 * A local X (Twitter) OAuth 1.0a: request_token, authenticate and access_token, each signed
 * request checked (HMAC-SHA1 over the signature base string, RFC 5849 §3.4, recomputed with
 * oauth-1.0a), timestamps within five minutes and nonces used once.
 * https://developer.x.com/en/docs/authentication/oauth-1-0a/obtaining-user-access-tokens
 */
export function xRoutes(app: FastifyInstance, idp: DemoIdp) {
  const path = demoIdpPath('twitter');
  const requestTokens = new GrantStore<RequestToken>(idp.now);
  const nonces = new GrantStore<true>(idp.now);

  /** The OAuth parameters of a correctly signed request, or null. */
  function verified(request: FastifyRequest, tokenSecret: string): Record<string, string> | null {
    const params = parseOAuthHeader(request.headers.authorization);
    if (!params || params.oauth_signature_method !== 'HMAC-SHA1') return null;
    const client = idp.clients('twitter', params.oauth_consumer_key ?? '');
    if (!client?.secret) return null;
    const at = Math.floor(idp.now().getTime() / 1000);
    if (Math.abs(at - Number(params.oauth_timestamp)) > 300) return null;
    const nonceKey = `${params.oauth_consumer_key}:${params.oauth_nonce}`;
    if (!params.oauth_nonce || nonces.peek(nonceKey)) return null;
    const { oauth_signature: signature, ...signed } = params;
    const signer = xSigner({ consumerKey: client.clientId, consumerSecret: client.secret });
    // The URL the shop signed: our configured origin and this path (RFC 5849 §3.4.1.2).
    const url = `${idp.base}${request.url.split('?')[0]}`;
    const expected = signer.getSignature(
      { url, method: 'POST', data: { ...formOf(request), ...queryOf(request) } },
      tokenSecret,
      signed as never,
    );
    if (!signature || !sameSecret(signature, expected)) return null;
    nonces.put(nonceKey, true, 10 * 60 * 1000);
    return params;
  }

  const unauthorized = (reply: FastifyReply) =>
    reply.code(401).type('text/plain').send('Invalid signature');

  app.post(`${path}/oauth/request_token`, routeOpts, async (request, reply) => {
    const params = verified(request, '');
    if (!params?.oauth_callback) return unauthorized(reply);
    const token = newSecret();
    const secret = newSecret();
    requestTokens.put(
      token,
      { consumerKey: params.oauth_consumer_key!, secret, callback: params.oauth_callback },
      10 * 60 * 1000,
    );
    return reply.type('application/x-www-form-urlencoded').send(
      new URLSearchParams({
        oauth_token: token,
        oauth_token_secret: secret,
        oauth_callback_confirmed: 'true',
      }).toString(),
    );
  });

  app.get(`${path}/oauth/authenticate`, routeOpts, async (request, reply) => {
    const q = queryOf(request);
    const pending = requestTokens.peek(q.oauth_token ?? '');
    if (!pending) return reply.code(400).type('text/plain').send('Unknown oauth_token');
    return sendPick(
      reply,
      'twitter',
      request,
      { oauth_token: q.oauth_token! },
      pending.consumerKey,
    );
  });

  app.post(`${path}/oauth/authenticate`, routeOpts, async (request, reply) => {
    const f = formOf(request);
    const pending = requestTokens.peek(f.oauth_token ?? '');
    if (!pending) return reply.code(400).type('text/plain').send('Unknown oauth_token');
    const back = new URL(pending.callback);
    const name = cleanName(f.identity);
    if (f.deny || !name) {
      back.searchParams.set('denied', f.oauth_token!);
      return redirectTo(reply, back);
    }
    pending.verifier = newSecret();
    pending.userId = subjectOf('twitter', name);
    pending.name = name;
    back.searchParams.set('oauth_token', f.oauth_token!);
    back.searchParams.set('oauth_verifier', pending.verifier);
    return redirectTo(reply, back);
  });

  app.post(`${path}/oauth/access_token`, routeOpts, async (request, reply) => {
    const params = parseOAuthHeader(request.headers.authorization);
    const pending = requestTokens.peek(params?.oauth_token ?? '');
    if (!pending || !verified(request, pending.secret)) return unauthorized(reply);
    const verifier = params!.oauth_verifier ?? formOf(request).oauth_verifier ?? '';
    if (
      params!.oauth_consumer_key !== pending.consumerKey ||
      !pending.verifier ||
      !sameSecret(verifier, pending.verifier) ||
      !requestTokens.take(params!.oauth_token!)
    ) {
      return unauthorized(reply);
    }
    return reply.type('application/x-www-form-urlencoded').send(
      new URLSearchParams({
        oauth_token: `${pending.userId}-${newSecret()}`,
        oauth_token_secret: newSecret(),
        user_id: pending.userId!,
        screen_name: pending.name!.replace(/\W+/g, '_'),
      }).toString(),
    );
  });
}
