import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionListSchema } from '@topup/contracts/promotions';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createTestStaff } from '../console/test-kit.ts';
import {
  consoleCall,
  rhinoGoods,
  rhinoRushWeb,
  rhinosHost,
  type Headers,
} from '../console/catalog/test-kit.ts';

// Promotions through the console and the shop (issue 29 item 9): what staff save is what the
// goods page reads, only while live, only on its own brand and game.
let t: TestApp;
let owner: Headers;
let viewer: Headers;
let other: Headers;
const base = '/api/console/catalog/rhinos';
const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, who = owner) =>
  consoleCall(t.app, who, method, url, body);

const promo = (title: string, extra: Record<string, unknown> = {}) => ({
  titles: { en: title, ja: `${title} (ja)` },
  starts_at: iso(-HOUR),
  ends_at: iso(48 * HOUR),
  ...extra,
});

async function shop(lang = 'en', client = rhinoRushWeb, host = rhinosHost) {
  const res = await t.app.inject({
    url: `/api/promotions/list?client_id=${client}&spec_lang=${lang}`,
    headers: { host },
  });
  const body = res.json();
  expect(body.code).toBe(1);
  return promotionListSchema.parse(body.data).promotions;
}
const titles = async (lang = 'en') => (await shop(lang)).map((p) => p.title);

beforeAll(async () => {
  t = await createTestApp();
  owner = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['rhinos'] })).headers;
  viewer = (await createTestStaff(t.app, { role: 'analyst', tenantIds: ['rhinos'] })).headers;
  other = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] })).headers;
  const goods = await call(
    'POST',
    `${base}/games/rhino-rush/goods`,
    rhinoGoods('px-pack', 'diamonds'),
  );
  expect(goods.code).toBe(1);
});
afterAll(() => t?.close());

describe('promotions', () => {
  it('a promotion made in the console shows in the shop at once, in the player language', async () => {
    expect(await titles()).toEqual([]);
    const made = await call(
      'POST',
      `${base}/games/rhino-rush/promotions`,
      promo('Double diamonds', { texts: { en: 'This weekend only' }, link_product_id: 'px-pack' }),
    );
    expect(made).toMatchObject({
      code: 1,
      data: { game_code: 'rhino-rush', state: 'live', active: true, link_product_id: 'px-pack' },
    });
    expect(await shop()).toEqual([
      expect.objectContaining({
        id: made.data.id,
        title: 'Double diamonds',
        text: 'This weekend only',
        product_id: 'px-pack',
        path: null,
      }),
    ]);
    // Japanese title; the text has no Japanese, so English.
    expect(await shop('ja')).toEqual([
      expect.objectContaining({ title: 'Double diamonds (ja)', text: 'This weekend only' }),
    ]);
    const listed = await call('GET', `${base}/games/rhino-rush/promotions`, undefined, viewer);
    expect(listed.data.promotions.map((p: { id: number }) => p.id)).toContain(made.data.id);
    const audit = await call('GET', `/api/console/audit?action=promotion.create`);
    expect(JSON.stringify(audit.data)).toContain('Double diamonds');
  });

  it('hides the not yet started, the past, the inactive and the ended ones', async () => {
    const soon = await call(
      'POST',
      `${base}/games/rhino-rush/promotions`,
      promo('Soon', {
        starts_at: iso(HOUR),
        ends_at: iso(2 * HOUR),
      }),
    );
    expect(soon.data.state).toBe('upcoming');
    const off = await call(
      'POST',
      `${base}/games/rhino-rush/promotions`,
      promo('Off', { active: false }),
    );
    expect(off.data.state).toBe('inactive');
    const past = await call(
      'POST',
      `${base}/games/rhino-rush/promotions`,
      promo('Past', { starts_at: iso(-2 * HOUR), ends_at: iso(-HOUR) }),
    );
    expect(past.data.state).toBe('ended');
    const live = await call('POST', `${base}/games/rhino-rush/promotions`, promo('To end'));
    expect(await titles()).toContain('To end');
    const ended = await call('POST', `${base}/promotions/${live.data.id}/end`);
    expect(ended.data).toMatchObject({ state: 'ended' });
    const shown = await titles();
    expect(shown).not.toContain('Soon');
    expect(shown).not.toContain('Off');
    expect(shown).not.toContain('Past');
    expect(shown).not.toContain('To end');
    // Ending is final: a change is refused.
    const change = await call('PUT', `${base}/promotions/${live.data.id}`, promo('Again'));
    expect(change).toMatchObject({ code: -400 });
  });

  it('orders by display order, and a change reaches the shop', async () => {
    const a = await call(
      'POST',
      `${base}/games/rhino-rush/promotions`,
      promo('Order A', { sort: 20 }),
    );
    const b = await call(
      'POST',
      `${base}/games/rhino-rush/promotions`,
      promo('Order B', { sort: 10 }),
    );
    let shown = (await titles()).filter((x) => x.startsWith('Order'));
    expect(shown).toEqual(['Order B', 'Order A']);
    const moved = await call(
      'PUT',
      `${base}/promotions/${a.data.id}`,
      promo('Order A', { sort: 5 }),
    );
    expect(moved.code).toBe(1);
    shown = (await titles()).filter((x) => x.startsWith('Order'));
    expect(shown).toEqual(['Order A', 'Order B']);
    const audit = await call('GET', `/api/console/audit?action=promotion.update`);
    expect(JSON.stringify(audit.data)).toContain(String(a.data.id));
    expect(b.code).toBe(1);
  });

  it('shows nothing of another game or another brand', async () => {
    await call('POST', `${base}/games/rhino-rush/promotions`, promo('Only rhino rush'));
    const otherGame = (await import('@topup/tenants/all-tenants'))
      .loadTenants()
      .find((x) => x.id === 'rhinos')!.games[1]!.clients.web.clientId;
    expect((await shop('en', otherGame)).map((p) => p.title)).not.toContain('Only rhino rush');
    const watt = (await import('@topup/tenants/all-tenants'))
      .loadTenants()
      .find((x) => x.id === 'watt')!.games[0]!.clients.web.clientId;
    const wattTitles = (await shop('en', watt, 'watt.localhost:8080')).map((p) => p.title);
    expect(wattTitles).not.toContain('Only rhino rush');
    // Another brand's staff cannot even see it.
    const foreign = await call('GET', `${base}/games/rhino-rush/promotions`, undefined, other);
    expect(foreign).toMatchObject({ status: 404, code: -404 });
  });

  it("a sub-game's page shows its parent game's promotions too", async () => {
    const found = (await t.app.db.execute(
      sql`select client_id, game_code, parent_code from games
        where tenant_id = 'watt' and parent_code is not null and platform = 'web' limit 1`,
    )) as unknown as { rows: { client_id: string; game_code: string; parent_code: string }[] };
    const sub = found.rows[0]!;
    const made = await call(
      'POST',
      `/api/console/catalog/watt/games/${sub.parent_code}/promotions`,
      promo('Whole game'),
      other,
    );
    expect(made.code).toBe(1);
    const shown = await shop('en', sub.client_id, 'watt.localhost:8080');
    expect(shown.map((p) => p.title)).toContain('Whole game');
  });

  it('refuses bad input with the schema code, never a 500', async () => {
    const bad = [
      promo('External', { link_path: 'https://evil.example/x' }),
      promo('Protocol-relative', { link_path: '//evil.example/x' }),
      promo('Backslash', { link_path: '/\\evil.example' }),
      promo('Script', { link_path: 'javascript:alert(1)' }),
      promo('Two links', { link_path: '/recharge', link_product_id: 'px-pack' }),
      promo('Backwards', { starts_at: iso(HOUR), ends_at: iso(-HOUR) }),
      { ...promo('No title'), titles: {} },
      promo('Unknown field', { colour: 'red' }),
      promo('Bad date', { starts_at: 'tomorrow' }),
    ];
    for (const body of bad) {
      const res = await call('POST', `${base}/games/rhino-rush/promotions`, body);
      expect({ body, code: res.code, status: res.status }).toMatchObject({
        code: -400,
        status: 400,
      });
    }
    // Checked by the service: goods of another game, a title without the brand's language.
    const foreignGoods = await call(
      'POST',
      `${base}/games/rhino-rush/promotions`,
      promo('Foreign goods', { link_product_id: 'no-such-goods' }),
    );
    expect(foreignGoods.code).toBe(-400);
    const noEnglish = await call('POST', `${base}/games/rhino-rush/promotions`, {
      ...promo('x'),
      titles: { ja: 'だけ' },
    });
    expect(noEnglish.code).toBe(-400);
    expect((await call('POST', `${base}/games/no-game/promotions`, promo('x'))).code).toBe(-404);
    expect((await call('PUT', `${base}/promotions/999999`, promo('x'))).code).toBe(-404);
    const path = await call(
      'POST',
      `${base}/games/rhino-rush/promotions`,
      promo('Path', { link_path: '/recharge?tab=packs' }),
    );
    expect(path.data.link_path).toBe('/recharge?tab=packs');
  });

  it('a viewer role cannot write', async () => {
    const res = await call('POST', `${base}/games/rhino-rush/promotions`, promo('Viewer'), viewer);
    expect(res).toMatchObject({ status: 403, code: -403 });
    const end = await call('POST', `${base}/promotions/1/end`, undefined, viewer);
    expect(end).toMatchObject({ status: 403, code: -403 });
    expect(await titles()).not.toContain('Viewer');
  });

  it('answers -3001 for an unknown game in the shop', async () => {
    const res = await t.app.inject({
      url: '/api/promotions/list?client_id=nope',
      headers: { host: rhinosHost },
    });
    expect(res.json().code).toBe(-3001);
  });
});
