import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceGameServer } from '../../../../../../examples/game-server/server.ts';
import { staffAudit } from '../../../db/tables/console.ts';
import { gameGateways } from '../../../db/tables/game-gateways.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { VOLTAGE } from '../../replenish/test-kit.ts';
import { createTestStaff } from '../test-kit.ts';

// Game servers from the console: owners change their brands' rows, everyone else reads them,
// nobody sees a secret or another brand's row.
const secret = 'console-gateway-secret-0123456789';
let t: TestApp;
let ref: Awaited<ReturnType<typeof startReferenceGameServer>>;
type Headers = Record<string, string>;
let owner: Headers;
let analyst: Headers;
let otherOwner: Headers;

beforeAll(async () => {
  ref = await startReferenceGameServer({ secret });
  t = await createTestApp();
  owner = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] })).headers;
  analyst = (await createTestStaff(t.app, { role: 'analyst', tenantIds: ['watt'] })).headers;
  otherOwner = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['joyage'] })).headers;
});
afterAll(async () => {
  await t?.close();
  await ref?.close();
});

async function call(
  headers: Headers,
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, ...res.json<{ code: number; msg: string; data: unknown }>() };
}

const row = () => ({ tenant: 'watt', client_id: VOLTAGE, url: ref.url, secret, retries: 0 });

describe('console game gateways', () => {
  it('lets an owner point a game at a server at once, audited without the secret', async () => {
    const put = await call(owner, 'PUT', '/api/console/game-gateways', row());
    expect(put).toMatchObject({ code: 1, data: { tenant: 'watt', game_code: 'voltage-arena' } });
    expect(JSON.stringify(put)).not.toContain(secret);
    const servers = await t.app.gameGateway.listServers('watt', 'voltage-arena', {});
    expect(servers.map((s) => s.name)).toContain('Asia 1');
    const list = await call(analyst, 'GET', '/api/console/game-gateways');
    expect(list.data).toEqual([expect.objectContaining({ game_code: 'voltage-arena' })]);
    const audit = await t.app.db.select().from(staffAudit);
    const entry = audit.find((a) => a.action === 'game-gateway.put')!;
    expect(entry).toMatchObject({ tenantId: 'watt', target: 'voltage-arena' });
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('refuses analysts (-403) and answers another brand as missing (-404)', async () => {
    expect(await call(analyst, 'PUT', '/api/console/game-gateways', row())).toMatchObject({
      status: 403,
      code: -403,
    });
    expect(
      await call(analyst, 'DELETE', `/api/console/game-gateways/watt/${VOLTAGE}`),
    ).toMatchObject({ status: 403 });
    expect(await call(otherOwner, 'PUT', '/api/console/game-gateways', row())).toMatchObject({
      status: 404,
      code: -404,
    });
    expect(
      await call(otherOwner, 'DELETE', `/api/console/game-gateways/watt/${VOLTAGE}`),
    ).toMatchObject({ status: 404 });
    expect(await call(otherOwner, 'GET', '/api/console/game-gateways?tenant=watt')).toMatchObject({
      status: 404,
    });
    expect((await call(otherOwner, 'GET', '/api/console/game-gateways')).data).toEqual([]);
  });

  it('refuses a bad URL with -400 and changes nothing', async () => {
    const bad = await call(owner, 'PUT', '/api/console/game-gateways', {
      ...row(),
      url: 'ftp://x',
    });
    expect(bad).toMatchObject({ status: 400, code: -400 });
  });

  it('removes the row: the game goes back to the demo game', async () => {
    const gone = await call(owner, 'DELETE', `/api/console/game-gateways/watt/${VOLTAGE}`);
    expect(gone).toMatchObject({ code: 1, data: { deleted: true } });
    const servers = await t.app.gameGateway.listServers('watt', 'voltage-arena', {});
    expect(servers.map((s) => s.name)).not.toContain('Asia 1');
  });
});

describe('console game gateways with SECRETS_KEY', () => {
  it('stores the HMAC key sealed, and the game server still accepts our signatures', async () => {
    const sealed = await createTestApp({ secretsKey: 's'.repeat(40) });
    try {
      const o = (await createTestStaff(sealed.app, { role: 'owner', tenantIds: ['watt'] })).headers;
      const res = await sealed.app.inject({
        method: 'PUT',
        url: '/api/console/game-gateways',
        headers: o,
        payload: row(),
      });
      expect(res.json<{ code: number }>().code).toBe(1);
      const [stored] = await sealed.app.db.select().from(gameGateways);
      expect(stored!.secret).toMatch(/^enc:v1:/);
      expect(stored!.secret).not.toContain(secret);
      // The reference server refuses a wrong signature, so a listed server proves the key opened.
      const servers = await sealed.app.gameGateway.listServers('watt', 'voltage-arena', {});
      expect(servers.map((s) => s.name)).toContain('Asia 1');
    } finally {
      await sealed.close();
    }
  });
});
