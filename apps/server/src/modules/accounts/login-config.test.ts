import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginConfigSchema } from '@topup/contracts/auth';
import { createTestApp, hosts, type TestApp } from '../../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (query: string, host: string) =>
  t.app.inject({ url: `/util/login/login_config?${query}`, headers: { host } });

describe('GET /util/login/login_config', () => {
  it('lists exactly the methods whose ids the brand configured (watt: all but vk)', async () => {
    const res = await get('client_id=11203&domain_area=mea', hosts.watt);
    expect(res.statusCode).toBe(200);
    expect(loginConfigSchema.parse(res.json().data)).toEqual({
      fb_id: '718204556130021',
      gg_id: '410233871-watt.apps.googleusercontent.example',
      gg_pkg: 'example.watt.sparklegends',
      ios_id: 'example.watt-games.signin',
      vk_id: '',
      client_id: 100,
      json_type: ['google', 'facebook', 'apple', 'twitter'],
      twitterHtml: 'https://pay.watt-games.example/oauth/twitter.html',
    });
  });

  it('differs per brand: ru offers google and vk only, with empty strings for the rest', async () => {
    const res = await get('client_id=15103', 'ru.localhost:8080');
    expect(res.json().data).toEqual({
      fb_id: '',
      gg_id: '855031467-sever.apps.googleusercontent.example',
      gg_pkg: 'example.ru.northernfrontier',
      ios_id: '',
      vk_id: '51873302',
      client_id: 500,
      json_type: ['google', 'vk'],
      twitterHtml: '',
    });
  });

  it('answers -3014 for an area the brand does not offer', async () => {
    const res = await get('client_id=11103&domain_area=kr', hosts.watt);
    expect(res.json()).toMatchObject({ code: -3014, data: null });
    expect((await get('client_id=12101&domain_area=dragon', hosts.dragonLocal)).json().code).toBe(
      1,
    );
    expect(
      (await get('client_id=12101&domain_area=universal', hosts.dragonLocal)).json().code,
    ).toBe(-3014);
  });

  it("answers -3001 for an unknown client id or another brand's, -400 without one", async () => {
    expect((await get('client_id=999', hosts.watt)).json()).toEqual({
      code: -3001,
      msg: 'Game not found',
      data: null,
    });
    expect((await get('client_id=11103', hosts.dragonLocal)).json().code).toBe(-3001);
    const missing = await get('domain_area=universal', hosts.watt);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe(-400);
  });
});
