import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCredential } from '@topup/contracts/credentials';
import { ResultCode } from '@topup/contracts/result-codes';
import { createDb, type Database } from '../../db/client.ts';
import { createOutboxRelay } from '../../modules/orders/relay/outbox-relay.ts';
import { balanceOf } from '../../modules/orders/test-kit.ts';
import { isDependencyUnavailable } from '../../lib/dependency-error.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { createTestApp, type TestApp } from '../create-test-app.ts';
import { loginAs } from '../login.ts';
import { faultKit, summary, until, watt, wattHost, type Timed } from './fault-kit.ts';
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';

// The app between fault proxies and the real PostgreSQL and Redis (CI's PostgreSQL stage sets
// both URLs). Timeouts are scaled down (1 s statement, 1.5 s query, 1 s connect, 300 ms Redis
// command) so that a stall past them takes seconds, not the 40 s of the outage it stands for:
// what is shown (every request answered within its bound, 503 meanwhile, recovery after) does not
// depend on the scale. long-stall.test.ts runs one 40 s stall at the default timeouts.
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

const timeouts = {
  dbStatementTimeoutMs: 1_000,
  dbQueryTimeoutMs: 1_500,
  dbConnectTimeoutMs: 1_000,
  redisCommandTimeoutMs: 300,
  redisConnectTimeoutMs: 300,
};
// A request waits for a connection, then for a query; a transaction that timed out also waits
// for its ROLLBACK on the same stalled connection. Plus scheduling margin on a busy CI machine.
const requestBoundMs = timeouts.dbConnectTimeoutMs + 2 * timeouts.dbQueryTimeoutMs + 2_500;
const loginLimit = 60; // accounts/routes.ts: per address and minute

describe.skipIf(!databaseUrl || !redisUrl)(
  'dependency faults (PostgreSQL + Redis through a fault proxy; skipped without DATABASE_URL and REDIS_URL)',
  () => {
    let pgProxy: FaultProxy;
    let redisProxy: FaultProxy;
    let t: TestApp;
    let direct: Database;
    let roleBalanceBefore = 0;
    let roleId = '';
    const kit = faultKit(
      () => t,
      () => direct.db,
    );
    // Orders created, and those a provider said were paid (their callbacks are resent at the end,
    // as providers retry until they get a 2xx).
    const created = new Set<string>();
    const paid = new Set<string>();
    const crashes: unknown[] = [];
    const onCrash = (err: unknown) => crashes.push(err);
    let requests = 0;
    let maxLatency = 0;
    const note = (label: string, answers: Timed[]) => {
      requests += answers.length;
      maxLatency = Math.max(maxLatency, summary(label, answers));
      for (const a of answers) if (a.what === 'checkout' && a.billingNo) created.add(a.billingNo);
    };

    beforeAll(async () => {
      process.on('uncaughtException', onCrash);
      process.on('unhandledRejection', onCrash);
      const pgUrl = new URL(databaseUrl!);
      const rUrl = new URL(redisUrl!);
      pgProxy = await startFaultProxy({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
      redisProxy = await startFaultProxy({ host: rUrl.hostname, port: Number(rUrl.port || 6379) });
      t = await createTestApp(
        {
          databaseUrl: pgProxy.through(databaseUrl!),
          redisUrl: redisProxy.through(redisUrl!),
          // The relay and the expiry sweep run on their own through every fault.
          jobsEnabled: true,
          ...timeouts,
        },
        { paymentTransport: (app) => createInjectTransport(app) },
      );
      direct = await createDb({
        databaseUrl: databaseUrl!,
        databaseSchema: t.config.databaseSchema,
        dataDir: ':memory:',
      });
      const body = await kit.prepare();
      roleId = String(body.role_id);
      roleBalanceBefore = await balanceOf(direct.db, { roleId });
    }, 60_000);

    afterAll(async () => {
      process.off('uncaughtException', onCrash);
      process.off('unhandledRejection', onCrash);
      await direct?.close();
      await t?.close();
      await pgProxy?.close();
      await redisProxy?.close();
    });

    async function checkoutAndPay(n: number): Promise<Timed[]> {
      const answers = await Promise.all(Array.from({ length: n }, () => kit.checkout()));
      const fresh = answers.flatMap((a) => (a.code === 1 && a.billingNo ? [a.billingNo] : []));
      const callbacks = await Promise.all(fresh.map((b) => kit.paidCallback(b)));
      fresh.forEach((b) => paid.add(b));
      return [...answers, ...callbacks];
    }

    const recovered = () =>
      until(async () => (await kit.checkout()).code === 1, 15_000).then((ms) => {
        console.log(`[faults]   recovered ${ms} ms after the fault was lifted`);
        return ms;
      });

    it('works through the proxy', async () => {
      const answers = [
        ...(await checkoutAndPay(4)),
        // Left unpaid: their callbacks come during the stall below.
        ...(await Promise.all(Array.from({ length: 3 }, () => kit.checkout()))),
      ];
      note('baseline', answers);
      expect(answers.every((a) => a.status === 200 && a.code === 1)).toBe(true);
    });

    it('stays alive when connections are reset under live traffic, and loses no payment', async () => {
      // Not stalled: four lanes of checkouts and their callbacks, and RSTs landing wherever they
      // are, including between a COMMIT reaching PostgreSQL and its answer reaching the app.
      const lane = async () => {
        const answers: Timed[] = [];
        for (let i = 0; i < 5; i += 1) answers.push(...(await checkoutAndPay(1)));
        return answers;
      };
      const traffic = Promise.all([lane(), lane(), lane(), lane()]);
      for (const at of [60, 120, 120, 120]) {
        await new Promise((r) => setTimeout(r, at));
        pgProxy.reset();
      }
      const answers = (await traffic).flat();
      note('connections reset under live traffic', answers);
      expect(crashes).toEqual([]);
      for (const a of answers) {
        // -3043: the in-process sandbox provider failed on the same database, so the shop
        // refused the pay link, as it does for any provider failure.
        expect([1, ResultCode.Unavailable, ResultCode.InvalidPayLink], JSON.stringify(a)).toContain(
          a.code,
        );
      }
      expect(answers.some((a) => a.code === ResultCode.Unavailable)).toBe(true);
      await recovered();
    }, 30_000);

    it('stays alive when a connection held by a transaction is reset', async () => {
      // A transaction keeps its connection checked out of the pool between statements: the RST
      // lands on a client only the app itself can listen on.
      const inTransaction = Promise.all(
        Array.from({ length: 3 }, () =>
          t.app.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            await new Promise((r) => setTimeout(r, 300));
            await tx.execute(sql`select 1`);
          }),
        ),
      ).then(
        () => null,
        (err: unknown) => err,
      );
      await new Promise((r) => setTimeout(r, 150));
      pgProxy.reset();
      const err = await inTransaction;
      await new Promise((r) => setTimeout(r, 100));
      expect(crashes).toEqual([]);
      expect(isDependencyUnavailable(err), String(err)).toBe(true);
      await recovered();
    }, 30_000);

    it('survives connections cut while idle and reset mid-request, and recovers', async () => {
      // A database restart closes the pooled connections: a request racing the FIN answers 503,
      // the pool drops the closed ones and the next requests open new ones.
      pgProxy.cut();
      const atCut = await Promise.all(Array.from({ length: 3 }, () => kit.checkout()));
      note('at the moment idle connections were cut', atCut);
      for (const a of atCut) expect([1, ResultCode.Unavailable]).toContain(a.code);
      await recovered();
      const afterCut = await checkoutAndPay(3);
      note('after idle connections were cut', afterCut);
      expect(
        afterCut.every((a) => a.code === 1),
        JSON.stringify(afterCut),
      ).toBe(true);

      // Stalled first, so the requests are certainly inside their queries when the RST comes.
      pgProxy.stall();
      const inFlight = Promise.all([
        ...Array.from({ length: 6 }, () => kit.checkout()),
        ...[...paid].slice(0, 3).map((b) => kit.orderInfo(b)),
      ]);
      await new Promise((r) => setTimeout(r, 300));
      expect(pgProxy.openConnections).toBeGreaterThan(0);
      pgProxy.reset();
      pgProxy.resume();
      const answers = await inFlight;
      note('connection reset mid-request', answers);
      // Alive, and every caller got an answer: 503 for the ones the reset hit, never a 500.
      expect(crashes).toEqual([]);
      for (const a of answers) {
        expect([200, 503], JSON.stringify(a)).toContain(a.status);
        if (a.status === 503) {
          expect(a).toMatchObject({ code: ResultCode.Unavailable, retryAfter: '5' });
        }
      }
      expect(answers.some((a) => a.status === 503)).toBe(true);
      await recovered();
    }, 30_000);

    it('answers 503 within its timeouts during a database stall, /readyz says not ready, and recovers', async () => {
      const unpaid = [...created].filter((b) => !paid.has(b)).slice(0, 3);
      pgProxy.stall();
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, () => kit.checkout()),
        ...unpaid.map((b) => {
          paid.add(b);
          return kit.paidCallback(b);
        }),
        ...[...paid].slice(0, 3).map((b) => kit.orderInfo(b)),
        kit.readyz(),
      ]);
      note('database stalled', answers);
      for (const a of answers) {
        expect(a.ms, `${a.what} answered after ${a.ms} ms`).toBeLessThan(requestBoundMs);
        expect(a.status, JSON.stringify(a)).toBe(503);
        if (a.what !== 'readyz') {
          expect(a).toMatchObject({ code: ResultCode.Unavailable, retryAfter: '5' });
        }
      }
      pgProxy.resume();
      await recovered();
      expect((await kit.readyz()).status).toBe(200);
      expect(crashes).toEqual([]);
    }, 40_000);

    it('answers 503 at once while the database refuses connections, and recovers', async () => {
      await pgProxy.refuse();
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, () => kit.checkout()),
        kit.readyz(),
      ]);
      note('database refusing', answers);
      for (const a of answers) {
        expect(a.status, JSON.stringify(a)).toBe(503);
        expect(a.ms).toBeLessThan(requestBoundMs);
      }
      await pgProxy.accept();
      await recovered();
      expect(crashes).toEqual([]);
    }, 30_000);

    // Malformed logins are refused by validation after the limit counted them: cheap to send 61.
    async function loginBurst(remoteAddress: string) {
      const answers: Timed[] = [];
      for (let i = 0; i <= loginLimit; i += 1) {
        const started = performance.now();
        const res = await t.app.inject({
          method: 'POST',
          url: '/util/login/auth',
          headers: { host: wattHost },
          remoteAddress,
          payload: { username: encodeCredential('nobody') },
        });
        answers.push({
          what: 'login',
          status: res.statusCode,
          code: (res.json() as { code: number }).code,
          retryAfter: res.headers['retry-after'] as string | undefined,
          ms: Math.round(performance.now() - started),
        });
      }
      return answers;
    }
    // Hanging was the failure (no command timeout): the margin only absorbs a busy CI machine.
    const loginBound = timeouts.redisCommandTimeoutMs + 1_500;

    it('keeps limiting logins, without waiting, while Redis is stalled', async () => {
      redisProxy.stall();
      const burst = await loginBurst('198.51.100.1');
      note('redis stalled: 61 logins from one address', burst);
      expect(burst.slice(0, loginLimit).every((a) => a.status === 400)).toBe(true);
      expect(burst[loginLimit]).toMatchObject({ status: 429, code: ResultCode.RateLimited });
      expect(Math.max(...burst.map((a) => a.ms))).toBeLessThan(loginBound);
      const started = performance.now();
      const user = await loginAs(t.app, wattHost, {
        clientId: watt.games[0]!.clients.web.clientId,
        remoteAddress: '198.51.100.2',
      });
      expect(user.oauth_token).toBeTruthy();
      expect(performance.now() - started).toBeLessThan(loginBound + 2_000);
      redisProxy.resume();
    }, 30_000);

    it('keeps limiting logins while Redis refuses, and counts in Redis again once it is back', async () => {
      await redisProxy.refuse();
      const burst = await loginBurst('198.51.100.3');
      note('redis refusing: 61 logins from one address', burst);
      expect(burst.slice(0, loginLimit).every((a) => a.status === 400)).toBe(true);
      expect(burst[loginLimit]).toMatchObject({ status: 429, code: ResultCode.RateLimited });
      expect(Math.max(...burst.map((a) => a.ms))).toBeLessThan(loginBound);

      await redisProxy.accept();
      const redis = new Redis(redisUrl!, { lazyConnect: true });
      await redis.connect();
      try {
        // A fresh address each time, also across runs within the limit's minute.
        const run = Math.floor(Math.random() * 256);
        let n = 0;
        const ms = await until(
          async () => {
            const address = `203.0.${run}.${(n += 1)}`;
            await t.app.inject({
              method: 'POST',
              url: '/util/login/auth',
              headers: { host: wattHost },
              remoteAddress: address,
              payload: {},
            });
            return (await redis.get(`topup-rl-POST/util/login/auth-${address}`)) === '1';
          },
          10_000,
          250,
        );
        console.log(`[faults]   rate limits count in Redis again ${ms} ms after it came back`);
      } finally {
        redis.disconnect();
      }
    }, 30_000);

    it('delivers every paid order exactly once after the faults', async () => {
      // The background relay went through every fault above and still runs on its own: a fresh
      // paid order is delivered without anyone running it by hand.
      const fresh = await checkoutAndPay(1);
      note('after all faults', fresh);
      const billingNo = fresh[0]!.billingNo!;
      const byJob = await until(
        async () => (await kit.outcome()).deliveries.has(billingNo),
        5_000,
        100,
      );
      console.log(`[faults]   the background relay delivered a fresh order in ${byJob} ms`);

      // Providers resend a callback until they get a 2xx; all now do.
      for (const b of paid) expect((await kit.paidCallback(b)).code).toBe(1);
      // The background relay kept running through the faults; one by hand (its clock past every
      // retry's backoff) drains what the faults pushed back.
      const relay = createOutboxRelay({
        db: t.app.db,
        gameGateway: t.app.gameGateway,
        now: () => new Date(Date.now() + 60 * 60_000),
        log: { info() {}, warn() {}, error() {} },
      });
      await until(async () => {
        const r = await relay.runOnce();
        return r.delivered + r.retried + r.dead + r.skipped === 0;
      }, 20_000);
      const { status, deliveries, deliveredAmount } = await kit.outcome();
      const all = [...status.keys()];
      const lost = [...paid].filter((b) => (deliveries.get(b) ?? 0) === 0);
      const double = all.filter((b) => (deliveries.get(b) ?? 0) > 1);
      // Orders a checkout created although it answered 503 are in `all`, never paid, never given.
      const unpaidDelivered = all.filter((b) => !paid.has(b) && deliveries.has(b));
      const balance = (await balanceOf(direct.db, { roleId })) - roleBalanceBefore;
      console.log(
        `[faults] totals: ${requests} requests, max latency ${maxLatency} ms; ` +
          `${all.length} orders (${created.size} answered to the player), ${paid.size} paid, ${deliveries.size} delivered, ` +
          `${lost.length} lost, ${double.length} double; balance +${balance} for ${deliveredAmount} delivered`,
      );
      expect(lost).toEqual([]);
      expect(double).toEqual([]);
      expect(unpaidDelivered).toEqual([]);
      expect(balance).toBe(deliveredAmount);
      for (const b of paid) expect(['paid', 'delivered']).toContain(status.get(b));
      expect(crashes).toEqual([]);
      // No connection was left checked out by a request a fault broke (a leak would empty the
      // pool for good after enough faults).
      // (the background jobs borrow one now and then: wait for a quiet moment).
      await until(
        async () => {
          const pool = t.app.database.connections()!;
          return pool.waiting === 0 && pool.idle === pool.total;
        },
        5_000,
        20,
      );
      console.log(
        `[faults] pool after the faults: ${JSON.stringify(t.app.database.connections())}`,
      );
    }, 40_000);
  },
);
