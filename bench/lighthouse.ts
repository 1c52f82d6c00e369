// Lighthouse on the goods page (issue 17: mobile performance >= 95, CLS <= 0.02), each brand as a
// ratio to a floor measured in the same run: a static HTML snapshot of the same rendered goods page
// (same markup, same stylesheet, same images, no JavaScript) served by a bare node:http server.
// Needs the build (`npm run build`) and Debian's Chromium; never downloads a browser.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const root = join(import.meta.dirname, '..');
const webDist = join(root, 'apps', 'web', 'dist');
const serverMain = join(root, 'apps', 'server', 'dist', 'main.js');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Issue 17's numbers. */
export const BUDGET = { performance: 95, cls: 0.02 } as const;

/**
 * Lighthouse's default 4x CPU slowdown "moves a typical run in the high-end desktop bracket
 * [benchmark index 1500-2000] somewhere into the mid-tier mobile bracket", and its docs ask to
 * calibrate the multiplier on a host outside that bracket (GoogleChrome/lighthouse
 * docs/throttling.md, "Calibrating the CPU slowdown"). So the target phone is the one 4x makes of
 * the middle of that bracket, index 1750 / 4; a slower host (these 2-core CI machines read
 * 300-900) gets a smaller multiplier, never below 1 (no speed-up) nor above Lighthouse's 4.
 */
export const TARGET_PHONE_INDEX = 1750 / 4;

export function cpuMultiplierFor(benchmarkIndex: number): number {
  const multiplier = Math.round((benchmarkIndex / TARGET_PHONE_INDEX) * 10) / 10;
  return Math.min(4, Math.max(1, multiplier));
}

/** The goods page of a new-layout brand and of an old-layout one (paths as the E2E opens them). */
const PAGES = [
  { brand: 'watt', path: '/selectGoods?client_id=11103&domain_area=universal' },
  { brand: 'dragon', path: '/selectGoods?client_id=12103' },
  // A Japanese page: its CJK font slices (issue 32: LCP within 1.3x watt's; score >= 90).
  { brand: 'acenetjp', path: '/selectGoods?client_id=20103&spec_lang=ja', region: '商品を選択' },
] as const;

export type Figures = {
  /** Lighthouse performance score, 0..100. */
  score: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  benchmarkIndex: number;
  /** Every run's score and Lighthouse's CPU benchmark of this machine at that run. */
  scores: number[];
  benchmarkIndexes: number[];
  /** The worst layout-shift culprits and the top opportunities, for the log when a number misses. */
  notes: string[];
};

export type PageResult = {
  brand: string;
  url: string;
  subject: Figures;
  floor: Figures;
  /** The CPU slowdown both were measured with, and the benchmark index it was calibrated from. */
  cpuMultiplier: number;
  calibrationIndex: number;
};

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The built server as `npm start` runs it, staging-style with the demo seeded (as the E2E does). */
async function startShop(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'topup-lighthouse-'));
  const child: ChildProcess = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ALLOW_DEMO_IN_PRODUCTION: 'true',
      SEED_DEMO: 'true',
      PAYMENT_SANDBOX_SECRET: randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { port, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the shop did not come up on port ${port}: ${stderr.slice(-2000)}`);
}

/**
 * The rendered goods page with its JavaScript taken out: what the player sees once the app has
 * run, as plain HTML, at Lighthouse's mobile viewport (Moto G Power: 412×823, DPR 1.75).
 */
/** The goods region's accessible name on a page: English unless the page says otherwise. */
const regionOf = (page: (typeof PAGES)[number]) =>
  'region' in page ? page.region : 'Select goods';

async function snapshot(urls: { url: string; region: string }[]): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const out: string[] = [];
    for (const { url, region } of urls) {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.getByRole('region', { name: region }).getByRole('button').first().waitFor();
      out.push(
        await page.evaluate(() => {
          const doc = document.documentElement.cloneNode(true) as HTMLElement;
          doc
            .querySelectorAll('script, link[rel="modulepreload"], link[as="script"]')
            .forEach((el) => el.remove());
          return `<!doctype html>\n${doc.outerHTML}`;
        }),
      );
      await page.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** The floor's server: the snapshots at /<brand>.html, everything else from the web build. */
async function startStatic(pages: Map<string, string>): Promise<{ port: number; server: Server }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://static').pathname;
    let body: Buffer | undefined;
    let type = types[extname(path)] ?? 'application/octet-stream';
    if (pages.has(path)) {
      body = Buffer.from(pages.get(path)!);
      type = types['.html']!;
    } else {
      const file = join(webDist, normalize(path).replace(/^(\.\.[/\\])+/, ''));
      if (file.startsWith(webDist) && existsSync(file) && statSync(file).isFile()) {
        body = readFileSync(file);
      }
    }
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    // Compressed as the shop compresses (brotli), so the floor pays no extra bytes.
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-cache' };
    if (/text|json|svg/.test(type) && /\bbr\b/.test(String(req.headers['accept-encoding']))) {
      body = brotliCompressSync(body);
      headers['content-encoding'] = 'br';
    }
    res.writeHead(200, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}

type Audit = {
  numericValue?: number;
  score: number | null;
  scoreDisplayMode?: string;
  displayValue?: string;
  title: string;
  details?: { type?: string; items?: Array<Record<string, unknown>> };
};

/**
 * Lighthouse `runs` times, the run of median score reported (Lighthouse's own advice: one run
 * varies too much, and more so on a shared machine), with every run's benchmark index.
 */
async function measureMedian(
  url: string,
  port: number,
  runs: number,
  cpuMultiplier?: number,
): Promise<Figures> {
  const all: Figures[] = [];
  for (let i = 0; i < runs; i++) all.push(await measure(url, port, cpuMultiplier));
  all.sort((a, b) => a.score - b.score);
  const median = all[Math.floor((all.length - 1) / 2)]!;
  return {
    ...median,
    scores: all.map((f) => f.score),
    benchmarkIndexes: all.map((f) => f.benchmarkIndex),
  };
}

/**
 * One Lighthouse run; a run Lighthouse itself reports as failed to record (NO_NAVSTART and the
 * like: "Please run Lighthouse again") is run again, up to three times in all. Seen on a quiet
 * machine about one run in ten, on any page, old build or new.
 */
async function measure(url: string, port: number, cpuMultiplier?: number): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url, port, cpuMultiplier);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof LighthouseRunError)) throw error;
      console.warn(`${url}: ${error.message}; running Lighthouse again (${attempt + 1}/3)`);
    }
  }
}

class LighthouseRunError extends Error {}

async function measureOnce(url: string, port: number, cpuMultiplier?: number): Promise<Figures> {
  // Lighthouse's defaults (mobile form factor, simulated Slow 4G) with the calibrated CPU slowdown;
  // without one, its default 4x (the calibration run).
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
    ...(cpuMultiplier === undefined
      ? {}
      : { throttling: { cpuSlowdownMultiplier: cpuMultiplier } as never }),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new LighthouseRunError(`${url}: ${lhr.runtimeError.message}`);
  const audits = lhr.audits as unknown as Record<string, Audit>;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const notes: string[] = [];
  for (const item of audits['layout-shifts']?.details?.items?.slice(0, 3) ?? []) {
    const node = item.node as { selector?: string } | undefined;
    notes.push(`shift ${Number(item.score).toFixed(3)} at ${node?.selector ?? '?'}`);
  }
  const failing = Object.entries(audits)
    .filter(
      ([, a]) =>
        a.score !== null &&
        a.score < 0.9 &&
        (a.scoreDisplayMode === 'metricSavings' || a.scoreDisplayMode === 'binary'),
    )
    .map(([id, a]) => `${id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  if (failing.length > 0) notes.push(`to look at: ${failing.slice(0, 8).join(', ')}`);
  // Which element the LCP was and where its time went (Lighthouse's element audit: the node, then
  // the phases of its paint), so a slow LCP says what to look at.
  type Table = { items?: Record<string, unknown>[] };
  const lcpParts = (audits['largest-contentful-paint-element']?.details?.items ?? []) as Table[];
  const lcpNode = lcpParts[0]?.items?.[0]?.node as
    { selector?: string; snippet?: string } | undefined;
  if (lcpNode) {
    const phases = (lcpParts[1]?.items ?? [])
      .map((p) => `${String(p.phase)} ${Math.round(Number(p.timing))} ms`)
      .join(', ');
    notes.push(
      `LCP element ${lcpNode.selector ?? '?'} ${(lcpNode.snippet ?? '').slice(0, 80)}; ${phases}`,
    );
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: value('cumulative-layout-shift'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scores: [],
    benchmarkIndexes: [],
    notes,
  };
}

export async function benchLighthouse({
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
}: { runs?: number } = {}): Promise<PageResult[] | undefined> {
  if (!existsSync(serverMain) || !existsSync(join(webDist, 'index.html'))) {
    console.log('lighthouse: skipped (no build; run `npm run build` first)');
    return undefined;
  }
  if (!existsSync(chromePath)) {
    console.log(`lighthouse: skipped (no Chromium at ${chromePath}; never downloaded)`);
    return undefined;
  }
  const shop = await startShop();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let floorServer: Server | undefined;
  try {
    const urls = PAGES.map((p) => `http://${p.brand}.localhost:${shop.port}${p.path}`);
    const html = await snapshot(urls.map((url, i) => ({ url, region: regionOf(PAGES[i]!) })));
    const floor = await startStatic(new Map(PAGES.map((p, i) => [`/${p.brand}.html`, html[i]!])));
    floorServer = floor.server;
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    const results: PageResult[] = [];
    for (const [i, p] of PAGES.entries()) {
      const floorUrl = `http://127.0.0.1:${floor.port}/${p.brand}.html`;
      // This host's CPU right now, read by Lighthouse itself on the static page.
      const calibrationIndex = (await measure(floorUrl, chrome.port)).benchmarkIndex;
      const cpuMultiplier = cpuMultiplierFor(calibrationIndex);
      const subject = await measureMedian(urls[i]!, chrome.port, runs, cpuMultiplier);
      // The static page hardly varies (no script, nothing blocks): one run is its floor.
      const floorFigures = await measureMedian(floorUrl, chrome.port, 1, cpuMultiplier);
      results.push({
        brand: p.brand,
        url: urls[i]!,
        subject,
        floor: floorFigures,
        cpuMultiplier,
        calibrationIndex,
      });
    }
    return results;
  } finally {
    chrome?.kill();
    if (floorServer) await new Promise((resolve) => floorServer!.close(resolve));
    await shop.stop();
  }
}

const ms = (n: number) => `${n.toFixed(0)} ms`;

export function printLighthouse(results: PageResult[]): boolean {
  let allMet = true;
  for (const { brand, subject: s, floor: f, cpuMultiplier, calibrationIndex } of results) {
    const met = s.score >= BUDGET.performance && s.cls <= BUDGET.cls;
    allMet &&= met;
    console.log(
      `lighthouse goods page (${brand}, mobile): performance ${s.score}, CLS ${s.cls.toFixed(3)}, ` +
        `LCP ${ms(s.lcpMs)}, TBT ${ms(s.tbtMs)}, FCP ${ms(s.fcpMs)} vs floor performance ` +
        `${f.score}, CLS ${f.cls.toFixed(3)}, LCP ${ms(f.lcpMs)}, TBT ${ms(f.tbtMs)}, ` +
        `FCP ${ms(f.fcpMs)} (static snapshot of the same page, no JS) -> score ratio ` +
        `${(s.score / f.score).toFixed(3)}, LCP ratio ${(s.lcpMs / f.lcpMs).toFixed(2)}, ` +
        `CLS ${s.cls.toFixed(3)} of budget ${BUDGET.cls}; issue 17 (performance >= ` +
        `${BUDGET.performance}, CLS <= ${BUDGET.cls}): ${met ? 'met' : 'NOT met'}`,
    );
    console.log(`  ${brand}: performance of each run ${s.scores.join(', ')} (median reported)`);
    console.log(
      `  ${brand}: CPU slowdown ${cpuMultiplier}x, calibrated from this host's benchmark ` +
        `index ${calibrationIndex.toFixed(0)} to a phone of index ${TARGET_PHONE_INDEX} ` +
        "(Lighthouse's 4x of a 1750 desktop; docs/throttling.md)",
    );
    for (const note of s.notes) {
      // The LCP's element and phases always (the number the score hangs on); the rest on a miss.
      if (!met || note.startsWith('LCP element')) console.log(`  ${brand}: ${note}`);
    }
  }
  const indexes = results.flatMap((r) => [...r.subject.benchmarkIndexes, r.floor.benchmarkIndex]);
  const low = Math.min(...indexes);
  const high = Math.max(...indexes);
  if (low < 1000) {
    // Lighthouse warns below 1000 (core/gather/driver/environment.js): its 4x CPU slowdown is
    // calibrated for a desktop-class host, so on a slower or busy one TBT and LCP read worse.
    console.log(
      `  host CPU benchmark index ${low.toFixed(0)}..${high.toFixed(0)} during the runs ` +
        '(Lighthouse expects >= 1000 for its 4x slowdown; below it scripted pages score worse)',
    );
  }
  return allMet;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchLighthouse();
  if (results) printLighthouse(results);
}
