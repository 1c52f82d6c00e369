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

export async function requestsPerSecond(opts: {
  url: string;
  duration: number;
  connections: number;
  headers?: Record<string, string>;
}): Promise<number> {
  const result = await autocannon({ ...opts, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${opts.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}
