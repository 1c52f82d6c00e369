import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { seededImage } from './database-image.ts';

export const hosts = {
  watt: 'pay.watt-games.example',
  wattDemo: 'demo-pay.watt-games.example',
  wattLocal: 'watt.localhost:8080',
  dragonLocal: 'dragon.localhost:8080',
  unknown: 'shop.nobody.example',
} as const;

// Big enough to cross @fastify/compress's 1 KiB threshold.
export const assetBody = `console.log(${JSON.stringify('topup '.repeat(400))});\n`;

/** Vite's build manifest in small: the entry, the goods page and two languages' messages. */
export const testViteManifest = {
  'index.html': { file: 'assets/app-abc123.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-r1.js' },
  '_money.js': { file: 'assets/money-m1.js', imports: ['_react.js'] },
  'src/features/select-goods/components/select-goods-page.tsx': {
    file: 'assets/select-goods-page-g1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react.js', '_money.js'],
    css: ['assets/select-goods-page-g1.css'],
  },
  'src/locales/en.json': { file: 'assets/en-e1.js', isDynamicEntry: true },
  'src/locales/ja.json': { file: 'assets/ja-j1.js', isDynamicEntry: true },
  'src/locales/ar.json': { file: 'assets/ar-a1.js', isDynamicEntry: true },
};

/** A throwaway apps/web/dist: the real template shape, one hashed asset, one public file. */
export async function createWebDist(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'topup-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><!--app-head--></head>' +
      `<body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script>${'<!-- pad -->'.repeat(120)}</body></html>`,
  );
  await writeFile(path.join(dir, 'assets', 'app-abc123.js'), assetBody);
  await writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  await mkdir(path.join(dir, '.vite'));
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(testViteManifest));
  return dir;
}

export type TestApp = { app: FastifyInstance; config: Config; close(): Promise<void> };

/**
 * The app on PGlite in memory, or, when DATABASE_URL is set, on PostgreSQL inside a fresh
 * random schema that close() drops.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: BuildOptions = {},
): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${randomUUID().replaceAll('-', '').slice(0, 20)}` : undefined;
  const webDist = overrides.webDistDir ? undefined : await createWebDist();
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: ':memory:',
      // Tests drive the relay, sweeps and sandbox callbacks by hand, without chaos.
      JOBS_ENABLED: 'false',
      SANDBOX_CALLBACK_CHAOS: 'false',
      PAYMENT_SANDBOX_SECRET: 'test-sandbox-master-secret-0123456789abcdef',
      // Suites pay many times as one player from one address; the caps' own tests
      // (payments/order-caps.test.ts) pass the production defaults back in.
      MAX_UNPAID_ORDERS: '10000',
      PAY_RATE_LIMIT: '10000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
      ...(webDist ? { WEB_DIST_DIR: webDist } : {}),
    }),
    ...overrides,
  };
  // The brands' default demo database on PGlite: started from the run's seeded image.
  const image =
    !databaseUrl && !opts.tenants && config.dataDir === ':memory:' && config.seedDemo
      ? await seededImage()
      : undefined;
  const app = await buildApp(config, image ? { ...opts, seededImage: image } : opts);
  return {
    app,
    config,
    async close() {
      await app.close();
      if (webDist) await rm(webDist, { recursive: true, force: true });
      if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
    },
  };
}

async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}
