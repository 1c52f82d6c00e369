import type { HttpTransport } from '../../lib/http-transport.ts';
import type { VkEndpoints } from './endpoints.ts';
import { IdentityRefused, type IdentityProvider } from './identity-provider.ts';
import { jsonOf, postForm } from './provider-http.ts';

/** The redirect flow's code (with VK's device_id), or SPEC §7's access token and user id. */
export type VkProof =
  | { kind: 'code'; code: string; deviceId: string; redirectUri: string; state: string }
  | { kind: 'token'; accessToken: string; uid: string };

/**
 * VK ID (OAuth 2.1 with PKCE): the code is exchanged at /oauth2/auth with the verifier and the
 * device_id VK returned, then /oauth2/user_info (client_id + access_token) names the user. A token
 * the app got itself is checked the same way: user_info must name the uid it came with.
 * https://id.vk.com/about/business/go/docs/en/vkid/latest/vk-id/connection/api-description
 */
export function createVkIdProvider(opts: {
  endpoints: VkEndpoints;
  transport: HttpTransport;
}): IdentityProvider<VkProof> {
  const { endpoints, transport } = opts;

  async function userOf(clientId: string, accessToken: string) {
    const body = jsonOf(
      await postForm(transport, endpoints.userInfo, {
        client_id: clientId,
        access_token: accessToken,
      }),
      'vk user_info',
    );
    const user = (body.user ?? {}) as Record<string, unknown>;
    const id = String(user.user_id ?? '');
    if (!/^\d+$/.test(id)) throw new IdentityRefused('vk user_info: no user id');
    const name = [user.first_name, user.last_name].filter((p) => typeof p === 'string').join(' ');
    return { id, name };
  }

  return {
    method: 'vk',
    authorizationUrl(client, flow) {
      const url = new URL(endpoints.authorization, flow.redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', client.clientId);
      url.searchParams.set('redirect_uri', flow.redirectUri);
      url.searchParams.set('state', flow.state);
      url.searchParams.set('code_challenge', flow.codeChallenge);
      url.searchParams.set('code_challenge_method', 'S256');
      url.searchParams.set('scope', 'vkid.personal_info');
      return url.toString();
    },

    async finish(client, proof, flow) {
      let accessToken: string;
      let expectedId: string | null = null;
      if (proof.kind === 'code') {
        if (!flow?.codeVerifier) throw new IdentityRefused('vk: no started flow');
        if (proof.redirectUri !== flow.redirectUri) {
          throw new IdentityRefused('vk: redirect_uri differs from the started flow');
        }
        const tokens = jsonOf(
          await postForm(transport, endpoints.token, {
            grant_type: 'authorization_code',
            code: proof.code,
            code_verifier: flow.codeVerifier,
            client_id: client.clientId,
            device_id: proof.deviceId,
            redirect_uri: flow.redirectUri,
            state: proof.state,
          }),
          'vk token',
        );
        if (typeof tokens.access_token !== 'string') throw new IdentityRefused('vk: no token');
        // VK ID echoes the state; a different one is an answer to another request.
        if (tokens.state !== undefined && tokens.state !== proof.state) {
          throw new IdentityRefused('vk: state mismatch');
        }
        accessToken = tokens.access_token;
        if (tokens.user_id !== undefined) expectedId = String(tokens.user_id);
      } else {
        accessToken = proof.accessToken;
        expectedId = proof.uid;
      }
      const user = await userOf(client.clientId, accessToken);
      if (expectedId !== null && user.id !== expectedId) {
        throw new IdentityRefused('vk: token of another user');
      }
      return { provider: 'vk', subject: user.id, ...(user.name ? { name: user.name } : {}) };
    },
  };
}
