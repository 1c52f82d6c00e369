import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The built server (npm run build): what `npm start` and the production image run. */
export const builtMain = path.resolve(here, '../../../dist/main.js');
export const hasBuild = () => existsSync(builtMain);

let nextPort = Number(process.env.MULTI_TEST_PORT_BASE ?? 0);

/**
 * A port for a child server: MULTI_TEST_PORT_BASE, +1, +2 … when set (a shared machine hands out
 * ranges), else one the kernel says is free right now.
 */
export async function freePort(): Promise<number> {
  if (nextPort > 0) return nextPort++;
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  name: string;
  port: number;
  origin: string;
  child: ChildProcess;
  /** Parsed JSON log lines the process wrote so far (pino, one object a line). */
  logs: Record<string, unknown>[];
  /** What it wrote that was not a JSON log line (a crash's stack, `console.error`). */
  output: string[];
  exited: Promise<number | null>;
  /** Polls GET /readyz until 200; throws with the process's own output if it dies or times out. */
  ready(withinMs?: number): Promise<number>;
  kill(signal: NodeJS.Signals): Promise<number | null>;
};

/** Starts `node dist/main.js` with the given environment on its own port. */
export function startServer(
  name: string,
  port: number,
  env: Record<string, string>,
): ServerProcess {
  const child = spawn(process.execPath, [builtMain], {
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const output: string[] = [];
  const collect = (chunk: Buffer, carry: { rest: string }) => {
    const lines = (carry.rest + chunk.toString('utf8')).split('\n');
    carry.rest = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        output.push(line);
      }
    }
  };
  const out = { rest: '' };
  const err = { rest: '' };
  child.stdout!.on('data', (c: Buffer) => collect(c, out));
  child.stderr!.on('data', (c: Buffer) => collect(c, err));
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  const origin = `http://127.0.0.1:${port}`;

  const describe = () =>
    [...output, ...logs.filter((l) => Number(l.level) >= 50).map((l) => JSON.stringify(l))]
      .slice(-20)
      .join('\n');

  return {
    name,
    port,
    origin,
    child,
    logs,
    output,
    exited,
    async ready(withinMs = 30_000) {
      const started = Date.now();
      for (;;) {
        if (exitCode !== undefined) {
          throw new Error(`${name} exited (${exitCode}) before it was ready:\n${describe()}`);
        }
        try {
          const res = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) });
          if (res.status === 200) return Date.now() - started;
        } catch {
          // not listening yet
        }
        if (Date.now() - started > withinMs) {
          throw new Error(`${name} not ready within ${withinMs} ms:\n${describe()}`);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async kill(signal) {
      if (exitCode === undefined) child.kill(signal);
      return exited;
    },
  };
}
