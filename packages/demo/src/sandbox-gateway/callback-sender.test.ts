import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerCallbackSchema } from '@topup/contracts/payments';
import { createTestApp, type TestApp } from '@topup/server/test/create-test-app';
import { providerSecret, verifySignature } from '@topup/server/modules/payments/secrets';
import {
  chaosCopyDelayMs,
  chaosDelayMs,
  createSandboxCallbackSender,
  retryDelayMs,
} from './callback-sender.ts';
import { createInjectTransport } from './inject-transport.ts';
import { createSandboxRepository } from './repository.ts';
import { merchantClient, paymentInput, quietLog, scriptedStore, unixSeconds } from './test-kit.ts';
import type { HttpTransport as Transport } from '@topup/server/lib/http-transport';

let clock = new Date('2026-03-01T12:00:00.000Z');
const now = () => clock;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
let t: TestApp;
let merchant: ReturnType<typeof merchantClient>;
beforeAll(async () => {
  t = await createTestApp({}, { now });
  merchant = merchantClient(t.app, t.config, now);
});
afterAll(() => t.close());

async function paidPayment(overrides: Record<string, unknown> = {}) {
  const { json } = await merchant.create({ ...paymentInput, ...overrides });
  const res = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${json.id}/succeed` });
  expect(res.statusCode).toBe(200);
  return json.id!;
}
const callbacksOf = (id: string) => createSandboxRepository(t.app.db).callbacksOf(id);

function sender(transport: Transport, opts: { chaos?: boolean; random?: () => number } = {}) {
  return createSandboxCallbackSender({
    db: t.app.db,
    config: { ...t.config, sandboxCallbackChaos: opts.chaos ?? false },
    transport,
    now,
    log: quietLog,
    ...(opts.random ? { random: opts.random } : {}),
  });
}

// Earlier tests' rows must not leak into later counts: drain them first.
async function drain() {
  const store = scriptedStore();
  advance(60 * 60_000);
  while ((await sender(store.transport).runOnce()).sent > 0);
}

describe('sandbox callback sender', () => {
  it("delivers a callback signed with the tenant's provider secret, once", async () => {
    await drain();
    const id = await paidPayment();
    const store = scriptedStore();
    const run = await sender(store.transport).runOnce();
    expect(run).toMatchObject({ sent: 1, retried: 0 });
    expect(store.calls).toHaveLength(1);
    const { url, init } = store.calls[0]!;
    expect(url).toBe(paymentInput.notify_url);
    expect(init.method).toBe('POST');
    expect(init.headers['content-type']).toBe('application/json');
    const timestamp = init.headers['x-pay-timestamp']!;
    expect(timestamp).toBe(String(unixSeconds(clock)));
    const secret = providerSecret(t.config, 'watt', 'payermax');
    expect(verifySignature(secret, timestamp, init.body!, init.headers['x-pay-signature'])).toBe(
      true,
    );
    const other = providerSecret(t.config, 'dragon', 'payermax');
    expect(verifySignature(other, timestamp, init.body!, init.headers['x-pay-signature'])).toBe(
      false,
    );
    const body = providerCallbackSchema.parse(JSON.parse(init.body!));
    expect(body).toMatchObject({ tenant_id: 'watt', provider_txn_id: id, status: 'succeeded' });

    const [row] = await callbacksOf(id);
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row!.ackedAt).not.toBeNull();
    advance(60 * 60_000);
    expect(await sender(store.transport).runOnce()).toMatchObject({ sent: 0, retried: 0 });
    expect(store.calls).toHaveLength(1);
  });

  it('retries with backoff until the store acknowledges with code 1', async () => {
    await drain();
    const id = await paidPayment();
    const store = scriptedStore([
      { status: 500, body: 'boom' },
      new Error('connect ECONNREFUSED'),
      { status: 200, body: '{"code":-403,"msg":"bad signature","data":null}' },
    ]);
    const s = sender(store.transport);
    expect(await s.runOnce()).toMatchObject({ sent: 0, retried: 1 });
    expect(await s.runOnce()).toMatchObject({ sent: 0, retried: 0 }); // not due yet
    advance(999);
    expect((await s.runOnce()).retried).toBe(0);
    advance(1);
    expect((await s.runOnce()).retried).toBe(1); // after 1 s
    advance(1999);
    expect((await s.runOnce()).retried).toBe(0);
    advance(1);
    expect((await s.runOnce()).retried).toBe(1); // after 2 s: answered 200 but not code 1
    const [pendingRow] = await callbacksOf(id);
    expect(pendingRow).toMatchObject({ attempts: 3, ackedAt: null });
    expect(pendingRow!.lastError).toContain('-403');
    advance(4000);
    expect(await s.runOnce()).toMatchObject({ sent: 1, retried: 0 }); // after 4 s
    expect(store.calls).toHaveLength(4);
    expect(new Set(store.calls.map((c) => c.init.body)).size).toBe(1);
    const [row] = await callbacksOf(id);
    expect(row).toMatchObject({ attempts: 4, lastError: null });
    expect(row!.ackedAt).not.toBeNull();
  });

  it('two senders running at once never send the same row twice (lease + SKIP LOCKED)', async () => {
    await drain();
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => paidPayment()));
    const store = scriptedStore();
    const slow: Transport = async (url, init) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return store.transport(url, init);
    };
    const runs = await Promise.all([sender(slow).runOnce(), sender(slow).runOnce()]);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(5);
    expect(store.calls).toHaveLength(5);
    const sentIds = store.calls.map(
      (c) => (JSON.parse(c.init.body!) as { provider_txn_id: string }).provider_txn_id,
    );
    expect(sentIds.sort()).toEqual([...ids].sort());
  });

  it('backs off 1 s, 2 s, 4 s … up to 5 minutes', () => {
    expect([1, 2, 3, 4, 9, 10, 50, 399].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 256_000, 300_000, 300_000, 300_000,
    ]);
  });

  it('retries a notify URL that is not there (over the in-process transport)', async () => {
    await drain();
    const id = await paidPayment({ notify_url: 'http://pay.watt-games.example/no/such/notify' });
    const run = await sender(createInjectTransport(t.app)).runOnce();
    expect(run).toMatchObject({ sent: 0, retried: 1 });
    const [row] = await callbacksOf(id);
    expect(row!.lastError).toContain('HTTP 404');
  });

  it('with chaos, sends a second copy late and holds a first attempt back', async () => {
    await drain();
    const id = await paidPayment();
    const store = scriptedStore();
    const draws = [0.1, 0.1]; // copy, then hold back
    const s = sender(store.transport, { chaos: true, random: () => draws.shift() ?? 0.9 });
    expect(await s.runOnce()).toEqual({ sent: 0, retried: 0, delayed: 1, duplicated: 1 });
    expect(store.calls).toHaveLength(0);
    advance(chaosDelayMs);
    expect((await s.runOnce()).sent).toBe(1);
    advance(chaosCopyDelayMs - chaosDelayMs);
    expect((await s.runOnce()).sent).toBe(1);
    expect(store.calls).toHaveLength(2);
    const events = store.calls.map((c) => JSON.parse(c.init.body!) as { event_id: string });
    expect(events[0]!.event_id).toBe(events[1]!.event_id);
    const rows = await callbacksOf(id);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.ackedAt !== null)).toBe(true);
    // Copies are not copied again.
    advance(60 * 60_000);
    expect((await s.runOnce()).sent).toBe(0);
  });

  it('without a chaos draw, or with chaos off, sends exactly once', async () => {
    await drain();
    const calm = await paidPayment();
    const store = scriptedStore();
    let draws = 0;
    const random = () => {
      draws += 1;
      return 0.5;
    };
    expect(await sender(store.transport, { chaos: true, random }).runOnce()).toEqual({
      sent: 1,
      retried: 0,
      delayed: 0,
      duplicated: 0,
    });
    expect(draws).toBe(2);
    expect(await callbacksOf(calm)).toHaveLength(1);

    const off = await paidPayment();
    await sender(store.transport, { chaos: false, random }).runOnce();
    expect(draws).toBe(2);
    expect(await callbacksOf(off)).toHaveLength(1);
  });
});
