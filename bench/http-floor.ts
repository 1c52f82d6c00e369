import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

/** Requests per second of a bare node:http hello world: the floor every HTTP bench divides by. */
export async function measureFloor(duration: number, connections: number): Promise<number> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('hello world');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await requestsPerSecond({ url: `http://127.0.0.1:${port}/`, duration, connections });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

type LoadOptions = {
  url: string;
  duration: number;
  connections: number;
  headers?: Record<string, string>;
};

export async function requestsPerSecond(opts: LoadOptions): Promise<number> {
  return (await loadRun(opts)).perSecond;
}

/**
 * Requests per second and this process's CPU time per request (the server and autocannon share
 * it). On a shared host the throughput moves with what other processes take; the CPU spent per
 * request moves much less, so a ratio of it is the steadier of the two.
 */
export async function loadRun(
  opts: LoadOptions,
): Promise<{ perSecond: number; cpuMicrosPerRequest: number }> {
  const cpu = process.cpuUsage();
  const result = await autocannon({ ...opts, pipelining: 1 });
  const used = process.cpuUsage(cpu);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${opts.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    perSecond: result.requests.average,
    cpuMicrosPerRequest: (used.user + used.system) / Math.max(1, result.requests.total),
  };
}
