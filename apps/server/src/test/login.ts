import type { FastifyInstance } from 'fastify';
import type { UserInfoData } from '@topup/contracts/auth';
import { encodeCredential } from '@topup/contracts/credentials';

export type LoginOptions = {
  username?: string;
  password?: string;
  clientId: string;
  /** Logs in with card number + password instead of the username. */
  cardNo?: string;
  /** Client address (per-IP throttle); app.inject's default is 127.0.0.1. */
  remoteAddress?: string;
};

/** Logs in through POST /util/login/auth (demo / demo1234 by default) and returns the user info. */
export async function loginAs(
  app: FastifyInstance,
  host: string,
  opts: LoginOptions,
): Promise<UserInfoData> {
  const card = opts.cardNo !== undefined;
  const res = await app.inject({
    method: 'POST',
    url: '/util/login/auth',
    headers: { host },
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    payload: {
      username: encodeCredential(card ? opts.cardNo! : (opts.username ?? 'demo')),
      password: encodeCredential(opts.password ?? (card ? 'card1234' : 'demo1234')),
      client_id: opts.clientId,
      login_type: card ? 'card' : 'account',
    },
  });
  const body = res.json() as { code: number; msg: string; data: UserInfoData | null };
  if (body.code !== 1 || !body.data) {
    throw new Error(`login failed (HTTP ${res.statusCode}): ${JSON.stringify(body)}`);
  }
  return body.data;
}
