import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleListSchema, roleSchema } from '@topup/contracts/catalog';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { loginAs } from '../../test/login.ts';
import { apiGetter, brandHosts as h } from './test-kit.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const login = async (host: string, clientId: string, username = 'demo') =>
    (await loginAs(t.app, host, { clientId, username })).oauth_token;
  tokens.watt = await login(h.watt, '11103');
  tokens.wattNorole = await login(h.watt, '11103', 'norole');
  tokens.wattUnverified = await login(h.watt, '11103', 'unverified');
  tokens.wattCard = (
    await loginAs(t.app, h.watt, { clientId: '11103', cardNo: '8800000000000001' })
  ).oauth_token;
  tokens.ko = await login(h.ko, '13103');
  tokens.ssgame = await login(h.ssgame, '17103');
});
afterAll(() => t.close());
const get = apiGetter(() => t);
const roleIds = (data: unknown) => roleListSchema.parse(data).roles.map((r) => r.role_id);

describe('GET /api/pay/getRoleList', () => {
  const path = '/api/pay/getRoleList';

  it("lists the player's characters on a server (demo has two on its first)", async () => {
    const res = await get(h.watt, path, {
      client_id: '11103',
      server_id: '1001',
      oauth_token: tokens.watt,
    });
    expect(res.code).toBe(1);
    const { roles } = roleListSchema.parse(res.data);
    expect(roles.map((r) => r.role_id)).toEqual(['1001011', '1001012']);
    expect(roles[0]).toMatchObject({ server_id: '1001', server_name: 'S1 Dawn' });
    expect(roles[0]!.level).toBeGreaterThan(0);
  });

  it('answers an empty list for a player without characters there (a valid answer)', async () => {
    const norole = await get(h.watt, path, {
      client_id: '11103',
      server_id: '1001',
      oauth_token: tokens.wattNorole,
    });
    expect(norole).toMatchObject({ code: 1, data: { roles: [] } });
    // 1004 holds the card account's character, not demo's.
    const other = await get(h.watt, path, {
      client_id: '11103',
      server_id: '1004',
      oauth_token: tokens.watt,
    });
    expect(other.data.roles).toEqual([]);
    const card = await get(h.watt, path, {
      client_id: '11103',
      server_id: '1004',
      oauth_token: tokens.wattCard,
    });
    expect(roleIds(card.data)).toEqual(['1004031']);
  });

  it('works on a single-area brand and on ssgame', async () => {
    const ko = await get(h.ko, path, {
      client_id: '13103',
      server_id: '1003',
      oauth_token: tokens.ko,
    });
    expect(roleIds(ko.data)).toEqual(['1003011']);
    const ss = await get(h.ssgame, path, {
      client_id: '17103',
      server_id: '1001',
      oauth_token: tokens.ssgame,
    });
    expect(roleIds(ss.data)).toEqual(['1001011', '1001012']);
  });

  it("answers -600 without a token or with another brand's, 6001 when unverified", async () => {
    const query = { client_id: '11103', server_id: '1001' };
    expect((await get(h.watt, path, query)).code).toBe(-600);
    expect((await get(h.watt, path, { ...query, oauth_token: tokens.ko })).code).toBe(-600);
    expect((await get(h.watt, path, { ...query, oauth_token: tokens.wattUnverified })).code).toBe(
      6001,
    );
  });

  it("answers -3001 for another brand's client id and -400 for bad input", async () => {
    const foreign = await get(h.watt, path, {
      client_id: '13103',
      server_id: '1001',
      oauth_token: tokens.ko,
    });
    expect(foreign.code).toBe(-3001);
    const missing = await get(h.watt, path, { client_id: '11103', oauth_token: tokens.watt });
    expect(missing).toMatchObject({ status: 400, code: -400 });
    expect(missing.msg).toContain('server_id');
    const blank = await get(h.watt, path, { client_id: '11103', server_id: '  ' });
    expect(blank.code).toBe(-400);
  });
});

describe('GET /api/system/allRoleList', () => {
  const path = '/api/system/allRoleList';

  it("lists the player's characters of the game in the area", async () => {
    const universal = await get(h.watt, path, { client_id: '11103', oauth_token: tokens.watt });
    expect(roleIds(universal.data)).toEqual(['1001011', '1001012', '1002011', '1003011']);
    const mea = await get(h.watt, path, {
      client_id: '11103',
      domain_area: 'mea',
      oauth_token: tokens.watt,
    });
    expect(roleIds(mea.data)).toEqual(['1029011', '1030011', '1031011']);
    const ko = await get(h.ko, path, { client_id: '13103', oauth_token: tokens.ko });
    expect(roleIds(ko.data)).toEqual(['1001011', '1001012', '1002011', '1003011']);
    const kr = await get(h.ssgame, path, {
      client_id: '17103',
      domain_area: 'kr',
      oauth_token: tokens.ssgame,
    });
    expect(roleIds(kr.data)).toEqual(['1010011', '1011011', '1012011']);
    const norole = await get(h.watt, path, { client_id: '11103', oauth_token: tokens.wattNorole });
    expect(norole.data.roles).toEqual([]);
  });

  it('answers -3014, -600 and 6001', async () => {
    const base = { client_id: '11103', oauth_token: tokens.watt };
    expect((await get(h.watt, path, { ...base, domain_area: 'ja' })).code).toBe(-3014);
    expect((await get(h.watt, path, { client_id: '11103' })).code).toBe(-600);
    expect(
      (await get(h.watt, path, { client_id: '11103', oauth_token: tokens.wattUnverified })).code,
    ).toBe(6001);
  });
});

describe('GET /api/rsys/evoke', () => {
  const path = '/api/rsys/evoke';
  const notFound = {
    code: -3030,
    msg: 'Fail to find the character, please re-select or change the account',
    data: null,
  };

  it("confirms the player's character on its server", async () => {
    const res = await get(h.watt, path, {
      client_id: '11103',
      server_id: '1001',
      role_id: '1001012',
      oauth_token: tokens.watt,
    });
    expect(res.code).toBe(1);
    expect(roleSchema.parse(res.data)).toMatchObject({ role_id: '1001012', server_id: '1001' });
  });

  it("answers -3030 for another account's character, another server or no character", async () => {
    const base = { client_id: '11103', oauth_token: tokens.watt };
    expect(
      await get(h.watt, path, { ...base, server_id: '1002', role_id: '1002031' }),
    ).toMatchObject(notFound);
    expect(
      await get(h.watt, path, { ...base, server_id: '1015', role_id: '1001011' }),
    ).toMatchObject(notFound);
    expect(await get(h.watt, path, { ...base, server_id: '1001', role_id: 'nope' })).toMatchObject(
      notFound,
    );
  });

  it('answers -600, 6001, -3001 and -400', async () => {
    const query = { client_id: '11103', server_id: '1001', role_id: '1001011' };
    expect((await get(h.watt, path, query)).code).toBe(-600);
    expect((await get(h.watt, path, { ...query, oauth_token: tokens.ko })).code).toBe(-600);
    expect((await get(h.watt, path, { ...query, oauth_token: tokens.wattUnverified })).code).toBe(
      6001,
    );
    expect((await get(h.ko, path, { ...query, oauth_token: tokens.ko })).code).toBe(-3001);
    const missing = await get(h.watt, path, { client_id: '11103', server_id: '1001' });
    expect(missing).toMatchObject({ status: 400, code: -400 });
    expect(missing.msg).toContain('role_id');
  });
});
