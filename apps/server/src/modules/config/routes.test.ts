import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageConfigSchema } from '@topup/contracts/page-config';
import { pageConfigs } from '../../db/tables/config.ts';
import { createTestApp, hosts, type TestApp } from '../../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, host: string = hosts.watt) => t.app.inject({ url, headers: { host } });

describe('GET /api/config/recharge', () => {
  it('answers the tenant default for a known game', async () => {
    const res = await get('/api/config/recharge?client_id=11103&domain_area=universal');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(1);
    expect(pageConfigSchema.parse(body.data)).toEqual({
      is_open_coupon: true,
      language_config: 'en,es,fr,de,pt,ar,tr',
      area_config: { is_area_role: true },
      brand_color: '#f5a623',
      // The demo seed keeps an accumulated and a consecutive-day event live on every game.
      cumulative_config: { is_has_cumulative: true },
      continue_config: { is_has_continue: true },
    });
  });

  it("prefers the game's own row over the tenant default", async () => {
    await t.app.db.insert(pageConfigs).values({
      tenantId: 'watt',
      clientId: '11203',
      isOpenCoupon: false,
      languageConfig: 'en,ar',
      isAreaRole: false,
      brandColor: '#123abc',
    });
    const res = await get('/api/config/recharge?client_id=11203');
    expect(res.json().data).toMatchObject({
      is_open_coupon: false,
      language_config: 'en,ar',
      area_config: { is_area_role: false },
      brand_color: '#123abc',
    });
  });

  it('answers -3001 for a client id this tenant does not have', async () => {
    const unknown = await get('/api/config/recharge?client_id=424242');
    expect(unknown.json()).toEqual({ code: -3001, msg: 'Game not found', data: null });
    // 11103 is watt's; on dragon's host it is no game at all.
    const foreign = await get('/api/config/recharge?client_id=11103', hosts.dragonLocal);
    expect(foreign.json().code).toBe(-3001);
  });

  it('answers -3014 for an area the tenant does not allow', async () => {
    const res = await get('/api/config/recharge?client_id=11103&domain_area=kr');
    expect(res.json()).toMatchObject({ code: -3014, data: null });
    const bogus = await get('/api/config/recharge?client_id=11103&domain_area=mars');
    expect(bogus.json().code).toBe(-3014);
  });
});

describe('GET /api/config/game_logo', () => {
  it('answers the icon of a known game and -3001 otherwise', async () => {
    // The game's art from the tenant file (a game without one would show the brand icon).
    const res = await get('/api/config/game_logo?client_id=11101');
    expect(res.json()).toEqual({ code: 1, msg: 'ok', data: { icon: '/games/voltage-arena.svg' } });
    const missing = await get('/api/config/game_logo?client_id=nope');
    expect(missing.json().code).toBe(-3001);
  });

  it('knows the sub-games of the demo catalog', async () => {
    // A version of Spark Legends shows Spark Legends' art.
    const logo = await get('/api/config/game_logo?client_id=112031');
    expect(logo.json()).toEqual({ code: 1, msg: 'ok', data: { icon: '/games/spark-legends.svg' } });
    const config = await get('/api/config/recharge?client_id=112032&domain_area=mea');
    expect(config.json().code).toBe(1);
  });
});
