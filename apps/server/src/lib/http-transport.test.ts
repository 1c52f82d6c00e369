import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpTransport } from './http-transport.ts';

let server: http.Server;
let port: number;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          host: req.headers.host,
          method: req.method,
          sig: req.headers['x-sig'],
          body,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createHttpTransport', () => {
  const transport = createHttpTransport({ timeoutMs: 2_000 });

  it('reaches <brand>.localhost on the loopback, keeping the brand host and the body', async () => {
    const res = await transport(`http://watt.localhost:${port}/sandbox/api/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sig': 'abc' },
      body: '{"a":1}',
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({
      host: `watt.localhost:${port}`,
      method: 'POST',
      sig: 'abc',
      body: '{"a":1}',
    });
  });

  it('answers non-2xx statuses as values and rejects when nothing listens', async () => {
    const missing = await transport(`http://127.0.0.1:${port}/missing`, {
      method: 'GET',
      headers: {},
    });
    expect(missing.status).toBe(404);
    await expect(
      transport('http://127.0.0.1:1/x', { method: 'GET', headers: {} }),
    ).rejects.toThrow();
  });
});
