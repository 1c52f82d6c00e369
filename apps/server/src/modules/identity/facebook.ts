import { createHmac } from 'node:crypto';
import type { HttpTransport } from '../../lib/http-transport.ts';
import type { FacebookEndpoints } from './endpoints.ts';
import { IdentityRefused, type IdentityProvider } from './identity-provider.ts';
import { getUrl, jsonOf } from './provider-http.ts';

export type FacebookProof = { accessToken: string };

/**
 * Facebook Login: the player's access token (JS SDK, or the manual flow's redirect) is checked
 * with the Graph API's debug_token using the app access token `{app-id}|{app-secret}`: it must be
 * valid, for this brand's app, a user token and not expired; then /me gives the user id, with
 * appsecret_proof so a stolen token alone cannot call it.
 * https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow#checktoken
 * https://developers.facebook.com/docs/graph-api/securing-requests#appsecret_proof
 */
export function createFacebookProvider(opts: {
  endpoints: FacebookEndpoints;
  transport: HttpTransport;
  now: () => Date;
}): IdentityProvider<FacebookProof> {
  const { endpoints, transport, now } = opts;
  return {
    method: 'facebook',
    authorizationUrl(client, flow) {
      const url = new URL(endpoints.dialog, flow.redirectUri);
      url.searchParams.set('client_id', client.clientId);
      url.searchParams.set('redirect_uri', flow.redirectUri);
      url.searchParams.set('state', flow.state);
      url.searchParams.set('response_type', 'token');
      return url.toString();
    },

    async finish(client, proof) {
      if (!client.secret) throw new IdentityRefused('facebook: no app secret');
      const debug = new URL(`${endpoints.graph}/debug_token`);
      debug.searchParams.set('input_token', proof.accessToken);
      debug.searchParams.set('access_token', `${client.clientId}|${client.secret}`);
      const body = jsonOf(await getUrl(transport, debug.toString()), 'facebook debug_token');
      const data = (body.data ?? {}) as Record<string, unknown>;
      if (data.is_valid !== true) throw new IdentityRefused('facebook: token not valid');
      if (String(data.app_id) !== client.clientId) {
        throw new IdentityRefused('facebook: token of another app');
      }
      if (data.type !== undefined && data.type !== 'USER') {
        throw new IdentityRefused(`facebook: ${String(data.type)} token, not a user's`);
      }
      // 0 means "does not expire" (long-lived tokens of some apps).
      const expiresAt = Number(data.expires_at ?? 0);
      if (expiresAt !== 0 && expiresAt * 1000 <= now().getTime()) {
        throw new IdentityRefused('facebook: token expired');
      }
      const userId = String(data.user_id ?? '');
      if (!/^\d+$/.test(userId)) throw new IdentityRefused('facebook: no user id');

      const me = new URL(`${endpoints.graph}/me`);
      me.searchParams.set('fields', 'id,name');
      me.searchParams.set('access_token', proof.accessToken);
      me.searchParams.set(
        'appsecret_proof',
        createHmac('sha256', client.secret).update(proof.accessToken).digest('hex'),
      );
      const profile = jsonOf(await getUrl(transport, me.toString()), 'facebook /me');
      if (String(profile.id) !== userId) throw new IdentityRefused('facebook: /me differs');
      const name = typeof profile.name === 'string' ? profile.name : undefined;
      return { provider: 'facebook', subject: userId, ...(name ? { name } : {}) };
    },
  };
}
