import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsListSchema } from '@topup/contracts/catalog';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createTestStaff } from '../console/test-kit.ts';
import {
  consoleCall,
  rhinoGoods,
  rhinoRushWeb,
  rhinosHost,
  type Headers,
} from '../console/catalog/test-kit.ts';

// Issue 32: the goods list of a visitor without a character is kept as bytes. A console change
// shows at once (catalog bus), on another instance too (PostgreSQL), and an offer's window opens
// and closes on time without any change being announced.
const start = Date.parse('2031-05-01T10:00:00.500Z');
let clock = start;
let t: TestApp;
let owner: Headers;
const base = '/api/console/catalog/rhinos';
const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  consoleCall(t.app, owner, method, url, body);

async function goodsOn(app: FastifyInstance) {
  const res = await app.inject({
    url: `/api/pay/getGoodsList?client_id=${rhinoRushWeb}&domain_area=universal`,
    headers: { host: rhinosHost },
  });
  expect(res.statusCode).toBe(200);
  return goodsListSchema.parse(res.json().data);
}
const ids = async (app = t.app) => (await goodsOn(app)).goods.map((g) => g.product_id);

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  owner = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['rhinos'] })).headers;
  for (const id of ['gc-soon', 'gc-now', 'gc-multi']) {
    expect(
      (await call('POST', `${base}/games/rhino-rush/goods`, rhinoGoods(id, 'diamonds'))).code,
    ).toBe(1);
  }
});
afterAll(() => t?.close());

describe('the goods list kept for everyone', () => {
  it('shows an offer set in the console at once, and stops listing it when ended', async () => {
    expect(await ids()).toContain('gc-now');
    const ends = new Date(start + 3_600_000).toISOString();
    expect(
      (await call('PUT', `${base}/games/rhino-rush/offers/gc-now`, { ends_at: ends })).code,
    ).toBe(1);
    const list = await goodsOn(t.app);
    expect(list.goods.find((g) => g.product_id === 'gc-now')?.offer?.ends_at).toBe(ends);
    // Countdowns are measured when the list was made; it is kept for the rest of that second.
    expect(list.server_time).toBe('2031-05-01T10:00:00.500Z');

    expect((await call('POST', `${base}/offers/gc-now/end`)).code).toBe(1);
    expect(await ids()).not.toContain('gc-now');
  });

  it("opens and closes an offer's window on time, with nothing announced", async () => {
    const opens = start + 60_000;
    const closes = start + 120_000;
    const set = await call('PUT', `${base}/games/rhino-rush/offers/gc-soon`, {
      starts_at: new Date(opens).toISOString(),
      ends_at: new Date(closes).toISOString(),
    });
    expect(set.code).toBe(1);
    // Not yet on sale: not listed, and that list is kept...
    expect(await ids()).not.toContain('gc-soon');
    clock = opens - 1;
    expect(await ids()).not.toContain('gc-soon');
    // ...only until the window opens, then until it closes.
    clock = opens;
    const open = await goodsOn(t.app);
    expect(open.goods.find((g) => g.product_id === 'gc-soon')?.offer?.seconds_left).toBe(60);
    clock = opens + 30_000;
    const later = await goodsOn(t.app);
    expect(later.goods.find((g) => g.product_id === 'gc-soon')?.offer?.seconds_left).toBe(30);
    clock = closes;
    expect(await ids()).not.toContain('gc-soon');
  });
});

// Two instances on one PostgreSQL schema: the change made through A is in B's kept list at once.
const onPostgres = Boolean(process.env.DATABASE_URL);
describe.skipIf(!onPostgres)('across instances', () => {
  let b: FastifyInstance;
  beforeAll(async () => {
    b = await buildApp(t.config, { now: () => new Date(clock) });
  });
  afterAll(() => b?.close());

  it("shows an offer set on A in B's goods list at once", async () => {
    const before = await goodsOn(b);
    expect(before.goods.find((g) => g.product_id === 'gc-multi')?.offer).toBeUndefined();
    const ends = new Date(clock + 3_600_000).toISOString();
    expect(
      (await call('PUT', `${base}/games/rhino-rush/offers/gc-multi`, { ends_at: ends })).code,
    ).toBe(1);
    // Well inside the 5 s a TTL alone would take.
    const deadline = Date.now() + 2_000;
    let offer = undefined as unknown;
    while (Date.now() < deadline) {
      offer = (await goodsOn(b)).goods.find((g) => g.product_id === 'gc-multi')?.offer;
      if (offer) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(offer).toMatchObject({ ends_at: ends });
  });
});
