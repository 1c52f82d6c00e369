import { spawn, execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebDist } from './test/create-test-app.ts';

// Issue 30 item 3, ADR 0043: the production bundle holds none of the demo world. build.mjs is run
// as `npm run build` runs it (into folders of this test's own), and its esbuild metafile read:
// what main.js loads at start (its static imports, transitively) has no input from packages/demo;
// with TOPUP_DEMO=off no output has one. The demo-free build then starts with NODE_ENV=production.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);
const isDemo = (input: string) => input.split(path.sep).join('/').includes('packages/demo/');

type Build = { outDir: string; meta: Metafile };

/** Builds into a folder beside dist/ (so node_modules resolve as dist's do), with its metafile. */
async function buildBundle(name: string, env: Record<string, string>): Promise<Build> {
  const outDir = path.join(serverDir, `.bundle-test-${name}-${process.pid}`);
  const metaFile = path.join(tmpdir(), `topup-bundle-${name}-${process.pid}.json`);
  await run(process.execPath, ['build.mjs'], {
    cwd: serverDir,
    env: { ...process.env, ...env, TOPUP_BUILD_OUT: outDir, TOPUP_BUILD_META: metaFile },
  });
  const meta = JSON.parse(await readFile(metaFile, 'utf8')) as Metafile;
  await rm(metaFile, { force: true });
  return { outDir, meta };
}

/** The outputs a start loads before any dynamic import: main.js and its static imports. */
function loadedAtStart(meta: Metafile): string[] {
  const main = Object.keys(meta.outputs).find((o) => o.endsWith('/main.js'))!;
  const seen = new Set<string>();
  const todo = [main];
  while (todo.length > 0) {
    const output = todo.pop()!;
    if (seen.has(output)) continue;
    seen.add(output);
    for (const i of meta.outputs[output]!.imports) {
      if (i.kind === 'import-statement' && !i.external) todo.push(i.path);
    }
  }
  return [...seen];
}

const inputsOf = (meta: Metafile, outputs: readonly string[]) =>
  outputs.flatMap((o) => Object.keys(meta.outputs[o]!.inputs));

let withDemo: Build;
let noDemo: Build;

beforeAll(async () => {
  withDemo = await buildBundle('demo', {});
  noDemo = await buildBundle('off', { TOPUP_DEMO: 'off' });
}, 120_000);

afterAll(async () => {
  for (const b of [withDemo, noDemo]) if (b) await rm(b.outDir, { recursive: true, force: true });
});

describe('the default build (npm run build: dev, E2E, staging)', () => {
  it('loads no demo module at start: the demo world is a chunk of its own', () => {
    const atStart = inputsOf(withDemo.meta, loadedAtStart(withDemo.meta));
    expect(atStart.length).toBeGreaterThan(100);
    expect(atStart.filter(isDemo)).toEqual([]);
    const all = inputsOf(withDemo.meta, Object.keys(withDemo.meta.outputs));
    expect(all.filter(isDemo).length).toBeGreaterThan(50);
  });

  it("bundles each module once: the demo chunk shares the server's modules, never copies them", () => {
    const all = inputsOf(withDemo.meta, Object.keys(withDemo.meta.outputs));
    expect(all.length).toBe(new Set(all).size);
  });
});

describe('the production build (TOPUP_DEMO=off, the Dockerfile)', () => {
  it('holds no demo module at all', () => {
    const all = inputsOf(noDemo.meta, Object.keys(noDemo.meta.outputs));
    expect(all.filter(isDemo)).toEqual([]);
  });

  it('starts with NODE_ENV=production and answers the demo paths as absent', async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'topup-bundle-data-'));
    const webDist = await createWebDist();
    const child = spawn(process.execPath, [path.join(noDemo.outDir, 'main.js')], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDist,
        CONSOLE_DIST_DIR: webDist,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    try {
      const base = `http://127.0.0.1:${port}`;
      expect(await waitFor(`${base}/healthz`, child), output).toBe(200);
      const sandbox = await fetch(`${base}/sandbox/checkout`, {
        headers: { host: `watt.localhost:${port}` },
      });
      expect(sandbox.status).toBe(404);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
      await rm(webDist, { recursive: true, force: true });
    }
  }, 120_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls until the server answers (a loaded machine takes a while to start PGlite). */
async function waitFor(url: string, child: ReturnType<typeof spawn>): Promise<number> {
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null) return -child.exitCode;
    try {
      return (await fetch(url)).status;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return 0;
}
