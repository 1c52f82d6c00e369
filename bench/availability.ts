import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { createTestApp } from '../apps/server/src/test/create-test-app.ts';
import { createInjectTransport } from '../packages/demo/src/sandbox-gateway/inject-transport.ts';
import { hostOf, payKit } from '../apps/server/src/modules/payments/test-kit.ts';
import type { AttackPlan, AttackResult } from './availability-attack.ts';
import { get } from './raw-http.ts';

// Issue 28 items 11 and 12, measured as an attacker would: against the built server
// (apps/server/dist/main.js, `npm run build` first) on PostgreSQL, one player with one unpaid
// order opens 2,000 live order-tracker streams while 500 goods-page loads with random query
// strings arrive at once. Meanwhile another visitor asks for the recharge config and the goods
// list, one request after the other; its answer times are printed against a floor measured the
// same way, on the same server, just before, without the attack. AVAILABILITY=small: 200 streams
// and 50 pages; AVAILABILITY=0 skips it.

const root = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');

type Sizes = { streams: number; pages: number; seconds: number };
export const availabilitySizes = {
  full: { streams: 2_000, pages: 500, seconds: 10 },
  small: { streams: 200, pages: 50, seconds: 4 },
} satisfies Record<string, Sizes>;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

type Stats = { n: number; p50: number; p95: number; max: number; failed: number };
function statsOf(times: number[], failed: number): Stats {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: times.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? NaN,
    failed,
  };
}

/** The other visitor: recharge config and goods list in turn, one at a time, for `seconds`. */
async function visitor(port: number, host: string, clientId: string, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const urls = {
    recharge: `/api/config/recharge?client_id=${clientId}`,
    goods: `/api/pay/getGoodsList?client_id=${clientId}&domain_area=universal`,
  };
  const times: Record<keyof typeof urls, number[]> = { recharge: [], goods: [] };
  const failed: Record<keyof typeof urls, number> = { recharge: 0, goods: 0 };
  const deadline = performance.now() + seconds * 1000;
  try {
    while (performance.now() < deadline) {
      for (const name of ['recharge', 'goods'] as const) {
        const res = await get(port, urls[name], host, agent).catch(() => null);
        const ok = res?.status === 200 && (JSON.parse(res.body) as { code: number }).code === 1;
        if (ok) times[name].push(res.ms);
        else failed[name]++;
      }
    }
  } finally {
    agent.destroy();
  }
  return {
    recharge: statsOf(times.recharge, failed.recharge),
    goods: statsOf(times.goods, failed.goods),
  };
}

async function startServer(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [serverMain], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    const up = await get(port, '/healthz', 'localhost', false).catch(() => null);
    if (up?.status === 200) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`server did not start in 60 s: ${stderr}`);
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
const line = (name: string, s: Stats, floor: Stats) =>
  `  ${name.padEnd(9)} p50 ${ms(s.p50)} (floor ${ms(floor.p50)}), p95 ${ms(s.p95)} ` +
  `(floor ${ms(floor.p95)}), max ${ms(s.max)} (floor ${ms(floor.max)}) ` +
  `-> p95 ratio ${(s.p95 / floor.p95).toFixed(2)}; ${s.n} answers, ${s.failed} failed`;

export async function benchAvailability(sizes: Sizes): Promise<boolean | null> {
  if (!process.env.DATABASE_URL) {
    console.log('availability: skipped (DATABASE_URL is unset; this benchmark needs PostgreSQL)');
    return null;
  }
  // The data as a player leaves it: logged in, one unpaid order (through the app in process, on a
  // fresh schema the built server then serves; dropped at the end).
  const setup = await createTestApp({}, { paymentTransport: (app) => createInjectTransport(app) });
  let server: ChildProcess | undefined;
  try {
    const kit = payKit(() => setup);
    const method = await kit.methodFor('pay/paypal_pay');
    const { tenant, body } = await kit.payloadFor(method);
    const paid = await kit.post(hostOf(tenant), '/api/pay/paypal_pay', body);
    if (paid.code !== 1) throw new Error(`pay answered ${JSON.stringify(paid)}`);
    const host = hostOf(tenant);
    const clientId = tenant.games[0]!.clients.web.clientId;
    const query = new URLSearchParams({
      billing_no: String(paid.data.billing_no),
      oauth_token: String(body.oauth_token),
    });

    const port = await freePort();
    server = await startServer(
      {
        ...process.env,
        NODE_ENV: 'production',
        // A staging shop: production mode with the demo brands' hosts and data.
        ALLOW_DEMO_IN_PRODUCTION: 'true',
        LOG_LEVEL: 'error',
        DATABASE_SCHEMA: setup.config.databaseSchema,
        // The order stays unpaid: no sandbox callback pays it, no sweep expires it mid-run.
        JOBS_ENABLED: 'false',
        PAYMENT_SANDBOX_SECRET: setup.config.paymentSandboxSecret,
      },
      port,
    );
    // Warm: the goods page rendered once, the API's first answers given.
    await get(port, `/selectGoods?client_id=${clientId}&domain_area=universal`, host, false);
    await visitor(port, host, clientId, 1);

    const floor = await visitor(port, host, clientId, sizes.seconds);

    // The attacker is another process, as it would be another machine: its own sockets and
    // parsing do not slow the visitor's clock.
    const plan: AttackPlan = {
      port,
      host,
      streamPath: `/api/pay/orderTrack/stream?${query}`,
      pagePath: `/selectGoods?client_id=${clientId}&domain_area=universal`,
      streams: sizes.streams,
      pages: sizes.pages,
      holdMs: sizes.seconds * 1000,
    };
    const attack = runAttack(plan);
    const during = await visitor(port, host, clientId, sizes.seconds);
    const { streams: opened, pages: loaded, seconds: attackSeconds } = await attack;

    const count = (xs: { status: number }[], status: number) =>
      xs.filter((x) => x.status === status).length;
    const pageTimes = statsOf(
      loaded.filter((p) => p.status === 200).map((p) => p.ms),
      loaded.filter((p) => p.status !== 200).length,
    );
    const renderedPages = loaded.filter((p) => p.rendered).length;
    const worst = Math.max(during.recharge.max, during.goods.max);
    console.log(
      `availability (built server on PostgreSQL, ${sizes.streams} tracker streams of one player's ` +
        `unpaid order + ${sizes.pages} random-query goods pages at once, ${attackSeconds.toFixed(1)} s):`,
    );
    console.log(
      `  streams: ${count(opened, 200)} open, ${count(opened, 429)} refused -429, ` +
        `${opened.length - count(opened, 200) - count(opened, 429)} other`,
    );
    console.log(
      `  pages:   ${count(loaded, 200)} answered (${renderedPages} ` +
        `server-rendered, the rest the browser's shell), p50 ${ms(pageTimes.p50)}, ` +
        `p95 ${ms(pageTimes.p95)}, max ${ms(pageTimes.max)}, ${pageTimes.failed} failed`,
    );
    console.log(line('recharge', during.recharge, floor.recharge));
    console.log(line('goods', during.goods, floor.goods));
    const held = worst < 1_000 && during.recharge.failed + during.goods.failed === 0;
    console.log(
      `  other visitors' slowest answer ${ms(worst)}: ${held ? 'under 1 s' : 'NOT under 1 s'}`,
    );
    // The floor and the attack share the host with whatever else runs on it.
    console.log(
      `  host: ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    return held;
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await setup.close();
  }
}

/** The attack in a child process (bench/availability-attack.ts, through tsx's loader). */
function runAttack(plan: AttackPlan): Promise<AttackResult> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'availability-attack.ts')],
    {
      env: { ...process.env, ATTACK_PLAN: JSON.stringify(plan) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as AttackResult);
      else reject(new Error(`the attack process exited with ${code}`));
    });
  });
}

/** `npm run bench:availability`: this benchmark alone (AVAILABILITY=small for the bounded run). */
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const size = process.env.AVAILABILITY === 'small' ? 'small' : 'full';
  const held = await benchAvailability(availabilitySizes[size]);
  if (held === false) process.exitCode = 1;
}
