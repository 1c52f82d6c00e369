import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameListSchema } from '@topup/contracts/catalog';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { apiGetter, brandHosts as h } from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const get = apiGetter(() => t);
const path = '/api/pay/getGameListV2';

describe('GET /api/pay/getGameListV2', () => {
  it('lists the top-level games of a multi-area brand with sub-games by code', async () => {
    const res = await get(h.watt, path, { client_id: '11103' });
    expect(res.code).toBe(1);
    const { games } = gameListSchema.parse(res.data);
    expect(games.map((g) => [g.code, g.client_id, g.area, g.is_select_game])).toEqual([
      ['voltage-arena', '11103', 'universal', false],
      ['spark-legends', '11203', 'mea', true],
    ]);
    const [first, second] = games;
    // The first game (the one with 40+ servers) has no versions; the sub-games hang under the second.
    expect(first!.sub_game).toEqual({});
    expect(second!.sub_game).toEqual({
      'spark-legends-classic': expect.objectContaining({
        client_id: '112031',
        gp_id: 102,
        name: 'Spark Legends Classic',
        is_select_game: false,
      }),
      'spark-legends-origins': expect.objectContaining({
        client_id: '112032',
        gp_id: 102,
        is_select_game: true,
      }),
    });
    expect(first!.terms_url).toBe('https://www.watt-games.example/legal/terms');
    expect(first!.privacy_url).toBe('https://www.watt-games.example/legal/privacy');
  });

  it('answers the client ids of the platform asked for, sub-games falling back to web', async () => {
    const res = await get(h.watt, path, { client_id: '11103', platform: 'android' });
    const { games } = gameListSchema.parse(res.data);
    expect(games.map((g) => [g.client_id, g.area])).toEqual([
      ['11101', 'universal'],
      ['11201', 'useuro'],
    ]);
    expect(games[1]!.sub_game['spark-legends-classic']!.client_id).toBe('112031');
  });

  it("gives each game its region's links on ssgame", async () => {
    const res = await get(h.ssgame, path, { client_id: '17203', domain_area: 'kr' });
    const { games } = gameListSchema.parse(res.data);
    expect(games.map((g) => [g.code, g.area, g.terms_url])).toEqual([
      ['shadow-samurai', 'ja', 'https://jp.ssgame.example/terms'],
      ['seoul-strikers', 'kr', 'https://kr.ssgame.example/terms'],
      ['jade-dynasty', 'universal', 'https://www.ssgame.example/terms'],
    ]);
    expect(games.filter((g) => g.is_select_game).map((g) => g.code)).toEqual(['seoul-strikers']);
  });

  it('works on a single-area brand and from a sub-game client id', async () => {
    const ko = await get(h.ko, path, { client_id: '13103' });
    expect(ko.data.games.map((g: { area: string }) => g.area)).toEqual(['kr', 'kr']);
    const sub = await get(h.ko, path, { client_id: '132032' });
    expect(sub.code).toBe(1);
    expect(sub.data.games).toHaveLength(2);
  });

  it("answers -3001 for another brand's or an unknown client id", async () => {
    expect(await get(h.watt, path, { client_id: '13103' })).toMatchObject({
      code: -3001,
      data: null,
    });
    expect((await get(h.ko, path, { client_id: '999' })).code).toBe(-3001);
  });

  it('answers -3014 for an area the brand does not have', async () => {
    const res = await get(h.watt, path, { client_id: '11103', domain_area: 'kr' });
    expect(res).toMatchObject({
      status: 200,
      code: -3014,
      msg: 'This area is not available on this site',
    });
  });

  it('answers -400 with a message for missing or malformed parameters', async () => {
    const missing = await get(h.watt, path, {});
    expect(missing).toMatchObject({ status: 400, code: -400, data: null });
    expect(missing.msg).toContain('client_id');
    const platform = await get(h.watt, path, { client_id: '11103', platform: 'desktop' });
    expect(platform).toMatchObject({ status: 400, code: -400 });
    expect(platform.msg).toContain('platform');
    const long = await get(h.watt, path, { client_id: '1'.repeat(65) });
    expect(long.code).toBe(-400);
  });
});
