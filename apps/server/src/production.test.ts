import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameListSchema, goodsListSchema } from '@topup/contracts/catalog';
import { ResultCode } from '@topup/contracts/result-codes';
import { loadTenants } from '@topup/tenants/all-tenants';
import { buildApp } from './app.ts';
import { readCatalogFile } from './cli/catalog.ts';
import { writeCatalog } from './cli/catalog-write.ts';
import { loadConfig, type Config } from './config.ts';
import { hashPassword } from './modules/accounts/password.ts';
import { accounts } from './db/tables/accounts.ts';
import { createTestApp, type TestApp } from './test/create-test-app.ts';
import { loginAs } from './test/login.ts';
import type { Answer } from './modules/catalog/test-kit.ts';

// NODE_ENV=production as a publisher starts it: no demo seed, no sandbox, no demo game; the
// brands' games from their files and the goods from an imported catalog (decision 0016).

const tenants = loadTenants();
const example = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/examples/catalog.example.json',
);

/** The fields loadConfig gives a production start, over a test app's database settings. */
const production = (): Partial<Config> => {
  const { nodeEnv, seedDemo, sandboxCallbackChaos, demoFeatures, allowDemoInProduction } =
    loadConfig({ NODE_ENV: 'production' });
  return { nodeEnv, seedDemo, sandboxCallbackChaos, demoFeatures, allowDemoInProduction };
};

const hostOf = (tenantId: string) => `${tenantId.toLowerCase()}.localhost:8080`;

async function get(t: TestApp, host: string, url: string): Promise<Answer> {
  const res = await t.app.inject({ url, headers: { host } });
  return { status: res.statusCode, ...res.json() };
}

describe('production start on a demo database', () => {
  it('refuses with one line naming what it found', async () => {
    // A file database for PGlite so a second app opens the same data (PostgreSQL: same schema).
    const dataDir = await mkdtemp(path.join(tmpdir(), 'topup-prod-'));
    const demo = await createTestApp({ dataDir });
    try {
      await demo.app.close();
      const started = buildApp({ ...demo.config, ...production() });
      await expect(started).rejects.toThrow(
        /^NODE_ENV=production refuses a database holding demo data \(64 demo accounts, 144 demo prepaid cards, 96 demo gift codes, \d+ demo game characters\): start on a fresh database, or set ALLOW_DEMO_IN_PRODUCTION=true for a staging shop$/,
      );
      await expect(started).rejects.toMatchObject({ name: 'StartRefused' });
      // The staging switch lets the same database start.
      const staging = await buildApp({
        ...demo.config,
        ...production(),
        allowDemoInProduction: true,
        demoFeatures: true,
      });
      await staging.close();
    } finally {
      await demo.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    // Three full starts on a file database (seed, refusal, staging): slow on a loaded 2-core box.
  }, 120_000);
});

describe('production without demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(production());
  });
  afterAll(() => t.close());

  it("serves every brand's games from its tenant file", async () => {
    for (const tenant of tenants) {
      const game = tenant.games[0]!;
      const query = `client_id=${game.clients.web.clientId}&domain_area=${tenant.areas[0]}`;
      const res = await get(t, hostOf(tenant.id), `/api/pay/getGameListV2?${query}`);
      expect(res, tenant.id).toMatchObject({ status: 200, code: ResultCode.Success });
      const { games } = gameListSchema.parse(res.data);
      expect(games.map((g) => g.code).sort(), tenant.id).toEqual(
        tenant.games.map((g) => g.code).sort(),
      );
    }
  });

  it('serves no goods until a catalog is imported, then the imported goods', async () => {
    // (Another brand: goods lists are cached for a few seconds.)
    const none = await get(t, hostOf('dragon'), '/api/pay/getGoodsList?client_id=12103');
    expect(goodsListSchema.parse(none.data).goods).toEqual([]);

    const url = '/api/pay/getGoodsList?client_id=11103&domain_area=useuro&spec_lang=de';
    await writeCatalog(t.app.db, await readCatalogFile(example, tenants));
    const after = goodsListSchema.parse((await get(t, hostOf('watt'), url)).data);
    expect(after.types.map((x) => [x.typeKey, x.name])).toEqual([
      ['gems', 'Edelsteine'],
      ['packs', 'Pakete'],
    ]);
    expect(after.goods.map((g) => [g.product_id, g.display, g.price, g.currency])).toEqual([
      ['va.gems.100', '100 Edelsteine', '1.99', 'USD'],
      ['va.gems.550', '550 Edelsteine', '9.99', 'USD'],
      ['va.pack.starter', 'Starterpaket', '2.99', 'USD'],
      ['va.pack.weekly', 'Weekly pack', '4.99', 'USD'],
    ]);
    const ko = goodsListSchema.parse(
      (await get(t, hostOf('ko'), '/api/pay/getGoodsList?client_id=13103&domain_area=kr')).data,
    );
    expect(ko.goods.map((g) => [g.product_id, g.price, g.currency, g.isLimit])).toEqual([
      ['bm.crystal.60', '1200', 'KRW', false],
      ['bm.monthly', '5500', 'KRW', true],
    ]);
  });

  it('answers 404 on the sandbox, the local identity provider and the demo game paths', async () => {
    for (const [method, url] of [
      ['GET', '/sandbox/dropin.js'],
      ['GET', '/sandbox/checkout/sbx_1'],
      ['POST', '/sandbox/checkout/sbx_1/pay'],
      ['POST', '/sandbox/api/payments'],
      ['GET', '/sandbox/api/payments/sbx_1'],
      ['GET', '/api/demo-game/role?client_id=11103&role_id=1'],
      ['POST', '/api/demo-game/role/slow'],
      ['GET', '/demo-idp/google/jwks'],
      ['POST', '/demo-idp/twitter/oauth/request_token'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { host: hostOf('watt') } });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, -404]);
      if (url.startsWith('/sandbox') || url.startsWith('/demo-idp')) {
        // Not on the bare host either, where the sandbox used to answer for every brand.
        const bare = await t.app.inject({ method, url, headers: { host: 'localhost:8080' } });
        expect([url, bare.statusCode]).toEqual([url, 404]);
      }
    }
  });

  it('answers server and character calls with -3032, never a demo server', async () => {
    const res = await get(
      t,
      hostOf('watt'),
      '/api/pay/getServerList?client_id=11103&domain_area=universal',
    );
    expect(res).toMatchObject({ status: 503, code: ResultCode.GameUnavailable, data: null });
    expect(res.msg).toBe(
      "The game's servers cannot be reached from this shop yet. Please try again later.",
    );
  });

  it('answers a player-id lookup with -3032: the demo game never looks anyone up', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player-id/lookup',
      headers: { host: hostOf('watt') },
      payload: { client_id: '11103', player_id: '1001011', server_id: '1001' },
    });
    expect([res.statusCode, res.json().code]).toEqual([503, ResultCode.GameUnavailable]);
  });

  it('answers a pay call with -3044 and writes no order, never the sandbox', async () => {
    // A publisher's player account (accounts are the publisher's data, not the demo's).
    await t.app.db.insert(accounts).values({
      tenantId: 'watt',
      suid: '7000001',
      username: 'player1',
      displayName: 'player1',
      passwordHash: await hashPassword('player-password-1'),
    });
    const user = await loginAs(t.app, hostOf('watt'), {
      clientId: '11103',
      username: 'player1',
      password: 'player-password-1',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pay/paypal_pay',
      headers: { host: hostOf('watt') },
      payload: {
        client_id: '11103',
        server_id: '1001',
        role_id: '1',
        platform: 'web',
        product_id: 'va.gems.100',
        domain_area: 'universal',
        country: 'US',
        payway_id: 10201,
        channel_id: 'paypal',
        oauth_token: user.oauth_token,
        spec_lang: 'ja',
      },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: ResultCode.PaymentUnavailable,
      msg: 'このお支払い方法はまだご利用いただけません。別の方法をお選びください。',
      data: null,
    });
    const orders = await t.app.db.query.orders.findMany();
    expect(orders).toEqual([]);
  });
});
