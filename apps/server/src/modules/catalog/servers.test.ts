import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverListSchema } from '@topup/contracts/catalog';
import { demoServers } from '../../db/tables/demo-game.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { loginAs } from '../../test/login.ts';
import { apiGetter, brandHosts as h } from './test-kit.ts';

let t: TestApp;
let wattDemo: string;
let wattNorole: string;
let wattSparkDemo: string;
beforeAll(async () => {
  t = await createTestApp();
  wattDemo = (await loginAs(t.app, h.watt, { clientId: '11103' })).oauth_token;
  // Spark Legends (11203) is the game with the sub-games.
  wattSparkDemo = (await loginAs(t.app, h.watt, { clientId: '11203' })).oauth_token;
  wattNorole = (await loginAs(t.app, h.watt, { clientId: '11103', username: 'norole' }))
    .oauth_token;
});
afterAll(() => t.close());
const get = apiGetter(() => t);
const path = '/api/pay/getServerList';
const ids = (list: { server_id: string }[]) => list.map((s) => s.server_id);

describe('GET /api/pay/getServerList', () => {
  it("lists the area's servers of a multi-area brand, the game row's area by default", async () => {
    const res = await get(h.watt, path, { client_id: '11103' });
    expect(res.code).toBe(1);
    const data = serverListSchema.parse(res.data);
    // Voltage Arena: 42 servers, 14 per area; universal comes first.
    expect(ids(data.all_servers)).toEqual(Array.from({ length: 14 }, (_, i) => `${1001 + i}`));
    expect(data.all_servers[0]).toEqual({
      server_id: '1001',
      server_name: 'S1 Dawn',
      area: 'universal',
    });
    expect(data.my_servers).toEqual([]);
    const mea = await get(h.watt, path, { client_id: '11103', domain_area: 'mea' });
    expect(ids(mea.data.all_servers)).toEqual(Array.from({ length: 14 }, (_, i) => `${1029 + i}`));
  });

  it('has 40+ servers in the first game across all areas', async () => {
    let total = 0;
    for (const area of ['universal', 'useuro', 'mea']) {
      const res = await get(h.watt, path, { client_id: '11103', domain_area: area });
      expect(res.data.all_servers.every((s: { area: string }) => s.area === area)).toBe(true);
      total += res.data.all_servers.length;
    }
    expect(total).toBe(42);
    const ko = await get(h.ko, path, { client_id: '13103' });
    expect(ko.data.all_servers).toHaveLength(42);
  });

  it("tells the player's servers apart from all servers", async () => {
    const mine = await get(h.watt, path, { client_id: '11103', oauth_token: wattDemo });
    // Several characters per area: three universal servers out of 14.
    expect(ids(mine.data.my_servers)).toEqual(['1001', '1002', '1003']);
    expect(mine.data.all_servers).toHaveLength(14);
    const useuro = await get(h.watt, path, {
      client_id: '11103',
      domain_area: 'useuro',
      oauth_token: wattDemo,
    });
    expect(ids(useuro.data.my_servers)).toEqual(['1015', '1016', '1017']);
    const norole = await get(h.watt, path, { client_id: '11103', oauth_token: wattNorole });
    expect(norole.data.my_servers).toEqual([]);
    // A sub-game shares the parent's game product, so the parent's login sees its servers; the
    // sub-game row's area is the parent web client's (mea), where demo has 5004.
    const sub = await get(h.watt, path, { client_id: '112031', oauth_token: wattSparkDemo });
    expect(sub.data.all_servers.length).toBeGreaterThan(0);
    expect(ids(sub.data.my_servers)).toEqual(['5004']);
    const universal = { client_id: '112031', domain_area: 'universal' };
    const subUniversal = await get(h.watt, path, { ...universal, oauth_token: wattSparkDemo });
    expect(ids(subUniversal.data.my_servers)).toEqual(['5001', '5002']);
    // Another game product's login (Voltage Arena) is nobody there.
    const foreign = await get(h.watt, path, { ...universal, oauth_token: wattDemo });
    expect(foreign.data.my_servers).toEqual([]);
  });

  it('searches by server id prefix within the area, an exact id first', async () => {
    const prefix = await get(h.watt, path, { client_id: '11103', server_id: '101' });
    expect(ids(prefix.data.all_servers)).toEqual(['1010', '1011', '1012', '1013', '1014']);
    const exact = await get(h.watt, path, {
      client_id: '11103',
      server_id: ' 1001 ',
      oauth_token: wattDemo,
    });
    expect(ids(exact.data.all_servers)).toEqual(['1001']);
    expect(ids(exact.data.my_servers)).toEqual(['1001']);
    const other = await get(h.watt, path, { client_id: '11103', server_id: '1030' });
    expect(other.data.all_servers).toEqual([]);

    // An id that is also the prefix of others comes first whatever its sort.
    await t.app.db.insert(demoServers).values({
      tenantId: 'ko',
      gameCode: 'black-moon',
      serverId: '104',
      name: 'S99 Late',
      area: 'kr',
      sort: 999,
    });
    const ko = await get(h.ko, path, { client_id: '13103', server_id: '104' });
    expect(ids(ko.data.all_servers)).toEqual(['104', '1040', '1041', '1042']);
    const wild = await get(h.ko, path, { client_id: '13103', server_id: '10%' });
    expect(wild.data.all_servers).toEqual([]);
  });

  it("resolves ssgame's area from the client id", async () => {
    const ja = await get(h.ssgame, path, { client_id: '17103' });
    expect(ja.data.all_servers.map((s: { area: string }) => s.area)).toEqual(Array(9).fill('ja'));
    const kr = await get(h.ssgame, path, { client_id: '17203' });
    expect(kr.data.all_servers.every((s: { area: string }) => s.area === 'kr')).toBe(true);
    const jade = await get(h.ssgame, path, { client_id: '17301' });
    expect(jade.data.all_servers.every((s: { area: string }) => s.area === 'twhk')).toBe(true);
  });

  it("refuses another brand's client id, a wrong area and malformed input", async () => {
    expect((await get(h.watt, path, { client_id: '17103' })).code).toBe(-3001);
    expect((await get(h.ssgame, path, { client_id: '17103', domain_area: 'eru' })).code).toBe(
      -3014,
    );
    expect(await get(h.watt, path, {})).toMatchObject({ status: 400, code: -400 });
    const long = await get(h.watt, path, { client_id: '11103', server_id: 'x'.repeat(65) });
    expect(long).toMatchObject({ status: 400, code: -400 });
    expect(long.msg).toContain('server_id');
  });

  it("ignores another brand's token (no servers of its own here)", async () => {
    const res = await get(h.ko, path, { client_id: '13103', oauth_token: wattDemo });
    expect(res.code).toBe(1);
    expect(res.data.my_servers).toEqual([]);
  });
});
