import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A shop of a spec's own, started by the spec (playwright.config.ts's webServer cannot be
// restarted): the built server as `npm start` runs it, as a staging shop like the suite's, on a
// free port and its own embedded database. Its world is the spec's alone, so a dashboard's
// counts are what the spec did, and the spec may stop it and start it again on the same data.

export type OwnServer = {
  port: number;
  /** http://<tenant>.localhost:<port><path>; `console` for the console. */
  url(host: string, path?: string): string;
  /** Stops the server and starts it again on the same data; `env` is added to the first's. */
  restart(env?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function healthy(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server on ${port} was not healthy within ${timeoutMs} ms`);
}

/** Starts the built server (apps/server/dist/main.js) and waits until /healthz answers. */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'topup-e2e-own-'));
  const secret = randomBytes(32).toString('hex');
  let child: ChildProcess;
  let output = '';

  const start = async (more: Record<string, string> = {}) => {
    child = spawn(process.execPath, ['apps/server/dist/main.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ALLOW_DEMO_IN_PRODUCTION: 'true',
        SEED_DEMO: 'true',
        PAYMENT_SANDBOX_SECRET: secret,
        ...env,
        ...more,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Kept for the error of a failed start; the server logs warnings only.
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    try {
      // Seeding a fresh database takes seconds on an idle machine, a minute on a busy one.
      await healthy(port, child, 180_000);
    } catch (error) {
      child.kill('SIGKILL');
      throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
    }
  };

  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    // SIGTERM: the server's own graceful shutdown (drains requests, closes the database).
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };

  await start();
  return {
    port,
    url: (host, path = '/') => `http://${host.toLowerCase()}.localhost:${port}${path}`,
    restart: async (more) => {
      await stop();
      await start(more);
    },
    stop,
  };
}
