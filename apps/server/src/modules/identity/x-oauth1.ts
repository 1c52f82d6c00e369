import { createHmac } from 'node:crypto';
import OAuth from 'oauth-1.0a';
import type { HttpTransport } from '../../lib/http-transport.ts';
import type { XConsumer } from './brand-clients.ts';
import type { XEndpoints } from './endpoints.ts';
import { IdentityRefused, type IdentityProvider } from './identity-provider.ts';
import { postForm } from './provider-http.ts';

export type XProof = { oauthToken: string; oauthVerifier: string };

/** An OAuth 1.0a HMAC-SHA1 signer for one consumer (RFC 5849 §3.4.2, via oauth-1.0a). */
export function xSigner(consumer: XConsumer): OAuth {
  return new OAuth({
    consumer: { key: consumer.consumerKey, secret: consumer.consumerSecret },
    signature_method: 'HMAC-SHA1',
    hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
  });
}

function formOf(body: string): URLSearchParams {
  return new URLSearchParams(body);
}

/**
 * X (Twitter) 3-legged OAuth 1.0a: POST oauth/request_token with oauth_callback, send the player
 * to oauth/authenticate, then POST oauth/access_token with the verifier, signed with the request
 * token's secret; its answer names user_id.
 * https://developer.x.com/en/docs/authentication/oauth-1-0a/obtaining-user-access-tokens
 * https://developer.x.com/en/docs/authentication/oauth-1-0a/creating-a-signature
 */
export function createXProvider(opts: {
  endpoints: XEndpoints;
  transport: HttpTransport;
  consumerOf: (tenantId: string) => XConsumer;
}) {
  const { endpoints, transport } = opts;

  async function signedPost(
    consumer: XConsumer,
    url: string,
    data: Record<string, string>,
    token?: { key: string; secret: string },
  ) {
    const signer = xSigner(consumer);
    const auth = signer.authorize({ url, method: 'POST', data }, token);
    // oauth_callback and oauth_verifier are protocol parameters: signed with the rest and sent
    // in the Authorization header (RFC 5849 §3.5.1), the body stays empty.
    const header = signer.toHeader({ ...auth, ...data } as OAuth.Authorization);
    return postForm(transport, url, {}, { authorization: header.Authorization });
  }

  const provider: IdentityProvider<XProof> & {
    requestToken(
      tenantId: string,
      callback: string,
    ): Promise<{ url: string; token: string; tokenSecret: string }>;
  } = {
    method: 'twitter',

    async requestToken(tenantId, callback) {
      const consumer = opts.consumerOf(tenantId);
      const answer = await signedPost(consumer, endpoints.requestToken, {
        oauth_callback: callback,
      });
      const form = formOf(answer.body);
      const token = form.get('oauth_token');
      const tokenSecret = form.get('oauth_token_secret');
      if (
        answer.status !== 200 ||
        !token ||
        !tokenSecret ||
        form.get('oauth_callback_confirmed') !== 'true'
      ) {
        throw new IdentityRefused(`twitter request_token: HTTP ${answer.status}`);
      }
      const url = new URL(endpoints.authenticate, callback);
      url.searchParams.set('oauth_token', token);
      return { url: url.toString(), token, tokenSecret };
    },

    async finish(client, proof, flow) {
      if (!flow?.tokenSecret) throw new IdentityRefused('twitter: no started flow');
      const consumer = opts.consumerOf(client.tenantId);
      const answer = await signedPost(
        consumer,
        endpoints.accessToken,
        { oauth_verifier: proof.oauthVerifier },
        { key: proof.oauthToken, secret: flow.tokenSecret },
      );
      const form = formOf(answer.body);
      const userId = form.get('user_id') ?? '';
      if (answer.status !== 200 || !form.get('oauth_token') || !/^\d+$/.test(userId)) {
        throw new IdentityRefused(`twitter access_token: HTTP ${answer.status}`);
      }
      const name = form.get('screen_name') ?? undefined;
      return { provider: 'twitter', subject: userId, ...(name ? { name } : {}) };
    },
  };
  return provider;
}

export type XProvider = ReturnType<typeof createXProvider>;
