import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createTestStaff } from '../test-kit.ts';
import { consoleCall, rhinoRushWeb, rhinosHost, type Headers } from './test-kit.ts';

// The publisher's key art (issue 29 item 9): a same-origin path (an upload on disk) or a picture
// of the media bucket set in the console reaches the shop's game list; null gives the shop's own
// art back; a site the shop's CSP blocks is refused.
let t: TestApp;
let owner: Headers;
let viewer: Headers;
const url = '/api/console/catalog/rhinos/games/rhino-rush/key-art';

async function shopKeyArt(): Promise<string | undefined> {
  const res = await t.app.inject({
    url: `/api/pay/getGameListV2?client_id=${rhinoRushWeb}`,
    headers: { host: rhinosHost },
  });
  const games = res.json().data.games as { code: string; key_art?: string }[];
  return games.find((g) => g.code === 'rhino-rush')?.key_art;
}

beforeAll(async () => {
  t = await createTestApp({ cspImgSrc: ['https://media.example'] });
  owner = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['rhinos'] })).headers;
  viewer = (await createTestStaff(t.app, { role: 'analyst', tenantIds: ['rhinos'] })).headers;
});
afterAll(() => t?.close());

describe('console key art', () => {
  it('sets a path on the shop, audits it, and clears it again', async () => {
    expect(await consoleCall(t.app, owner, 'GET', url)).toMatchObject({
      code: 1,
      data: { key_art: null },
    });
    expect(await shopKeyArt()).toBeUndefined();
    const set = await consoleCall(t.app, owner, 'PUT', url, { key_art: '/art/rush-banner.png' });
    expect(set).toMatchObject({ code: 1, data: { key_art: '/art/rush-banner.png' } });
    expect((await consoleCall(t.app, viewer, 'GET', url)).data.key_art).toBe(
      '/art/rush-banner.png',
    );
    // The shop's game list is cached for five seconds (catalog/game-service.ts).
    await new Promise((r) => setTimeout(r, 5_100));
    expect(await shopKeyArt()).toBe('/art/rush-banner.png');
    const audit = await consoleCall(t.app, owner, 'GET', '/api/console/audit?action=game.key-art');
    expect(JSON.stringify(audit.data)).toContain('rush-banner');
    expect(
      (await consoleCall(t.app, owner, 'PUT', url, { key_art: null })).data.key_art,
    ).toBeNull();
  });

  it("takes a picture of the shop's media bucket (an origin its CSP allows)", async () => {
    const art = 'https://media.example/0123456789abcdef0123456789abcdef-1200.webp';
    expect(await consoleCall(t.app, owner, 'PUT', url, { key_art: art })).toMatchObject({
      code: 1,
      data: { key_art: art },
    });
    expect((await consoleCall(t.app, viewer, 'GET', url)).data.key_art).toBe(art);
    await consoleCall(t.app, owner, 'PUT', url, { key_art: null });
  });

  it('refuses another site, a viewer, and an unknown game', async () => {
    for (const keyArt of ['https://cdn.example/a.png', '//cdn.example/a.png', 'a.png']) {
      const res = await consoleCall(t.app, owner, 'PUT', url, { key_art: keyArt });
      expect({ keyArt, code: res.code, status: res.status }).toMatchObject({
        code: -400,
        status: 400,
      });
    }
    const viewerPut = await consoleCall(t.app, viewer, 'PUT', url, { key_art: '/a.png' });
    expect(viewerPut).toMatchObject({ status: 403, code: -403 });
    const unknown = await consoleCall(
      t.app,
      owner,
      'PUT',
      '/api/console/catalog/rhinos/games/no-game/key-art',
      { key_art: '/a.png' },
    );
    expect(unknown.code).toBe(-404);
  });
});
