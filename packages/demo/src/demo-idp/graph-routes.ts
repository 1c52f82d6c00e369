import { createHmac } from 'node:crypto';
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
  sameSecret,
  sendError,
  sendPick,
  type DemoIdp,
} from './kit.ts';

type UserToken = { appId: string; userId: string; name: string; expiresAt: number };
const TOKEN_TTL_S = 2 * 60 * 60;

/**
 * A local Facebook Login: the manual flow's dialog (response_type=token, the token in the
 * fragment), and Graph-style debug_token and /me.
 * https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow
 */
export function graphRoutes(app: FastifyInstance, idp: DemoIdp) {
  const path = demoIdpPath('facebook');
  const tokens = new GrantStore<UserToken>(idp.now);

  app.get(`${path}/dialog/oauth`, routeOpts, async (request, reply) => {
    const q = queryOf(request);
    const client = idp.clients('facebook', q.client_id ?? '');
    if (!client) return sendError(reply, 400, 'invalid_client');
    if (!redirectAllowed(request, q.redirect_uri)) return sendError(reply, 400, 'invalid_request');
    return sendPick(reply, 'facebook', request, q, `${client.tenantId} (app ${client.clientId})`);
  });

  app.post(`${path}/dialog/oauth`, routeOpts, async (request, reply) => {
    const f = formOf(request);
    const client = idp.clients('facebook', f.client_id ?? '');
    if (!client || !redirectAllowed(request, f.redirect_uri)) {
      return sendError(reply, 400, 'invalid_request');
    }
    const back = new URL(f.redirect_uri!);
    const fragment = new URLSearchParams();
    const name = cleanName(f.identity);
    if (f.deny || !name) {
      fragment.set('error', 'access_denied');
    } else {
      const token = `EAAD${newSecret()}`;
      const expiresAt = Math.floor(idp.now().getTime() / 1000) + TOKEN_TTL_S;
      tokens.put(
        token,
        { appId: client.clientId, userId: subjectOf('facebook', name), name, expiresAt },
        TOKEN_TTL_S * 1000,
      );
      fragment.set('access_token', token);
      fragment.set('expires_in', String(TOKEN_TTL_S));
    }
    if (f.state) fragment.set('state', f.state);
    back.hash = fragment.toString();
    return redirectTo(reply, back);
  });

  const graphError = (message: string) => ({
    error: { message, type: 'OAuthException', code: 190 },
  });

  app.get(`${path}/debug_token`, routeOpts, async (request, reply) => {
    const q = queryOf(request);
    const [appId, appSecret] = (q.access_token ?? '').split('|');
    const client = idp.clients('facebook', appId ?? '');
    if (!client?.secret || !sameSecret(appSecret ?? '', client.secret)) {
      return reply.code(400).send(graphError('Invalid app access token'));
    }
    const token = tokens.peek(q.input_token ?? '');
    if (!token) return { data: { is_valid: false, error: { message: 'Invalid token' } } };
    return {
      data: {
        app_id: token.appId,
        type: 'USER',
        application: token.appId,
        expires_at: token.expiresAt,
        is_valid: true,
        user_id: token.userId,
        scopes: ['public_profile'],
      },
    };
  });

  app.get(`${path}/me`, routeOpts, async (request, reply) => {
    const q = queryOf(request);
    const token = tokens.peek(q.access_token ?? '');
    if (!token) return reply.code(400).send(graphError('Invalid OAuth access token'));
    const client = idp.clients('facebook', token.appId);
    const proof = createHmac('sha256', client?.secret ?? '')
      .update(q.access_token!)
      .digest('hex');
    if (!sameSecret(q.appsecret_proof ?? '', proof)) {
      return reply.code(400).send(graphError('Invalid appsecret_proof'));
    }
    return { id: token.userId, name: token.name };
  });
}
