import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
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
  sendError,
  sendPick,
  type DemoIdp,
} from './kit.ts';

type Code = {
  clientId: string;
  redirectUri: string;
  challenge: string;
  deviceId: string;
  state: string;
  userId: string;
  name: string;
};
type Token = { clientId: string; userId: string; name: string };

/**
 * A local VK ID: authorize (PKCE S256 required), /oauth2/auth code exchange with device_id and
 * /oauth2/user_info.
 * https://id.vk.com/about/business/go/docs/en/vkid/latest/vk-id/connection/api-description
 */
export function vkRoutes(app: FastifyInstance, idp: DemoIdp) {
  const path = demoIdpPath('vk');
  const codes = new GrantStore<Code>(idp.now);
  const tokens = new GrantStore<Token>(idp.now);

  app.get(`${path}/authorize`, routeOpts, async (request, reply) => {
    const q = queryOf(request);
    const client = idp.clients('vk', q.client_id ?? '');
    if (!client) return sendError(reply, 400, 'invalid_client');
    if (!redirectAllowed(request, q.redirect_uri)) return sendError(reply, 400, 'invalid_request');
    if (q.code_challenge_method !== 'S256' || !q.code_challenge || !q.state) {
      return sendError(reply, 400, 'invalid_request', 'PKCE S256 and state are required');
    }
    return sendPick(reply, 'vk', request, q, `${client.tenantId} (app ${client.clientId})`);
  });

  app.post(`${path}/authorize`, routeOpts, async (request, reply) => {
    const f = formOf(request);
    const client = idp.clients('vk', f.client_id ?? '');
    if (!client || !redirectAllowed(request, f.redirect_uri) || !f.code_challenge || !f.state) {
      return sendError(reply, 400, 'invalid_request');
    }
    const back = new URL(f.redirect_uri!);
    back.searchParams.set('state', f.state);
    const name = cleanName(f.identity);
    if (f.deny || !name) {
      back.searchParams.set('error', 'access_denied');
      return redirectTo(reply, back);
    }
    const code = newSecret();
    const deviceId = newSecret();
    codes.put(
      code,
      {
        clientId: client.clientId,
        redirectUri: f.redirect_uri!,
        challenge: f.code_challenge,
        deviceId,
        state: f.state,
        userId: subjectOf('vk', name),
        name,
      },
      10 * 60 * 1000,
    );
    back.searchParams.set('code', code);
    back.searchParams.set('device_id', deviceId);
    back.searchParams.set('type', 'code_v2');
    back.searchParams.set('expires_in', '600');
    return redirectTo(reply, back);
  });

  app.post(`${path}/oauth2/auth`, routeOpts, async (request, reply) => {
    const f = formOf(request);
    if (f.grant_type !== 'authorization_code')
      return sendError(reply, 400, 'unsupported_grant_type');
    const code = codes.take(f.code ?? '');
    const s256 = createHash('sha256')
      .update(f.code_verifier ?? '', 'ascii')
      .digest('base64url');
    if (
      !code ||
      code.clientId !== f.client_id ||
      code.redirectUri !== f.redirect_uri ||
      code.deviceId !== f.device_id ||
      s256 !== code.challenge
    ) {
      return sendError(reply, 400, 'invalid_grant');
    }
    const accessToken = `vk2.a.${newSecret()}`;
    tokens.put(
      accessToken,
      { clientId: code.clientId, userId: code.userId, name: code.name },
      3600_000,
    );
    return {
      access_token: accessToken,
      refresh_token: `vk2.r.${newSecret()}`,
      token_type: 'Bearer',
      expires_in: 3600,
      user_id: Number(code.userId),
      state: f.state ?? code.state,
      scope: 'vkid.personal_info',
    };
  });

  app.post(`${path}/oauth2/user_info`, routeOpts, async (request, reply) => {
    const f = formOf(request);
    const token = tokens.peek(f.access_token ?? '');
    if (!token || token.clientId !== f.client_id) return sendError(reply, 401, 'invalid_token');
    const [first, ...rest] = token.name.split(' ');
    return { user: { user_id: token.userId, first_name: first, last_name: rest.join(' ') } };
  });
}
