import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import { activityTiers } from '../db/tables/activities.ts';
import { thirdGifts } from '../db/tables/cards.ts';
import { productPrices, products, productTypes } from '../db/tables/catalog.ts';
import { productLimits } from '../db/tables/limits.ts';
import { paymentMethods } from '../db/tables/payments.ts';
import { couponTemplates, vipLevels } from '../db/tables/vip.ts';
import { createTestApp, type TestApp } from '../test/create-test-app.ts';
import { readCatalogFile, runCatalogCli } from './catalog.ts';
import { CatalogRefused } from './catalog-plan.ts';
import { writeCatalog } from './catalog-write.ts';

const tenants = loadTenants();
const example = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/examples/catalog.example.json',
);

let dir: string;
let t: TestApp;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'topup-catalog-'));
  // A shop without the demo seed: only the brands' games are in the database.
  t = await createTestApp({ seedDemo: false });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function fileWith(name: string, content: unknown): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const exampleJson = async () =>
  JSON.parse(await (await import('node:fs/promises')).readFile(example, 'utf8')) as {
    tenants: Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  };

/** Everything the import writes, in a stable order. */
async function snapshot() {
  const db = t.app.db;
  return {
    types: await db.select().from(productTypes).orderBy(asc(productTypes.typeKey)),
    products: await db.select().from(products).orderBy(asc(products.productId)),
    prices: await db
      .select()
      .from(productPrices)
      .orderBy(asc(productPrices.productId), asc(productPrices.currency)),
    limits: await db.select().from(productLimits).orderBy(asc(productLimits.productId)),
    tiers: await db.select().from(activityTiers).orderBy(asc(activityTiers.tierId)),
    gifts: await db.select().from(thirdGifts),
    methods: await db.select().from(paymentMethods).orderBy(asc(paymentMethods.methodKey)),
    levels: await db.select().from(vipLevels).orderBy(asc(vipLevels.levelId)),
    coupons: await db.select().from(couponTemplates).orderBy(asc(couponTemplates.templateId)),
  };
}

async function refusal(promise: Promise<unknown>): Promise<string[]> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CatalogRefused);
  return (err as CatalogRefused).lines;
}

describe('catalog import', () => {
  it('writes the example, and a second import of the same file changes nothing', async () => {
    const plans = await readCatalogFile(example, tenants);
    expect(await writeCatalog(t.app.db, plans)).toEqual({ written: 39, removed: 0 });
    const first = await snapshot();
    expect(first.products.map((p) => [p.tenantId, p.productId, p.gameCode, p.isLimit])).toEqual([
      ['ko', 'bm.crystal.60', 'black-moon', false],
      ['ko', 'bm.monthly', 'black-moon', true],
      ['watt', 'va.gems.100', 'voltage-arena', false],
      ['watt', 'va.gems.550', 'voltage-arena', false],
      ['watt', 'va.pack.starter', 'voltage-arena', true],
      ['watt', 'va.pack.weekly', 'voltage-arena', true],
    ]);
    expect(first.methods.find((m) => m.methodKey === '12101_sepa_sparkasse')).toMatchObject({
      country: 'DE',
      parentKey: '12101_sepa',
    });

    expect(await writeCatalog(t.app.db, await readCatalogFile(example, tenants))).toEqual({
      written: 0,
      removed: 0,
    });
    expect(await snapshot()).toEqual(first);
  });

  it('makes a listed item exactly what the file says: prices, limit and tiers follow it', async () => {
    const json = await exampleJson();
    const game = json.tenants[0]!.games[0];
    game.goods[0].prices = { USD: 249 }; // EUR dropped, USD changed
    game.goods[2].limit = null; // the starter pack is no longer limited
    game.events[0].tiers = game.events[0].tiers.slice(0, 1);
    const plans = await readCatalogFile(await fileWith('edited.json', json), tenants);
    // products: 1 changed (is_limit); prices: 1 changed; 3 removed (EUR price, limit, tier 2).
    expect(await writeCatalog(t.app.db, plans)).toEqual({ written: 2, removed: 3 });
    const now = await snapshot();
    expect(now.prices.filter((p) => p.productId === 'va.gems.100')).toEqual([
      { tenantId: 'watt', productId: 'va.gems.100', currency: 'USD', amountMinor: 249 },
    ]);
    expect(now.limits.map((l) => l.productId)).not.toContain('va.pack.starter');
    expect(now.tiers.map((x) => x.tierId)).toEqual([1]);
    // Back to the example: USD price, EUR price, is_limit, the limit and tier 2 return.
    expect(await writeCatalog(t.app.db, await readCatalogFile(example, tenants))).toEqual({
      written: 5,
      removed: 0,
    });
  });

  it('writes nothing when one row is bad, even one found after other rows were written', async () => {
    const before = await snapshot();
    const json = await exampleJson();
    json.tenants[0]!.games[0].goods[0].names = { en: 'Renamed' };
    json.tenants[1]!.games[0].goods.push({
      product_id: 'bm.new',
      type: 'crystals',
      names: { en: 'New' },
      value: 1,
      prices: { KRW: 100 },
    });
    // The gift's product is checked against the database once the goods are written.
    json.tenants[0]!.games[0].third_gifts[0].product_id = 'bm.crystal.60';
    const plans = await readCatalogFile(await fileWith('late-error.json', json), tenants);
    expect(await refusal(writeCatalog(t.app.db, plans))).toEqual([
      'watt: third gift va.paypal-bonus names product bm.crystal.60, not a product of game voltage-arena',
    ]);
    expect(await snapshot()).toEqual(before);

    // A row the schema refuses: nothing is even planned.
    json.tenants[0]!.games[0].third_gifts = [];
    json.tenants[1]!.games[0].goods.at(-1).prices = { KRW: -5 };
    const bad = await fileWith('bad-row.json', json);
    expect(await refusal(readCatalogFile(bad, tenants))).toEqual([
      'tenants.1.games.0.goods.2.prices.KRW: Too small: expected number to be >=1',
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses unknown tenants, client ids, currencies, areas and families, one line each', async () => {
    const file = await fileWith('tenancy.json', {
      version: 1,
      tenants: [
        { tenant: 'nobody' },
        {
          tenant: 'watt',
          games: [
            { client_id: '13103' },
            {
              client_id: '11203',
              goods_types: [{ key: 'g', names: { en: 'G' } }],
              goods: [
                { product_id: 'x', type: 'g', names: { en: 'X' }, value: 1, prices: { XXX: 1 } },
              ],
            },
          ],
          payment_methods: [
            {
              country: 'US',
              payway_id: 1,
              channel_id: 'a',
              family_id: 99999,
              name: 'A',
              areas: ['kr'],
            },
          ],
        },
        {
          tenant: 'ru',
          vip: {
            point_to_coin: 'p',
            faq_title: 'f',
            faq_content: 'c',
            levels: [{ level: 1, name: 'V1', show_name: 'B', need_points: 0 }],
          },
        },
      ],
    });
    expect(await refusal(readCatalogFile(file, tenants))).toEqual([
      'tenants.0.tenant: unknown tenant nobody (known: watt, dragon, ko, coolgame, ru, joynet, ssgame, joyage, acenet, acenetJp, rhinosTwhk, rhinos, spotJp, rhinosJp, rhinosSea, brandEn)',
      'tenants.1.games.0.client_id: 13103 is not a client id of watt',
      'tenants.1.games.1.goods.0.prices.XXX: unknown currency XXX (known: RMB, TWD, JPY, KRW, EUR, USD, TRY, THB, VND, IDR, MYR)',
      'tenants.1.payment_methods.0.family_id: 99999 is not a family any pay endpoint takes',
      'tenants.1.payment_methods.0.areas: kr is not an area of watt (universal, useuro, mea)',
      'tenants.2.vip: ru is not a VIP brand (vip is false in its file)',
    ]);
    expect(
      await refusal(readCatalogFile(await fileWith('broken.json', '{"version":'), tenants)),
    ).toEqual([expect.stringMatching(/broken\.json: not JSON \(/)]);
  });

  it('refuses to move a product to another game', async () => {
    const json = await exampleJson();
    json.tenants[0]!.games[0].client_id = '11203';
    json.tenants[0]!.games[0].third_gifts = [];
    const plans = await readCatalogFile(await fileWith('moved.json', json), tenants);
    const lines = await refusal(writeCatalog(t.app.db, plans));
    expect(lines[0]).toBe(
      'watt: product va.gems.100 already belongs to game voltage-arena, not spark-legends',
    );
    expect(lines).toHaveLength(4);
    const [row] = await t.app.db
      .select()
      .from(products)
      .where(eq(products.productId, 'va.gems.100'));
    expect(row!.gameCode).toBe('voltage-arena');
  });
});

describe('npm run catalog', () => {
  it('imports into the database the environment names; again, nothing changes', async () => {
    const env = { DATA_DIR: path.join(dir, 'data'), NODE_ENV: 'production', LOG_LEVEL: 'silent' };
    expect(await runCatalogCli(['import', example, '--dry-run'], env)).toEqual([
      `${example} is valid for watt, ko (goods types 3, goods 6, prices 10, limits 3, events 1, event tiers 2, third gifts 1, payment methods 5, vip levels 2, coupon templates 3); dry run, nothing written`,
    ]);
    // A dry run never opens (or creates) the database.
    expect(existsSync(env.DATA_DIR)).toBe(false);
    const [first] = await runCatalogCli(['import', example], env);
    expect(first).toMatch(/: 39 rows written, 0 removed$/);
    const [second] = await runCatalogCli(['import', example], env);
    expect(second).toMatch(/: already up to date, nothing changed$/);
  });

  it('answers its usage for anything else, and a bad configuration line', async () => {
    await expect(runCatalogCli(['export', example], {})).rejects.toThrow(/^Usage: npm run catalog/);
    await expect(runCatalogCli(['import'], {})).rejects.toThrow(/^Usage/);
    await expect(
      runCatalogCli(['import', example], { NODE_ENV: 'production', SEED_DEMO: 'true' }),
    ).rejects.toThrow(/^SEED_DEMO: demo-only, refused with NODE_ENV=production/);
  });
});

// `npm test` builds first; a bare `vitest run` without a build skips this one.
const bundle = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/catalog.js');

describe.skipIf(!existsSync(bundle))('the built dist/catalog.js', () => {
  it('runs without the sources or tsx, and refuses a bad file with one line each', async () => {
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, [bundle, ...args], {
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: path.join(dir, 'b') },
      });
    const ok = await run('import', example, '--dry-run');
    expect(ok.stdout).toMatch(/is valid for watt, ko \(goods types 3, goods 6, /);
    const bad = await fileWith('bundle-bad.json', { version: 1, tenants: [{ tenant: 'nobody' }] });
    const failed = await run('import', bad).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(
      /^catalog refused, nothing written:\ntenants\.0\.tenant: unknown tenant nobody \(known: /,
    );
  });
});
