import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../../db/tables/console.ts';
import { outbox } from '../../../db/tables/payments.ts';
import type { GameGateway } from '../../../games/game-gateway.ts';
import { createOutboxRelay } from '../../orders/relay/outbox-relay.ts';
import {
  deliveriesOf,
  newOrderInput,
  outboxOf,
  paidInput,
  testClock,
} from '../../orders/test-kit.ts';
import type { OrderRow } from '../../orders/types.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createTestStaff } from '../test-kit.ts';

// Orders in the console over the API (issue 16). Runs on PGlite, and on PostgreSQL with
// DATABASE_URL set, where the two replays pressed at once really race.

let t: TestApp;
const clock = testClock();
type Headers = Record<string, string>;
let support: Headers;
let analyst: Headers;
let otherBrand: Headers;
let supportId: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const s = await createTestStaff(t.app, { role: 'support', tenantIds: ['watt'] });
  support = s.headers;
  supportId = s.id;
  analyst = (await createTestStaff(t.app, { role: 'analyst', tenantIds: ['watt'] })).headers;
  otherBrand = (await createTestStaff(t.app, { role: 'support', tenantIds: ['joyage'] })).headers;
}, 180_000);
afterAll(() => t.close());

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

async function call(method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  // Answers of five shapes, checked field by field below.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

async function paidOrder(
  roleId: string,
  overrides: Partial<Parameters<typeof newOrderInput>[0]> = {},
) {
  const order = await t.app.orders.createOrder(newOrderInput({ roleId, ...overrides }));
  await t.app.orders.confirmPayment(paidInput(order));
  return order;
}

/** A paid order whose delivery failed for good (the game answered errors): parked as dead. */
async function deadOrder(roleId: string): Promise<OrderRow> {
  const order = await paidOrder(roleId);
  const failing: GameGateway = {
    ...t.app.gameGateway,
    deliver: async () => {
      throw new Error('game server answered 500');
    },
  };
  const relay = createOutboxRelay({
    db: t.app.db,
    gameGateway: failing,
    now: clock.now,
    log: quiet,
    maxAttempts: 1,
  });
  await relay.runOnce();
  const [row] = await outboxOf(t.app.db, order.billingNo);
  expect(row!.deadAt).not.toBeNull();
  return order;
}

describe('console orders: search and story', () => {
  it('finds orders of the brand by billing number, account, role, status and dates', async () => {
    const order = await paidOrder('1001012');
    const base = '/api/console/orders';
    const found = await call('GET', `${base}?billing_no=${order.billingNo}`, support);
    expect(found).toMatchObject({ code: 1, data: { total: 1, page: 1 } });
    expect(found.data.items[0]).toMatchObject({
      billing_no: order.billingNo,
      tenant: 'watt',
      status: 'paid',
      role_name: 'Borin',
    });
    for (const q of [
      'account=10000001',
      'account=DEMO',
      'role=1001012',
      'role=bori',
      'status=paid',
    ]) {
      const res = await call('GET', `${base}?${q}&tenant=watt`, support);
      expect(
        res.data.items.map((o: { billing_no: string }) => o.billing_no),
        q,
      ).toContain(order.billingNo);
    }
    const day = clock.now().toISOString().slice(0, 10);
    const dated = await call('GET', `${base}?from=${day}&to=${day}&page_size=1`, support);
    expect(dated.data).toMatchObject({ page_size: 1 });
    expect(dated.data.items).toHaveLength(1);
    const none = await call('GET', `${base}?from=2000-01-01&to=2000-01-02`, support);
    expect(none.data.total).toBe(0);
    expect((await call('GET', `${base}?status=nonsense`, support)).code).toBe(-400);
  });

  it("another brand's support sees none of them: empty search, -404 for the brand and the order", async () => {
    const order = await paidOrder('1001012');
    const search = await call(
      'GET',
      `/api/console/orders?billing_no=${order.billingNo}`,
      otherBrand,
    );
    expect(search.data).toMatchObject({ total: 0, items: [] });
    expect(await call('GET', '/api/console/orders?tenant=watt', otherBrand)).toMatchObject({
      status: 404,
      code: -404,
    });
    const story = await call('GET', `/api/console/orders/${order.billingNo}`, otherBrand);
    expect(story).toMatchObject({ status: 404, code: -404, data: null });
    expect(await call('GET', '/api/console/orders/NOPE', support)).toMatchObject({ code: -404 });
  });

  it("tells an order's whole story: created, paid, each delivery attempt with the game's answer", async () => {
    const order = await deadOrder('1015011');
    const res = await call('GET', `/api/console/orders/${order.billingNo}`, analyst);
    expect(res.code).toBe(1);
    const kinds = res.data.timeline.map(
      (e: { kind: string; title: string }) => `${e.kind}:${e.title}`,
    );
    expect(kinds).toEqual(
      expect.arrayContaining([
        'event:— → created',
        'event:created → paid',
        'delivery-attempt:deliver attempt 1: failed',
        'event:paid',
      ]),
    );
    const attempt = res.data.timeline.find((e: { kind: string }) => e.kind === 'delivery-attempt');
    expect(attempt).toMatchObject({
      body: 'game server answered 500',
      detail: { source: 'relay' },
    });
    expect(res.data).toMatchObject({
      can_replay: true,
      can_refund: true,
      outbox: [{ kind: 'deliver', state: 'dead', attempts: 1 }],
      order: { status: 'paid', delivery_error: expect.stringMatching(/answered 500/) },
    });
  });
});

describe('console orders: replay', () => {
  it('two replays pressed at once deliver once through the same delivery id', async () => {
    const order = await deadOrder('1029011');
    const url = `/api/console/orders/${order.billingNo}/replay`;
    const [a, b] = await Promise.all([call('POST', url, support), call('POST', url, support)]);
    const answers = [a, b].sort((x, y) => x.status - y.status);
    expect(answers[0]).toMatchObject({
      status: 200,
      code: 1,
      data: { kind: 'deliver', outcome: 'delivered', status: 'delivered', delivery_error: null },
    });
    // The other one is refused: 409 while the first still holds the delivery, or 400 when it
    // arrives after the first has delivered (which one depends on timing; both deliver nothing).
    expect(answers[1]).toMatchObject({ code: -400 });
    expect([409, 400]).toContain(answers[1]!.status);
    expect(await deliveriesOf(t.app.db, order.billingNo)).toHaveLength(1);
    // Delivered: nothing left to replay.
    expect(await call('POST', url, support)).toMatchObject({ status: 400, code: -400 });
    const story = await call('GET', `/api/console/orders/${order.billingNo}`, support);
    const attempts = story.data.timeline.filter(
      (e: { kind: string }) => e.kind === 'delivery-attempt',
    );
    expect(attempts.map((e: { detail: object }) => e.detail)).toMatchObject([
      { attempt: 1, ok: false, source: 'relay' },
      { attempt: 2, ok: true, source: `replay:${supportId}` },
    ]);
    const audit = await t.app.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'order.replay'), eq(staffAudit.target, order.billingNo)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffId: supportId, tenantId: 'watt' });
  });

  it('delivers now an order waiting for its next automatic retry (issue 31 item 6)', async () => {
    // The game refused once; the relay waits 20 minutes before trying again.
    const order = await paidOrder('1001012');
    const failing: GameGateway = {
      ...t.app.gameGateway,
      deliver: async () => {
        throw new Error('game server answered 503');
      },
    };
    await createOutboxRelay({
      db: t.app.db,
      gameGateway: failing,
      now: clock.now,
      log: quiet,
    }).runOnce();
    const [waiting] = await outboxOf(t.app.db, order.billingNo);
    expect(waiting).toMatchObject({ deadAt: null, doneAt: null, attempts: 1 });
    await t.app.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(clock.now().getTime() + 20 * 60_000) })
      .where(eq(outbox.id, waiting!.id));
    const url = `/api/console/orders/${order.billingNo}`;
    expect((await call('GET', url, support)).data.can_replay).toBe(true);

    const [a, b] = await Promise.all([
      call('POST', `${url}/replay`, support),
      call('POST', `${url}/replay`, support),
    ]);
    const answers = [a, b].sort((x, y) => x.status - y.status);
    expect(answers[0]).toMatchObject({ status: 200, data: { outcome: 'delivered' } });
    expect(answers[1]).toMatchObject({ code: -400 });
    expect(await deliveriesOf(t.app.db, order.billingNo)).toHaveLength(1);
    expect((await call('GET', url, support)).data).toMatchObject({
      can_replay: false,
      order: { status: 'delivered' },
    });
  });

  it('does not take a row a relay may be delivering right now (its lease), nor a fresh order', async () => {
    const order = await paidOrder('1001013');
    const url = `/api/console/orders/${order.billingNo}`;
    // Never tried: the relay will take it; nothing to replay.
    expect((await call('GET', url, support)).data.can_replay).toBe(false);
    expect(await call('POST', `${url}/replay`, support)).toMatchObject({ status: 400 });
    // Failed once, next try within a relay's lease: it may be in flight.
    const [row] = await outboxOf(t.app.db, order.billingNo);
    await t.app.db
      .update(outbox)
      .set({
        lastError: 'game server answered 503',
        attempts: 1,
        nextAttemptAt: new Date(clock.now().getTime() + 30_000),
      })
      .where(eq(outbox.id, row!.id));
    expect(await call('POST', `${url}/replay`, support)).toMatchObject({ status: 400 });
    expect(await deliveriesOf(t.app.db, order.billingNo)).toHaveLength(0);
  });

  it('is refused to an analyst (-403) and to another brand (-404), changing nothing', async () => {
    const order = await deadOrder('1001011');
    const url = `/api/console/orders/${order.billingNo}/replay`;
    expect(await call('POST', url, analyst)).toMatchObject({ status: 403, code: -403 });
    expect(await call('POST', url, otherBrand)).toMatchObject({ status: 404, code: -404 });
    const [row] = await outboxOf(t.app.db, order.billingNo);
    expect(row!.deadAt).not.toBeNull();
    expect(await deliveriesOf(t.app.db, order.billingNo)).toHaveLength(0);
  });
});

// Refunds: refund-routes.test.ts and refund-concurrency.test.ts.

describe('console make-up links', () => {
  const body = { tenant: 'watt', client_id: '11103', username: 'demo', amount_minor: 499 };

  it('support creates one for its brand; the audit keeps no secret', async () => {
    const res = await call('POST', '/api/console/replenishments', support, body);
    expect(res).toMatchObject({ code: 1, data: { rp_client_id: '11103' } });
    expect(res.data.url).toContain(res.data.replenish_id);
    const [audit] = await t.app.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'replenish.create'));
    expect(audit).toMatchObject({ tenantId: 'watt', staffId: supportId });
    expect(JSON.stringify(audit)).not.toContain(res.data.replenish_id);
  });

  it('is refused to an analyst (-403), another brand (-404) and bad input (-400)', async () => {
    const url = '/api/console/replenishments';
    expect(await call('POST', url, analyst, body)).toMatchObject({ status: 403, code: -403 });
    expect(await call('POST', url, otherBrand, body)).toMatchObject({ status: 404, code: -404 });
    expect(await call('POST', url, support, { ...body, username: 'ghost' })).toMatchObject({
      code: -400,
    });
    expect(await call('POST', url, support, { ...body, amount_minor: -1 })).toMatchObject({
      code: -400,
    });
  });

  it('every route answers -600 without a staff member', async () => {
    const host = { host: 'console.localhost' };
    for (const [method, url, payload] of [
      ['GET', '/api/console/orders', undefined],
      ['GET', '/api/console/orders/X', undefined],
      ['POST', '/api/console/orders/X/replay', {}],
      ['POST', '/api/console/orders/X/refund', { amount_minor: 1 }],
      ['POST', '/api/console/replenishments', body],
    ] as const) {
      expect((await call(method, url, host, payload)).code, url).toBe(-600);
    }
  });
});
