import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { createHttpTransport } from '../../lib/http-transport.ts';
import { createGatewayForwarder, type ForwardedEvent } from './gateway-forwarder.ts';

type Received = {
  path: string;
  body: { tenant: string; app_ids: unknown; events: Array<Record<string, unknown>> };
};

/** A local data-collection gateway answering each request with the next status of `statuses`. */
async function startReceiver(statuses: Array<number | 'hang'> = []) {
  const received: Received[] = [];
  let calls = 0;
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = statuses[calls++] ?? 200;
      if (status === 'hang') return;
      if (status === 200) {
        received.push({ path: req.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString()) });
      }
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"code":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://user:s3cret@127.0.0.1:${port}`,
    received,
    calls: () => calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const watt = loadTenants().find((t) => t.id === 'watt')!;
const withGateway = (url: string): Tenant[] => [{ ...watt, dataGateway: url }];

const event = (i: number, over: Partial<ForwardedEvent> = {}): ForwardedEvent => ({
  kind: 'dot',
  event: 'viewPage',
  id: `e${i}`,
  session: 's1',
  user: null,
  ts: 1_000 + i,
  receivedAt: 2_000,
  fields: { page: '/' },
  ...over,
});

function recordingLog() {
  const lines: string[] = [];
  return { lines, warn: (obj: object, msg: string) => lines.push(`${msg} ${JSON.stringify(obj)}`) };
}

let closeReceiver: (() => Promise<void>) | null = null;
afterEach(async () => {
  await closeReceiver?.();
  closeReceiver = null;
});

describe('createGatewayForwarder', () => {
  it('posts batches with the brand analytics ids to the legacy gateway paths', async () => {
    const gw = await startReceiver();
    closeReceiver = gw.close;
    const outcomes: string[] = [];
    const f = createGatewayForwarder({
      tenants: withGateway(gw.url),
      transport: createHttpTransport({ timeoutMs: 1_000 }),
      log: recordingLog(),
      batchSize: 2,
      flushMs: 60_000,
      onOutcome: (t, o, n) => outcomes.push(`${t}:${o}:${n}`),
    });
    f.enqueue('watt', [event(1), event(2, { event: 'clickBuy' }), event(3)]);
    f.enqueue('watt', [event(4, { kind: 'order', event: '18', fields: { billing_no: 'B1' } })]);
    f.enqueue('nobody', [event(5)]);
    await f.flush();
    const dots = gw.received.filter((r) => r.path === '/service/recharge/dot.php');
    expect(dots.flatMap((r) => r.body.events.map((e) => e.id)).sort()).toEqual(['e1', 'e2', 'e3']);
    expect(dots.every((r) => r.body.events.length <= 2)).toBe(true);
    expect(dots[0]!.body.app_ids).toEqual(watt.analytics.appIds);
    const first = dots.flatMap((r) => r.body.events).find((e) => e.id === 'e1');
    expect(first).toMatchObject({ event: 'viewPage', event_id: watt.analytics.eventIds.pageView });
    const [order] = gw.received.filter((r) => r.path === '/service/recharge/api.php');
    expect(order!.body.events[0]).toMatchObject({
      event: '18',
      event_id: watt.analytics.eventIds.purchase,
      fields: { billing_no: 'B1' },
    });
    expect(outcomes.sort()).toEqual(['watt:sent:1', 'watt:sent:1', 'watt:sent:2']);
  });

  it('retries a failing gateway a bounded number of times and never logs its credentials', async () => {
    const gw = await startReceiver([500, 503, 200]);
    closeReceiver = gw.close;
    const log = recordingLog();
    const f = createGatewayForwarder({
      tenants: withGateway(gw.url),
      transport: createHttpTransport({ timeoutMs: 1_000 }),
      log,
      retryBaseMs: 5,
      maxAttempts: 3,
    });
    f.enqueue('watt', [event(1)]);
    await f.flush();
    expect(gw.calls()).toBe(3);
    expect(gw.received).toHaveLength(1);

    f.enqueue('watt', [event(2)]);
    gw.calls(); // 3 so far; the receiver now answers 200 for everything
    const down = await startReceiver([500, 500, 500, 500]);
    const g = createGatewayForwarder({
      tenants: withGateway(down.url),
      transport: createHttpTransport({ timeoutMs: 1_000 }),
      log,
      retryBaseMs: 5,
      maxAttempts: 3,
    });
    g.enqueue('watt', [event(3)]);
    await g.flush();
    expect(down.calls()).toBe(3);
    await down.close();
    expect(log.lines.some((l) => l.includes('unreachable') && l.includes('HTTP 500'))).toBe(true);
    expect(log.lines.join('\n')).not.toContain('s3cret');
  });

  it('does not retry a refusal (4xx) and drops a batch the gateway never answers after the timeout', async () => {
    const gw = await startReceiver([400, 'hang', 'hang']);
    closeReceiver = gw.close;
    const outcomes: string[] = [];
    const f = createGatewayForwarder({
      tenants: withGateway(gw.url),
      transport: createHttpTransport({ timeoutMs: 100 }),
      log: recordingLog(),
      retryBaseMs: 5,
      maxAttempts: 2,
      onOutcome: (_t, o) => outcomes.push(o),
    });
    f.enqueue('watt', [event(1)]);
    await f.flush();
    expect(gw.calls()).toBe(1);
    const started = Date.now();
    f.enqueue('watt', [event(2)]); // returns at once: the caller never waits on the gateway
    expect(Date.now() - started).toBeLessThan(50);
    await f.flush();
    expect(gw.calls()).toBe(3);
    expect(outcomes).toEqual(['rejected', 'failed']);
  });

  it('bounds the queue per brand', async () => {
    const outcomes: string[] = [];
    const f = createGatewayForwarder({
      tenants: withGateway('http://127.0.0.1:9'),
      transport: async () => ({ status: 200, body: '' }),
      log: recordingLog(),
      maxQueue: 3,
      batchSize: 100,
      onOutcome: (_t, o, n) => outcomes.push(`${o}:${n}`),
    });
    f.enqueue(
      'watt',
      [1, 2, 3, 4, 5].map((i) => event(i)),
    );
    await f.close();
    expect(outcomes.sort()).toEqual(['overflow:2', 'sent:3']);
  });
});
