import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import { createTestApp, hosts, type TestApp } from '../../test/create-test-app.ts';

// The whole path: a player's beacon is stored, answered at once, and reaches the brand's
// data-collection gateway (a local HTTP receiver) in the background; a brand's resent event is
// not forwarded twice.
type Batch = { path: string; body: { tenant: string; events: Array<{ id: string }> } };
const received: Batch[] = [];
let server: Server;
let t: TestApp;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString()) });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const tenants = loadTenants().map((tenant) =>
    tenant.id === 'watt' ? { ...tenant, dataGateway: `http://127.0.0.1:${port}` } : tenant,
  );
  t = await createTestApp(
    { trackingForward: true },
    { tenants, tracking: { forwarder: { flushMs: 20 } } },
  );
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const post = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/service/recharge/dot.php',
    headers: { host: hosts.watt, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

async function until(check: () => boolean, ms = 3_000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
}

describe('forwarding to the data gateway', () => {
  it('forwards stored events once, in the background', async () => {
    const batch = {
      events: [
        { event: 'viewPage', id: 'fw-1', session: 's', ts: 1 },
        { event: 'clickBuy', id: 'fw-2', session: 's', ts: 2 },
      ],
    };
    expect((await post(batch)).json().data).toEqual({ accepted: 2, dropped: 0 });
    await until(() => received.length > 0);
    expect((await post(batch)).json().data).toEqual({ accepted: 0, dropped: 0 });
    await new Promise((r) => setTimeout(r, 100));
    const ids = received.flatMap((b) => b.body.events.map((e) => e.id));
    expect(ids).toEqual(['fw-1', 'fw-2']);
    expect(received[0]).toMatchObject({
      path: '/service/recharge/dot.php',
      body: { tenant: 'watt' },
    });
    expect(await t.app.metrics.text()).toContain(
      'topup_tracking_forwarded_total{tenant="watt",outcome="sent"} 2',
    );
  });
});
