import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { emulatorTestKit } from '@topup/demo/emulators/emulator-test-kit';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { hostOf } from './test-kit.ts';

// Issue 28 item 11: one player with one unpaid order opened a thousand tracker streams, each
// reading the database every second. Streams are now capped per player and per instance (-429
// before the stream opens), and the streams of one order share one read per second. Through a
// real listening server, so a stream can be dropped as a browser tab drops it.

type Stream = {
  status: number;
  body: () => string;
  /** Resolves once the stream has sent its first `track` event. */
  firstEvent: Promise<void>;
  close: () => void;
};

function openStream(port: number, path: string, host: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      let seen: () => void = () => {};
      const firstEvent = new Promise<void>((r) => (seen = r));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        if (body.includes('event: track\n')) seen();
      });
      res.on('error', () => {});
      resolve({
        status: res.statusCode!,
        body: () => body,
        firstEvent,
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}

const ended = (s: Stream) => new Promise((r) => setTimeout(r, 300)).then(() => s.body());

async function appWith(limits: { perPlayer: number; perInstance: number }) {
  const t = await createTestApp(
    {
      orderTrackStreamsPerPlayer: limits.perPlayer,
      orderTrackStreamsPerInstance: limits.perInstance,
    },
    { paymentTransport: (app) => createInjectTransport(app) },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}

/** An unpaid order of the demo player: its streams stay open. */
async function unpaidOrder(kit: ReturnType<typeof emulatorTestKit>) {
  const order = await kit.pay('pay/paypal_pay');
  const query = new URLSearchParams({
    billing_no: order.billingNo,
    oauth_token: String(order.token),
  });
  return { path: `/api/pay/orderTrack/stream?${query}`, host: hostOf(order.tenant) };
}

function expectRefused(stream: Stream, body: string) {
  expect(stream.status).toBe(429);
  const answer = JSON.parse(body) as { code: number; msg: string };
  expect(answer.code).toBe(ResultCode.RateLimited);
  expect(answer.msg).toBe('Too many requests, retry in 30 s');
}

describe('tracker streams per player (ORDER_TRACK_STREAMS_PER_PLAYER)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    ({ t, port } = await appWith({ perPlayer: 3, perInstance: 100 }));
  });
  afterAll(() => t.close());
  const kit = emulatorTestKit(() => t);

  it('streams of one order share one read per second; the 4th of the player gets -429', async () => {
    const { path, host } = await unpaidOrder(kit);
    const reads = vi.spyOn(t.app.orders, 'getOrder');
    const streams = await Promise.all([1, 2, 3].map(() => openStream(port, path, host)));
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
    await Promise.all(streams.map((s) => s.firstEvent));

    // Two seconds of three open streams: two or three reads in all, not one per stream.
    const before = reads.mock.calls.length;
    await new Promise((r) => setTimeout(r, 2_100));
    const during = reads.mock.calls.length - before;
    expect(during).toBeGreaterThanOrEqual(1);
    expect(during).toBeLessThanOrEqual(3);

    const fourth = await openStream(port, path, host);
    expectRefused(fourth, await ended(fourth));
    expect(fourth.status).toBe(429);

    // A tab closes: its place is free again.
    streams[0]!.close();
    await new Promise((r) => setTimeout(r, 200));
    const again = await openStream(port, path, host);
    expect(again.status).toBe(200);
    await again.firstEvent;
    for (const s of [again, ...streams]) s.close();
    reads.mockRestore();
  });
});

describe('a flood of stream requests on one token', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    ({ t, port } = await appWith({ perPlayer: 3, perInstance: 100 }));
  });
  afterAll(() => t.close());
  const kit = emulatorTestKit(() => t);

  it('is refused before the order is read: 30 at once cost the reads of 3', async () => {
    const { path, host } = await unpaidOrder(kit);
    const reads = vi.spyOn(t.app.orders, 'getOrder');
    const streams = await Promise.all(
      Array.from({ length: 30 }, () => openStream(port, path, host)),
    );
    expect(streams.filter((s) => s.status === 200)).toHaveLength(3);
    expect(streams.filter((s) => s.status === 429)).toHaveLength(27);
    // Three owner checks and the shared reads of a second at most, never one per request.
    expect(reads.mock.calls.length).toBeLessThanOrEqual(6);
    for (const s of streams) s.close();
    reads.mockRestore();
  });
});

describe('tracker streams per instance (ORDER_TRACK_STREAMS_PER_INSTANCE)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    ({ t, port } = await appWith({ perPlayer: 100, perInstance: 2 }));
  });
  afterAll(() => t.close());
  const kit = emulatorTestKit(() => t);

  it('answers -429 past the instance cap, whatever the player', async () => {
    const first = await unpaidOrder(kit);
    const second = await unpaidOrder(kit);
    const open = [
      await openStream(port, first.path, first.host),
      await openStream(port, second.path, second.host),
    ];
    expect(open.map((s) => s.status)).toEqual([200, 200]);
    const third = await openStream(port, second.path, second.host);
    expectRefused(third, await ended(third));
    for (const s of open) s.close();
    await new Promise((r) => setTimeout(r, 200));
    const later = await openStream(port, first.path, first.host);
    expect(later.status).toBe(200);
    later.close();
  });
});
