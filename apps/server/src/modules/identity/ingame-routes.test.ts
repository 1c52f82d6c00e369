import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../../test/create-test-app.ts';
import { loginAs } from '../../test/login.ts';

// SPEC §7: under /api/ingame/ "the same set with game_id". client_id stays an alias.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const VOLTAGE = '11103';
const get = async (path: string, query: Record<string, string>) => {
  const res = await t.app.inject({
    url: `${path}?${new URLSearchParams(query)}`,
    headers: { host: hosts.watt },
  });
  return res.json() as { code: number; msg: string; data: Record<string, unknown> | null };
};

describe('/api/ingame/get_user_info', () => {
  it('takes game_id, as SPEC §7 says, and still client_id', async () => {
    const { oauth_token } = await loginAs(t.app, hosts.watt, { clientId: VOLTAGE });
    const byGameId = await get('/api/ingame/get_user_info', { oauth_token, game_id: VOLTAGE });
    expect(byGameId).toMatchObject({ code: 1, data: { username: 'demo', gp_id: 101 } });
    const byAlias = await get('/api/ingame/get_user_info', { oauth_token, client_id: VOLTAGE });
    expect(byAlias).toMatchObject({ code: 1, data: { username: 'demo' } });
  });

  it('answers a bad-request code, not a 500, without a game', async () => {
    const { oauth_token } = await loginAs(t.app, hosts.watt, { clientId: VOLTAGE });
    const none = await get('/api/ingame/get_user_info', { oauth_token });
    expect(none.code).toBe(-400);
    expect(none.msg).toContain('game_id');
  });
});

describe('/api/ingame/login_config', () => {
  it('takes game_id (and client_id); an unknown game is -3001', async () => {
    const byGameId = await get('/api/ingame/login_config', {
      game_id: VOLTAGE,
      domain_area: 'universal',
    });
    expect(byGameId).toMatchObject({ code: 1, data: { client_id: 100 } });
    expect(await get('/api/ingame/login_config', { client_id: VOLTAGE })).toMatchObject({
      code: 1,
    });
    expect((await get('/api/ingame/login_config', { game_id: '999999' })).code).toBe(-3001);
  });
});
