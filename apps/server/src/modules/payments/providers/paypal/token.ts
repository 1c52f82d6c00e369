import type { HttpTransport } from '../../../../lib/http-transport.ts';
import type { PaypalCredentials } from './credentials.ts';
import { tokenResponse } from './messages.ts';

// OAuth2 client credentials (https://developer.paypal.com/api/rest/authentication/):
// POST /v1/oauth2/token, Basic base64(clientId:clientSecret), form body
// grant_type=client_credentials; the answer carries access_token and expires_in (seconds, 32400 in
// the docs' example). PayPal asks integrations to reuse a token until it expires rather than fetch
// one per call, so tokens are cached per app until shortly before expiry.

type Cached = { token: string; expiresAtMs: number; secret: string };

/** A token is renewed this long before PayPal's expiry (or at half-life for short tokens). */
const MAX_EARLY_RENEWAL_MS = 60_000;

export class TokenError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export type TokenCache = {
  /** A valid bearer token for these credentials, fetched once and reused until near expiry. */
  get(
    api: string,
    credentials: PaypalCredentials,
    transport: HttpTransport,
    now: () => Date,
  ): Promise<string>;
  /** Forget a token PayPal refused (401), so the next call fetches a fresh one. */
  drop(api: string, credentials: PaypalCredentials): void;
};

export function createTokenCache(): TokenCache {
  // Keyed by API base and clientId: the same app id never shares a token across sandbox/live/emulator.
  const cache = new Map<string, Cached>();
  const keyOf = (api: string, c: PaypalCredentials) => `${api}\n${c.clientId}`;

  return {
    async get(api, credentials, transport, now) {
      const key = keyOf(api, credentials);
      const hit = cache.get(key);
      // A rotated secret invalidates the cached token (it was minted for the old one).
      if (hit && hit.secret === credentials.clientSecret && now().getTime() < hit.expiresAtMs) {
        return hit.token;
      }
      const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString(
        'base64',
      );
      let response;
      try {
        response = await transport(`${api}/v1/oauth2/token`, {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            Authorization: `Basic ${basic}`,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: 'grant_type=client_credentials',
        });
      } catch (error) {
        throw new TokenError(`paypal token: ${(error as Error).message}`, true);
      }
      if (response.status !== 200) {
        throw new TokenError(`paypal token: HTTP ${response.status}`, response.status >= 500);
      }
      let parsed;
      try {
        parsed = tokenResponse.safeParse(JSON.parse(response.body));
      } catch {
        throw new TokenError('paypal token: answer is not JSON', true);
      }
      if (!parsed.success) throw new TokenError('paypal token: unexpected answer', true);
      const lifetimeMs = Math.max(0, parsed.data.expires_in) * 1000;
      const early = Math.min(MAX_EARLY_RENEWAL_MS, lifetimeMs / 2);
      cache.set(key, {
        token: parsed.data.access_token,
        expiresAtMs: now().getTime() + lifetimeMs - early,
        secret: credentials.clientSecret,
      });
      return parsed.data.access_token;
    },
    drop(api, credentials) {
      cache.delete(keyOf(api, credentials));
    },
  };
}
