import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { answers, errorAnswerSchema, type Endpoint } from './protocol.ts';
import { idempotencyHeader, signBody, signatureHeader, timestampHeader } from './signing.ts';

// The conformance kit (`npm run gateway:check`): checks a publisher's game server against the
// protocol of docs/GAME-GATEWAY.md before a brand points a game at it. It speaks the wire format
// itself rather than through HttpGameGateway, because it must also send what the shop never
// would (bad signatures, stale timestamps) and read balances the gateway does not return.

export type ConformanceOptions = {
  url: string;
  secret: string;
  tenantId: string;
  gameCode: string;
  /** An account with at least one character. */
  suid: string;
  /** The character to deliver to; the first of the account's when absent. */
  roleId?: string;
  /** The player id that names that character in /players/lookup; the role id when absent. */
  playerId?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export type CheckResult = { name: string; ok: boolean; detail: string };

type Raw = { status: number; json: unknown };

class CheckFailed extends Error {}
const expect = (cond: unknown, message: string): void => {
  if (!cond) throw new CheckFailed(message);
};

export async function runConformance(opts: ConformanceOptions): Promise<CheckResult[]> {
  const base = opts.url.replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;
  const scope = { tenantId: opts.tenantId, gameCode: opts.gameCode };
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  async function post(
    endpoint: Endpoint,
    body: object,
    sign: { secret?: string; timestamp?: number; key?: string } = {},
  ): Promise<Raw> {
    const rawBody = JSON.stringify(body);
    const timestamp = sign.timestamp ?? nowSeconds();
    const res = await doFetch(`${base}${endpoint}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [timestampHeader]: String(timestamp),
        [signatureHeader]: signBody(sign.secret ?? opts.secret, timestamp, rawBody),
        ...(sign.key ? { [idempotencyHeader]: sign.key } : {}),
      },
      body: rawBody,
      signal: AbortSignal.timeout(opts.timeoutMs ?? 5_000),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json };
  }

  async function answer<E extends Endpoint>(
    endpoint: E,
    body: object,
    key?: string,
  ): Promise<z.output<(typeof answers)[E]>> {
    const raw = await post(endpoint, body, { key });
    expect(raw.status === 200, `${endpoint} answered ${raw.status}, expected 200`);
    const parsed = answers[endpoint].safeParse(raw.json);
    const issue = parsed.success ? null : parsed.error.issues[0];
    expect(parsed.success, `${endpoint} answer: ${issue?.path.join('.')}: ${issue?.message}`);
    return parsed.data as z.output<(typeof answers)[E]>;
  }

  const refusedAs = (raw: Raw, status: number, code: string) => {
    const body = errorAnswerSchema.safeParse(raw.json);
    expect(raw.status === status, `answered ${raw.status}, expected ${status}`);
    expect(body.success, 'no { error: { code, message } } body');
    expect(body.data!.error.code === code, `error code ${body.data!.error.code}, expected ${code}`);
  };

  const results: CheckResult[] = [];
  async function check(name: string, run: () => Promise<string | void>): Promise<void> {
    try {
      results.push({ name, ok: true, detail: (await run()) ?? '' });
    } catch (err) {
      results.push({ name, ok: false, detail: err instanceof Error ? err.message : String(err) });
    }
  }

  let roleId = opts.roleId;
  const deliveryId = `conformance-${randomUUID()}`;
  const amount = 7;
  const needRole = () => expect(roleId, 'no character to use (see the roles check)');

  await check('a correctly signed call is answered', async () => {
    await answer('/servers/list', scope);
  });
  await check('a bad signature is refused (401 bad_signature)', async () => {
    refusedAs(
      await post('/servers/list', scope, { secret: `${opts.secret}-wrong` }),
      401,
      'bad_signature',
    );
  });
  await check('a stale timestamp is refused (401 stale_timestamp)', async () => {
    const timestamp = nowSeconds() - 10 * 60;
    refusedAs(await post('/servers/list', scope, { timestamp }), 401, 'stale_timestamp');
  });
  await check('servers are listed and found', async () => {
    const { servers } = await answer('/servers/list', scope);
    expect(servers.length > 0, 'no servers listed');
    const { server } = await answer('/servers/find', { ...scope, serverId: servers[0]!.serverId });
    expect(server?.serverId === servers[0]!.serverId, 'the first listed server is not found');
    return `${servers.length} servers`;
  });
  await check(`the characters of account ${opts.suid} are listed and found`, async () => {
    const { roles } = await answer('/roles/list', { ...scope, suid: opts.suid });
    expect(roles.length > 0, 'no characters listed');
    expect(
      roles.every((r) => r.suid === opts.suid),
      'a character of another account is listed',
    );
    roleId ??= roles[0]!.roleId;
    const { role } = await answer('/roles/find', { ...scope, roleId });
    expect(role?.roleId === roleId, `character ${roleId} is not found`);
    return `${roles.length} characters, using ${roleId}`;
  });
  await check('a player id is looked up without the account (/players/lookup)', async () => {
    needRole();
    const playerId = opts.playerId ?? roleId!;
    const raw = await post('/players/lookup', { ...scope, playerId });
    expect(raw.status === 200, `/players/lookup answered ${raw.status}, expected 200`);
    const found = answers['/players/lookup'].safeParse(raw.json);
    const issue = found.success ? null : found.error.issues[0];
    expect(found.success, `/players/lookup answer: ${issue?.path.join('.')}: ${issue?.message}`);
    const player = found.data!.player;
    expect(player?.roleId === roleId, `player ${playerId} is not character ${roleId}`);
    // The person paying is not the account's owner: the answer must not carry the account.
    const sent = (raw.json as { player?: Record<string, unknown> }).player ?? {};
    expect(!('suid' in sent), 'the answer carries the account (suid)');
    const onServer = await answer('/players/lookup', {
      ...scope,
      playerId,
      serverId: player!.serverId,
    });
    expect(onServer.player?.roleId === roleId, 'not found with its own server');
    const elsewhere = await answer('/players/lookup', {
      ...scope,
      playerId,
      serverId: `${player!.serverId}-not-this-one`,
    });
    expect(elsewhere.player === null, 'found on a server it is not on');
    const nobody = `conformance-nobody-${randomUUID()}`;
    const unknown = await answer('/players/lookup', { ...scope, playerId: nobody });
    expect(unknown.player === null, 'an unknown player id was found');
    return `${player!.name} on ${player!.serverName}`;
  });
  let balance = 0;
  await check('a delivery id is applied once (a repeat answers applied:false)', async () => {
    needRole();
    const body = { ...scope, roleId, deliveryId, amount, source: 'conformance' };
    const first = await answer('/deliver', body, deliveryId);
    expect(first.applied, 'the first delivery answered applied:false');
    const second = await answer('/deliver', body, deliveryId);
    expect(!second.applied, 'the repeat answered applied:true');
    expect(
      second.balance === first.balance,
      `the balance grew again on the repeat (${first.balance} → ${second.balance})`,
    );
    balance = first.balance;
    return `balance ${balance}`;
  });
  await check('revoke takes a delivery back once', async () => {
    needRole();
    const body = { ...scope, roleId, deliveryId, reason: 'conformance' };
    const first = await answer('/revoke', body, `revoke:${deliveryId}`);
    expect(first.known && first.applied, 'the revoke answered known/applied false');
    const second = await answer('/revoke', body, `revoke:${deliveryId}`);
    expect(second.known && !second.applied, 'the repeated revoke answered applied:true');
    expect(second.shortfall === 0, 'the repeated revoke reports a shortfall');
    if (first.balance !== undefined) {
      const want = balance - amount + first.shortfall;
      expect(first.balance === want, `balance ${first.balance} after the revoke, expected ${want}`);
    }
    const unknown = await answer('/revoke', { ...body, deliveryId: `${deliveryId}-never` });
    expect(!unknown.known && !unknown.applied, 'an unknown delivery answered known:true');
  });
  await check('an unknown character gives a clean error', async () => {
    const nobody = `conformance-nobody-${randomUUID()}`;
    const { role } = await answer('/roles/find', { ...scope, roleId: nobody });
    expect(role === null, 'an unknown character was found');
    const d = `${deliveryId}-nobody`;
    const body = { ...scope, roleId: nobody, deliveryId: d, amount, source: 'conformance' };
    refusedAs(await post('/deliver', body, { key: d }), 404, 'unknown_role');
  });
  return results;
}

/** One line per check: `ok   name (detail)` or `FAIL name: detail`. */
export const formatResult = (r: CheckResult): string =>
  r.ok ? `ok   ${r.name}${r.detail ? ` (${r.detail})` : ''}` : `FAIL ${r.name}: ${r.detail}`;
