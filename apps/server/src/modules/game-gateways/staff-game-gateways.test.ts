import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceGameServer } from '../../../../../examples/game-server/server.ts';
import { gameGateways } from '../../db/tables/game-gateways.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { STAFF_TOKEN, VOLTAGE } from '../replenish/test-kit.ts';
import { checkGatewayUrl } from './gateway-url.ts';

// Staff point a brand's game at a publisher game server (here the reference one) and back; the
// change applies at once (the routing gateway's cache is dropped), the secret is never answered
// nor logged.
const secret = 'staff-api-test-secret-0123456789';
let t: TestApp;
let closed: TestApp;
let ref: Awaited<ReturnType<typeof startReferenceGameServer>>;
let logs = '';
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logs += String(chunk);
    done();
  },
});

beforeAll(async () => {
  ref = await startReferenceGameServer({ secret });
  t = await createTestApp({ staffApiToken: STAFF_TOKEN, logLevel: 'info' }, { logStream });
  closed = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await closed?.close();
  await ref?.close();
});

// The envelope as the tests read it: data is whatever the route answered.
type Answer = {
  status: number;
  code: number;
  msg: string;
  data: Record<string, unknown>[] & Record<string, unknown>;
};

async function call(
  method: 'PUT' | 'GET' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  token: string | null = STAFF_TOKEN,
  app = t,
): Promise<Answer> {
  const res = await app.app.inject({
    method,
    url,
    headers: {
      host: 'localhost:8080',
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, ...res.json() };
}

const row = () => ({ tenant: 'watt', client_id: VOLTAGE, url: ref.url, secret, retries: 0 });
const servers = async () =>
  (await t.app.gameGateway.listServers('watt', 'voltage-arena', {})).map((s) => s.name);

describe('staff game gateways: who may call', () => {
  it('is Forbidden without the token, with a wrong one, and when none is configured', async () => {
    for (const token of [null, 'wrong-token-0123456789abcdef']) {
      expect(await call('PUT', '/api/staff/game-gateways', row(), token)).toMatchObject({
        status: 403,
        code: -403,
      });
      expect(await call('GET', '/api/staff/game-gateways', undefined, token)).toMatchObject({
        status: 403,
      });
      expect(
        await call('DELETE', `/api/staff/game-gateways/watt/${VOLTAGE}`, undefined, token),
      ).toMatchObject({ status: 403 });
    }
    // A bad body without the token tells nothing either.
    expect(await call('PUT', '/api/staff/game-gateways', {}, null)).toMatchObject({ status: 403 });
    const off = await call('GET', '/api/staff/game-gateways', undefined, STAFF_TOKEN, closed);
    expect(off).toMatchObject({ status: 403, msg: 'Staff endpoints are not enabled' });
    expect(await t.app.db.select().from(gameGateways)).toEqual([]);
  });
});

describe('staff game gateways: put, get, delete', () => {
  it('points the game at the server at once, lists it without the secret, and removes it', async () => {
    const before = await servers();
    expect(before).not.toContain('Asia 1');

    const put = await call('PUT', '/api/staff/game-gateways', { ...row(), url: `${ref.url}/` });
    expect(put).toMatchObject({
      status: 200,
      code: 1,
      data: {
        tenant: 'watt',
        game_code: 'voltage-arena',
        client_id: VOLTAGE,
        url: ref.url,
        timeout_ms: 5_000,
        retries: 0,
      },
    });
    // No 30 s wait: the routing gateway forgot its cached "no row".
    expect(await servers()).toEqual(['S1 Dawn', 'S2 Dusk', 'Asia 1']);

    // Replacing the row: new values, still one row.
    const again = await call('PUT', '/api/staff/game-gateways', { ...row(), timeout_ms: 2_000 });
    expect(again.data).toMatchObject({ timeout_ms: 2_000, retries: 0 });
    expect(await t.app.db.select().from(gameGateways)).toHaveLength(1);

    for (const url of ['/api/staff/game-gateways', '/api/staff/game-gateways?tenant=watt']) {
      const list = await call('GET', url);
      expect(list).toMatchObject({ status: 200, code: 1 });
      expect(list.data).toEqual([expect.objectContaining({ game_code: 'voltage-arena' })]);
      expect(JSON.stringify(list)).not.toContain(secret);
      expect(Object.keys(list.data[0] ?? {})).not.toContain('secret');
    }
    expect((await call('GET', '/api/staff/game-gateways?tenant=ko')).data).toEqual([]);

    const del = await call('DELETE', `/api/staff/game-gateways/watt/${VOLTAGE}`);
    expect(del).toMatchObject({ status: 200, code: 1, data: { deleted: true } });
    expect(await servers()).toEqual(before);
    const twice = await call('DELETE', `/api/staff/game-gateways/watt/${VOLTAGE}`);
    expect(twice.data).toEqual({ deleted: false });

    expect(logs).toContain('game gateway set');
    expect(logs).not.toContain(secret);
  });

  it('refuses bad input with -400, never a 500, and writes nothing', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ tenant: 'nobody' }, /Unknown tenant/],
      [{ client_id: '99999' }, /Unknown client_id/],
      [{ tenant: 'ko' }, /Unknown client_id/],
      [{ url: 'ftp://games.example/' }, /http or https/],
      [{ url: 'not a url' }, /not a valid URL/],
      [{ url: 'https://user:pw@games.example' }, /credentials/],
      [{ secret: 'short' }, /secret/],
      [{ timeout_ms: 0 }, /timeout_ms/],
      [{ retries: 99 }, /retries/],
      [{ url: 42 }, /url/],
    ];
    for (const [change, msg] of cases) {
      const res = await call('PUT', '/api/staff/game-gateways', { ...row(), ...change });
      expect(res, JSON.stringify(change)).toMatchObject({ status: 400, code: -400 });
      expect(res.msg).toMatch(msg);
    }
    expect(await call('GET', '/api/staff/game-gateways?tenant=nobody')).toMatchObject({
      status: 400,
    });
    expect(await call('DELETE', '/api/staff/game-gateways/watt/99999')).toMatchObject({
      status: 400,
    });
    expect(await t.app.db.select().from(gameGateways)).toEqual([]);
  });
});

describe('staff game gateways in production (issue 28)', () => {
  it('refuses a loopback or private game server URL unless GAME_GATEWAY_PRIVATE_URLS allows it', async () => {
    const prod = await createTestApp({ staffApiToken: STAFF_TOKEN, nodeEnv: 'production' });
    const allowed = await createTestApp({
      staffApiToken: STAFF_TOKEN,
      nodeEnv: 'production',
      gameGatewayPrivateUrls: true,
    });
    try {
      for (const url of ['https://169.254.169.254/latest', 'https://10.0.0.7', ref.url]) {
        const put = { ...row(), url };
        const refused = await call('PUT', '/api/staff/game-gateways', put, STAFF_TOKEN, prod);
        expect(refused, url).toMatchObject({ status: 400, code: -400 });
        expect(refused.msg).toMatch(/loopback or private address/);
      }
      expect(await prod.app.db.select().from(gameGateways)).toEqual([]);
      // The reference server runs on this machine's loopback over http: allowed by the setting.
      const ok = await call('PUT', '/api/staff/game-gateways', row(), STAFF_TOKEN, allowed);
      expect(ok).toMatchObject({ status: 200, code: 1 });
    } finally {
      await prod.close();
      await allowed.close();
    }
  });
});

describe('checkGatewayUrl', () => {
  const prod = { production: true, allowPrivate: false };
  const dev = { production: false, allowPrivate: false };
  const prodPrivate = { production: true, allowPrivate: true };

  it('wants https in production unless the game server is on the loopback (when allowed)', () => {
    expect(checkGatewayUrl('https://games.example/api/', prod)).toBe('https://games.example/api');
    expect(checkGatewayUrl('http://127.0.0.1:7070', prodPrivate)).toBe('http://127.0.0.1:7070');
    expect(checkGatewayUrl('http://localhost:7070/', prodPrivate)).toBe('http://localhost:7070');
    expect(() => checkGatewayUrl('http://games.example', prod)).toThrow(/https in production/);
    expect(() => checkGatewayUrl('http://10.0.0.5', prodPrivate)).toThrow(/https in production/);
    expect(checkGatewayUrl('http://games.example', dev)).toBe('http://games.example');
  });

  it('refuses loopback, private and link-local addresses in production unless allowed (issue 28)', () => {
    for (const url of [
      'http://127.0.0.1:7070',
      'http://localhost:7070',
      'https://localhost',
      'https://game.localhost',
      'https://127.1.2.3',
      'https://2130706433', // 127.0.0.1 as one number
      'https://0x7f000001',
      'https://10.1.2.3',
      'https://172.16.0.1',
      'https://172.31.255.255',
      'https://192.168.1.10',
      'https://169.254.169.254/latest', // cloud metadata
      'https://100.64.0.1',
      'https://0.0.0.0',
      'https://[::1]',
      'https://[::]',
      'https://[::ffff:127.0.0.1]',
      'https://[fd00::1]',
      'https://[fe80::1]',
    ]) {
      expect(() => checkGatewayUrl(url, prod), url).toThrow(/loopback or private address/);
      // Allowed by GAME_GATEWAY_PRIVATE_URLS, and outside production.
      expect(() => checkGatewayUrl(url, dev), url).not.toThrow();
      if (url.startsWith('https:')) expect(() => checkGatewayUrl(url, prodPrivate)).not.toThrow();
    }
    for (const url of [
      'https://172.32.0.1',
      'https://11.0.0.1',
      'https://[2001:db8::1]',
      'https://games.example',
      'https://localhost.games.example',
    ]) {
      expect(checkGatewayUrl(url, prod), url).toBe(url);
    }
  });
});
