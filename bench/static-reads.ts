import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadTenants } from '@topup/tenants/all-tenants';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { loadRun } from './http-floor.ts';

// Issue 32 goal 2: the goods list and the recharge config are read on every visit and change only
// when the console edits the catalog, so they should cost about what a static file costs. Each is
// measured beside a floor from the same run: a bare node:http server answering the very bytes
// (body and content type) the app answered, so the ratio is the app's own overhead per request.

export type StaticReadResult = {
  name: string;
  subject: number;
  floor: number;
  /** node:http answering the same body with the same head (the app's headers). */
  sameHead: number;
  /** Bytes of the app's own head (name: value CRLF, node:http's own headers left out). */
  headBytes: number;
  goal: number;
  /** CPU time of this process per request (µs), the app's and the floor's. */
  subjectCpu: number;
  floorCpu: number;
};

const CONNECTIONS = 10;

/**
 * node:http answering `body` to every request: the cheapest server of the same bytes. With
 * `headers`, the same head too (every header the app answered but the ones node:http writes
 * itself), so only the work of making the answer differs, not the bytes on the wire.
 */
async function sameBytesFloor(
  body: Buffer,
  contentType: string,
  duration: number,
  headers: Record<string, string> = {},
) {
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      ...headers,
      'content-type': contentType,
      'content-length': body.length,
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await loadRun({
      url: `http://127.0.0.1:${port}/`,
      duration,
      connections: CONNECTIONS,
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function benchOne(
  app: FastifyInstance,
  port: number,
  read: { name: string; path: string; host: string; goal: number },
  duration: number,
): Promise<StaticReadResult> {
  const headers = { host: read.host };
  // fetch() cannot set Host, so the probe goes through app.inject with the same request.
  const probe = await app.inject({ method: 'GET', url: read.path, headers });
  const { code } = probe.json<{ code: number }>();
  if (probe.statusCode !== 200 || code !== 1) {
    throw new Error(`${read.name} answered ${probe.statusCode} ${probe.body.slice(0, 200)}`);
  }
  const contentType = String(probe.headers['content-type']);
  const floor = await sameBytesFloor(probe.rawPayload, contentType, duration);
  // The app's own head, as it answered (node:http writes date, connection and keep-alive).
  const own = Object.fromEntries(
    Object.entries(probe.headers)
      .filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
      .map(([name, value]) => [name, String(value)]),
  );
  const sameHead = await sameBytesFloor(probe.rawPayload, contentType, duration, own);
  const subject = await loadRun({
    url: `http://127.0.0.1:${port}${read.path}`,
    duration,
    connections: CONNECTIONS,
    headers,
  });
  return {
    name: read.name,
    subject: subject.perSecond,
    floor: floor.perSecond,
    sameHead: sameHead.perSecond,
    headBytes: Object.entries(own).reduce((n, [k, v]) => n + k.length + v.length + 4, 0),
    goal: read.goal,
    subjectCpu: subject.cpuMicrosPerRequest,
    floorCpu: floor.cpuMicrosPerRequest,
  };
}

/**
 * The goods list (with the demo's offers and first-purchase bonus where the game has them) and the
 * recharge config of watt's game, anonymous like a first visit, on the embedded database or on
 * DATABASE_URL when set.
 */
/** watt's demo shop on the embedded database (or DATABASE_URL), jobs off, logs silent. */
export async function buildReadsApp() {
  const tenant = loadTenants().find((t) => t.id === 'watt')!;
  const clientId = tenant.games[0]!.clients.web.clientId;
  const app = await buildApp(
    loadConfig({
      // A staging-style demo shop; the sandbox needs its secret whatever the database.
      PAYMENT_SANDBOX_SECRET: 'bench-sandbox-master-secret-0123456789abcdef',
      ...process.env,
      DATA_DIR: process.env.DATA_DIR ?? ':memory:',
      LOG_LEVEL: 'silent',
      JOBS_ENABLED: 'false',
    }),
  );
  return { app, clientId };
}

export async function benchStaticReads({
  duration,
}: {
  duration: number;
}): Promise<StaticReadResult[]> {
  const { app, clientId } = await buildReadsApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const host = 'watt.localhost';
  try {
    const reads = [
      {
        name: 'GET /api/pay/getGoodsList',
        path: `/api/pay/getGoodsList?client_id=${clientId}&domain_area=universal&spec_lang=en`,
        host,
        goal: 0.25,
      },
      {
        name: 'GET /api/config/recharge',
        path: `/api/config/recharge?client_id=${clientId}`,
        host,
        goal: 0.5,
      },
    ];
    const results: StaticReadResult[] = [];
    for (const read of reads) results.push(await benchOne(app, port, read, duration));
    return results;
  } finally {
    await app.close();
  }
}

export function printStaticReads(results: StaticReadResult[]): void {
  for (const r of results) {
    const ratio = r.subject / r.floor;
    console.log(
      `${r.name}: ${r.subject.toFixed(0)} req/s vs floor ${r.floor.toFixed(0)} req/s ` +
        `(node:http, same bytes) -> ratio ${ratio.toFixed(3)} ` +
        `(goal >= ${r.goal}: ${ratio >= r.goal ? 'met' : 'MISSED'})`,
    );
    // What the head costs: the same body and the same ~1 KB of headers (security headers on every
    // answer, issue 28) from node:http. The ratio to it is the app's own work per request.
    console.log(
      `  vs node:http with the same body and the same ${r.headBytes}-byte head: ` +
        `${r.sameHead.toFixed(0)} req/s -> ratio ${(r.subject / r.sameHead).toFixed(3)}`,
    );
    // The same comparison by CPU time per request, which other processes on a shared host move
    // less than they move throughput.
    console.log(
      `  CPU per request: ${r.subjectCpu.toFixed(0)} µs vs floor ${r.floorCpu.toFixed(0)} µs ` +
        `-> ratio ${(r.floorCpu / r.subjectCpu).toFixed(3)}`,
    );
  }
}

// `npx tsx bench/static-reads.ts` runs these two alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  printStaticReads(await benchStaticReads({ duration: Number(process.env.BENCH_SECONDS ?? 5) }));
}
