import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxUpstreams } from './compose.ts';
import { checkNginx, findNginx, startNginx, type RunningNginx } from './nginx.ts';

const conf = readFileSync(path.resolve(import.meta.dirname, '../nginx/nginx.conf'), 'utf8');
// CI's deployment stage unpacks Debian's nginx first (scripts/ensure-nginx.sh); without one these
// tests are skipped and `npm run validate:deploy` says so.
const bin = findNginx();

describe.skipIf(!bin)('nginx load balancer config', () => {
  it('loads (nginx -t)', () => {
    expect(checkNginx(conf, nginxUpstreams(conf), bin!)).toEqual([]);
  });

  it('fails nginx -t on a misspelt directive', () => {
    const broken = conf.replace('proxy_read_timeout 30s;', 'proxy_read_timout 30s;');
    expect(checkNginx(broken, nginxUpstreams(conf), bin!).join('\n')).toContain(
      'unknown directive "proxy_read_timout"',
    );
  });

  describe('in front of two instances', () => {
    type Seen = { instance: string; method: string; url: string; headers: IncomingHttpHeaders };
    const seen: Seen[] = [];
    const instances: Server[] = [];
    let nginx: RunningNginx;
    let base: string;
    let status: string;

    /** A stand-in app instance: answers with its name; hangs up on POST /drop (a crash mid-request). */
    async function instance(name: string): Promise<Server> {
      const server = createServer((req, res) => {
        seen.push({ instance: name, method: req.method!, url: req.url!, headers: req.headers });
        if (req.url === '/drop') return void req.socket.destroy();
        if (req.url!.startsWith('/api/pay/orderTrack/stream')) {
          // An order-tracker stream: headers now, then held open like the app's.
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          return void res.write(': open\n\n');
        }
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ instance: name }));
      });
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      return server;
    }
    const portOf = (s: Server) => (s.address() as AddressInfo).port;
    async function freePort(): Promise<number> {
      const s = createServer().listen(0, '127.0.0.1');
      await once(s, 'listening');
      const port = portOf(s);
      await new Promise((r) => s.close(r));
      return port;
    }

    beforeAll(async () => {
      instances.push(await instance('app1'), await instance('app2'));
      const [front, health] = [await freePort(), await freePort()];
      base = `http://127.0.0.1:${front}`;
      status = `http://127.0.0.1:${health}/healthz`;
      nginx = await startNginx(
        bin!,
        conf,
        {
          upstreams: {
            'app1:8080': `127.0.0.1:${portOf(instances[0]!)}`,
            'app2:8080': `127.0.0.1:${portOf(instances[1]!)}`,
          },
          listens: { '80': `127.0.0.1:${front}`, '8081': `127.0.0.1:${health}` },
        },
        status,
      );
    });
    afterAll(async () => {
      await nginx?.stop();
      for (const s of instances) s.closeAllConnections();
      await Promise.all(instances.map((s) => new Promise((r) => s.close(r))));
    });

    // node:http, not fetch: fetch may not set Host, and the brand comes from Host.
    const get = (url: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(`${base}${url}`, { headers }, (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        });
        req.on('error', reject);
        req.end();
      });

    it('holds at most 20 order-tracker streams per address; other paths are not limited', async () => {
      const opened: ReturnType<typeof request>[] = [];
      const statusOf = (url: string) =>
        new Promise<number>((resolve, reject) => {
          const req = request(`${base}${url}`, (res) => {
            resolve(res.statusCode!);
            if (res.statusCode !== 200) res.resume();
          });
          req.on('error', reject);
          req.end();
          opened.push(req);
        });
      try {
        const codes = await Promise.all(
          Array.from({ length: 25 }, (_, i) => statusOf(`/api/pay/orderTrack/stream?n=${i}`)),
        );
        expect(codes.filter((c) => c === 200)).toHaveLength(20);
        expect(codes.filter((c) => c === 429)).toHaveLength(5);
        expect((await get('/api/config/recharge')).status).toBe(200);
      } finally {
        for (const req of opened) req.destroy();
      }
    });

    it('answers its own health port', async () => {
      const res = await fetch(status);
      expect([res.status, await res.text()]).toEqual([200, 'ok']);
    });

    it('takes turns between the instances (round robin)', async () => {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(JSON.parse((await get('/rr')).body).instance);
      expect(answers.filter((a) => a === 'app1')).toHaveLength(3);
      expect(answers.filter((a) => a === 'app2')).toHaveLength(3);
      expect(answers[0]).not.toBe(answers[1]);
    });

    it('passes the brand host, the client address and scheme, and the request id', async () => {
      seen.length = 0;
      await get('/h1', { host: 'watt.localhost', 'x-request-id': 'req-from-client-1' });
      await get('/h2', { 'x-forwarded-for': '203.0.113.7' });
      const [first, second] = seen;
      expect(first!.headers.host).toBe('watt.localhost');
      expect(first!.headers['x-request-id']).toBe('req-from-client-1');
      expect(first!.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(first!.headers['x-forwarded-proto']).toBe('http');
      // Appended, not replaced: TRUST_PROXY=1 makes the app take the address nginx saw.
      expect(second!.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
      // No id from the client: nginx makes one (32 hex digits).
      expect(second!.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    });

    it('keeps /metrics away from players', async () => {
      seen.length = 0;
      expect((await get('/metrics')).status).toBe(404);
      expect(seen).toEqual([]);
    });

    it('never sends a POST twice when an instance dies mid-request', async () => {
      seen.length = 0;
      const answers = [];
      for (let i = 0; i < 2; i++) {
        answers.push((await fetch(`${base}/drop`, { method: 'POST', body: '{}' })).status);
      }
      // Each POST reached exactly one instance, which hung up: 502, not a second delivery.
      expect(answers).toEqual([502, 502]);
      expect(seen.filter((s) => s.url === '/drop')).toHaveLength(2);
      expect(new Set(seen.map((s) => s.instance)).size).toBe(2);
    });

    it('sends everything to the live instance when one is down', async () => {
      const down = instances[1]!;
      down.closeAllConnections();
      await new Promise((r) => down.close(r));
      const answers = [];
      for (let i = 0; i < 6; i++) {
        const res = await get('/after-kill');
        answers.push(`${res.status} ${JSON.parse(res.body).instance}`);
      }
      expect(answers).toEqual(Array(6).fill('200 app1'));
    });
  });
});
