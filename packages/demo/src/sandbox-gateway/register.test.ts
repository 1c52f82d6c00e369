import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@topup/server/test/create-test-app';
import { providerSecret, verifySignature } from '@topup/server/modules/payments/secrets';
import { merchantClient, paymentInput } from './test-kit.ts';

// A stand-in store on a real port: acknowledges the second callback it receives.
type Received = { host: string; headers: http.IncomingHttpHeaders; body: string };
const received: Received[] = [];
const store = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    received.push({ host: req.headers.host ?? '', headers: req.headers, body });
    const ack = received.length >= 2;
    res.writeHead(ack ? 200 : 503, { 'content-type': 'application/json' });
    res.end(JSON.stringify(ack ? { code: 1, msg: 'ok', data: null } : { code: -1 }));
  });
});

let t: TestApp;
let port: number;
beforeAll(async () => {
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  port = (store.address() as AddressInfo).port;
  t = await createTestApp({ jobsEnabled: true });
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => store.close(resolve));
});

describe('sandbox gateway with jobs enabled', () => {
  it('sends the callback over HTTP by itself, to a *.localhost store, until acknowledged', async () => {
    const merchant = merchantClient(t.app, t.config, () => new Date());
    const notify = `http://watt.localhost:${port}/api/pay/notify/payermax`;
    const { json } = await merchant.create({ ...paymentInput, notify_url: notify });
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${json.id}/succeed` });

    // The retry is due a second after the 503; the wide margin is for a loaded machine, where
    // the jobs' start-up work (the first reconciliation pass) shares PGlite's one connection.
    await expect.poll(() => received.length, { timeout: 20_000, interval: 100 }).toBe(2);
    const [first, second] = received;
    expect(first!.host).toBe(`watt.localhost:${port}`);
    expect(second!.body).toBe(first!.body);
    const secret = providerSecret(t.config, 'watt', 'payermax');
    const ts = String(second!.headers['x-pay-timestamp']);
    expect(
      verifySignature(secret, ts, second!.body, String(second!.headers['x-pay-signature'])),
    ).toBe(true);
    // Acknowledged: nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(received).toHaveLength(2);
  });
});
