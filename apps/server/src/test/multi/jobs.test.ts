import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { HttpTransport } from '../../lib/http-transport.ts';
import { createOrderHooks } from '../../modules/orders/hooks.ts';
import { sweepExpired } from '../../modules/orders/sweep-expired.ts';
import { payKit } from '../../modules/payments/test-kit.ts';
import { providerEmulators } from '@topup/demo/emulators/emulator-set';
import { createSandboxCallbackSender } from '@topup/demo/sandbox-gateway/callback-sender';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { quietLog } from '@topup/demo/sandbox-gateway/test-kit';
import { createTestApp, type TestApp } from '../create-test-app.ts';
import { databaseUrl, sqlOnce } from './pg-schema.ts';

// Every instance runs the outbox relay, the expiry sweep and the sandbox callback sender. Two
// app instances on one schema (two pools, as two processes would have), their jobs driven at the
// same moments, must still deliver each paid order once, send each callback once and expire each
// order once: their claims (FOR UPDATE SKIP LOCKED plus a lease) keep them off each other's rows.
const PAID = 60;
const UNPAID = 40;

type LogLine = Record<string, unknown>;
const logSink = (lines: LogLine[]) => ({
  write(line: string) {
    lines.push(JSON.parse(line) as LogLine);
  },
});

const logs: [LogLine[], LogLine[]] = [[], []];
// PingPong speaks Topup merchant protocol v1 against its emulator (decision 0054); without its
// emulator it is served by the generic sandbox and its callback sender, which this test drives.
const emulators = providerEmulators.filter((e) => e.key !== 'pingpong');
let t: TestApp;
let second: FastifyInstance;
const apps = () => [t.app, second] as const;

beforeAll(async () => {
  if (!databaseUrl) return;
  t = await createTestApp(
    { logLevel: 'info' },
    {
      logStream: logSink(logs[0]),
      paymentTransport: (app) => createInjectTransport(app),
      emulators,
    },
  );
  // The second instance: the same configuration, so the same schema, its own pool.
  second = await buildApp(t.config, {
    logStream: logSink(logs[1]),
    paymentTransport: (app) => createInjectTransport(app),
    emulators,
  });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const count = async (text: string) =>
  Number(
    (
      await sqlOnce<{ n: number }>(
        databaseUrl!,
        text.replaceAll('$schema', t.config.databaseSchema!),
      )
    )[0]!.n,
  );

describe.skipIf(!databaseUrl)('background jobs on two instances of one database', () => {
  it(`${PAID} paid orders: each callback sent once, each order delivered once; ${UNPAID} expired once`, async () => {
    const kit = payKit(() => t);
    // PingPong on the generic sandbox (above) and its callback sender.
    const { body } = await kit.payloadFor(await kit.methodFor('pay/pingpongx_pay'));
    const pay = async (i: number) => {
      const res = await apps()[i % 2]!.inject({
        method: 'POST',
        url: '/api/pay/pingpongx_pay',
        headers: { host: 'watt.localhost' },
        payload: body,
      });
      const answer = res.json() as { code: number; data: { billing_no: string; url: string } };
      expect(answer.code).toBe(1);
      return answer.data;
    };
    const paid = await Promise.all(Array.from({ length: PAID }, (_, i) => pay(i)));
    for (const [i, order] of paid.entries()) {
      const res = await apps()[i % 2]!.inject({
        method: 'POST',
        url: `${new URL(order.url).pathname}/succeed`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(res.statusCode).toBe(200);
    }
    const unpaid = await Promise.all(Array.from({ length: UNPAID }, (_, i) => pay(i)));

    // Callback senders, one per instance, each posting to its own instance; run together.
    const sends = new Map<string, number>();
    const sendersBy = [0, 0];
    const senders = apps().map((app, i) => {
      const inject = createInjectTransport(app);
      const transport: HttpTransport = async (url, init) => {
        const eventId = (JSON.parse(init.body!) as { event_id: string }).event_id;
        sends.set(eventId, (sends.get(eventId) ?? 0) + 1);
        sendersBy[i]! += 1;
        return inject(url, init);
      };
      return createSandboxCallbackSender({
        db: app.db,
        config: t.config,
        transport,
        log: quietLog,
      });
    });
    for (let round = 0; round < 20; round++) {
      const runs = await Promise.all(senders.map((s) => s.runOnce()));
      if (runs.every((r) => r.sent + r.retried === 0)) break;
    }
    expect(sends.size).toBe(PAID);
    expect([...sends.values()].filter((n) => n !== 1)).toEqual([]);
    expect(
      await count(
        `select count(*)::int as n from "$schema".sandbox_callbacks where acked_at is null`,
      ),
    ).toBe(0);

    // Both relays claim from the one outbox at the same moments.
    for (let round = 0; round < 20; round++) {
      const runs = await Promise.all(apps().map((app) => app.outboxRelay.runOnce()));
      if (runs.every((r) => r.delivered + r.retried + r.dead + r.skipped === 0)) break;
    }
    const relayed = logs.map((lines) => lines.filter((l) => l.job === 'outbox-relay'));
    const delivered = relayed.map((lines) => lines.filter((l) => l.msg === 'delivered'));
    const perOrder = new Map<string, number>();
    for (const l of delivered.flat()) {
      perOrder.set(String(l.billingNo), (perOrder.get(String(l.billingNo)) ?? 0) + 1);
    }
    const repeats = relayed.flat().filter((l) => l.msg !== 'delivered');
    console.log(
      `[multi] two instances: callbacks sent ${sendersBy.join(' + ')}, deliveries ${delivered
        .map((d) => d.length)
        .join(' + ')}, other relay outcomes ${repeats.length}`,
    );
    expect(repeats.map((l) => l.msg)).toEqual([]);
    expect(perOrder.size).toBe(PAID);
    expect([...perOrder.values()].filter((n) => n !== 1)).toEqual([]);
    expect(new Set(perOrder.keys())).toEqual(new Set(paid.map((p) => p.billing_no)));
    expect(
      await count(`select count(*)::int as n from "$schema".orders where status = 'delivered'`),
    ).toBe(PAID);
    expect(await count(`select count(*)::int as n from "$schema".demo_deliveries`)).toBe(PAID);

    // Both sweeps, two hours on, at the same moment.
    const later = () => new Date(Date.now() + 2 * 60 * 60_000);
    // The sweep itself at a later clock; these orders reserved nothing, so no hooks are needed.
    const expired = await Promise.all(
      apps().map((app) => sweepExpired(app.db, later, createOrderHooks())),
    );
    expect(expired[0]! + expired[1]!).toBe(UNPAID);
    expect(
      await count(
        `select count(*)::int as n from "$schema".orders where status = 'expired' and billing_no in (${unpaid
          .map((u) => `'${u.billing_no}'`)
          .join(',')})`,
      ),
    ).toBe(UNPAID);
    expect(
      await count(
        `select count(*)::int as n from (select billing_no from "$schema".order_events
           where to_status = 'expired' group by billing_no having count(*) > 1) twice`,
      ),
    ).toBe(0);
  });
});
