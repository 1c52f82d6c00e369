import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents } from '../../db/tables/tracking.ts';
import { createTestApp, hosts, type TestApp } from '../../test/create-test-app.ts';

const fixedNow = new Date('2026-03-01T12:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => fixedNow });
});
afterAll(() => t.close());

const post = (
  url: string,
  payload: unknown,
  host: string = hosts.watt,
  type = 'application/json',
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { host, 'content-type': type },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const rowsOf = (tenantId: string) =>
  t.app.db.select().from(trackingEvents).where(eq(trackingEvents.tenantId, tenantId));

const batch = {
  events: [
    {
      event: 'viewPage',
      id: 'evt-1',
      session: 's1',
      user: 'u1',
      ts: 1772366400000,
      fields: { page: '/' },
    },
    { event: 'clickBuy', id: 'evt-2', ts: 1772366401000, fields: { goods: 'gem_60', price: 99 } },
  ],
};

describe('POST /service/recharge/dot.php', () => {
  it('stores the events and does not double-count a resent batch', async () => {
    const first = await post('/service/recharge/dot.php', batch);
    expect(first.json()).toEqual({ code: 1, msg: 'ok', data: { accepted: 2, dropped: 0 } });
    const again = await post('/service/recharge/dot.php', batch);
    expect(again.json()).toEqual({ code: 1, msg: 'ok', data: { accepted: 0, dropped: 0 } });

    const rows = await rowsOf('watt');
    expect(rows).toHaveLength(2);
    const view = rows.find((r) => r.eventId === 'evt-1');
    expect(view).toMatchObject({
      kind: 'dot',
      event: 'viewPage',
      session: 's1',
      userRef: 'u1',
      fields: { page: '/' },
      demo: false,
    });
    expect(view?.clientTs?.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(view?.receivedAt.toISOString()).toBe(fixedNow.toISOString());
  });

  it('keeps tenants apart: the same event id on another brand is a new event', async () => {
    const res = await post('/service/recharge/dot.php', batch, hosts.dragonLocal);
    expect(res.json().data).toEqual({ accepted: 2, dropped: 0 });
    expect(await rowsOf('dragon')).toHaveLength(2);
  });

  it('accepts a text/plain beacon body holding JSON', async () => {
    const beacon = { events: [{ event: 'login', id: 'evt-beacon', ts: 1772366402000 }] };
    const res = await post(
      '/service/recharge/dot.php',
      JSON.stringify(beacon),
      hosts.wattDemo,
      'text/plain;charset=UTF-8',
    );
    expect(res.json().data).toEqual({ accepted: 1, dropped: 0 });
    const [row] = await t.app.db
      .select()
      .from(trackingEvents)
      .where(and(eq(trackingEvents.tenantId, 'watt'), eq(trackingEvents.eventId, 'evt-beacon')));
    expect(row).toMatchObject({ event: 'login', demo: true, fields: {} });
  });

  it('rejects text that is not JSON, unknown events and bodies over 64 KB', async () => {
    const text = await post('/service/recharge/dot.php', 'not json', hosts.watt, 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: -400 });

    const bogus = await post('/service/recharge/dot.php', {
      events: [{ event: 'hack', id: 'x', ts: 1 }],
    });
    expect(bogus.json().code).toBe(-400);
    expect(bogus.json().msg).toContain('events.0.event');

    const big = {
      events: [{ event: 'viewPage', id: 'big', ts: 1, fields: { pad: 'x'.repeat(70_000) } }],
    };
    const tooLarge = await post('/service/recharge/dot.php', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: -400, data: null });
  });
});

describe('POST /service/recharge/api.php', () => {
  it('stores an order event once', async () => {
    const order = {
      event: 18,
      id: 'ord-1',
      session: 's1',
      order: { billing_no: 'B1', amount: 990 },
    };
    expect((await post('/service/recharge/api.php', order)).json().data).toEqual({
      accepted: 1,
      dropped: 0,
    });
    expect((await post('/service/recharge/api.php', order)).json().data).toEqual({
      accepted: 0,
      dropped: 0,
    });
    const rows = (await rowsOf('watt')).filter((r) => r.kind === 'order');
    expect(rows).toEqual([
      expect.objectContaining({
        event: '18',
        eventId: 'ord-1',
        fields: { billing_no: 'B1', amount: 990 },
      }),
    ]);
  });
});

describe('tracking limits', () => {
  const flood = (session: string | undefined, from: number) => ({
    events: Array.from({ length: 50 }, (_, i) => ({
      event: 'viewPage',
      id: `flood-${session ?? 'none'}-${from + i}`,
      ...(session ? { session } : {}),
      ts: 1772366400000,
    })),
  });

  it('drops and counts what one session sends past its limit, still answering success', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(
        '/service/recharge/dot.php',
        flood('flood-session', i * 50),
        'pay.ko-play.example',
      );
      expect(res.statusCode).toBe(200);
      answers.push(res.json());
    }
    expect(answers.every((a) => a.code === 1)).toBe(true);
    const accepted = answers.reduce((n, a) => n + a.data.accepted, 0);
    const dropped = answers.reduce((n, a) => n + a.data.dropped, 0);
    expect(accepted).toBe(120);
    expect(dropped).toBe(130);
    expect(await rowsOf('ko')).toHaveLength(120);
    expect(await t.app.metrics.text()).toContain('topup_tracking_dropped_total{tenant="ko"} 130');
  });

  it('caps one address across many sessions (and the order endpoint shares the budget)', async () => {
    let accepted = 0;
    for (let s = 0; s < 14; s++) {
      accepted += (
        await post('/service/recharge/dot.php', flood(`addr-${s}`, 0), 'pay.coolgame.example')
      ).json().data.accepted;
    }
    expect(accepted).toBe(600);
    const order = await post(
      '/service/recharge/api.php',
      { event: 18, id: 'ord-over', order: { billing_no: 'B9' } },
      'pay.coolgame.example',
    );
    expect(order.json()).toEqual({ code: 1, msg: 'ok', data: { accepted: 0, dropped: 1 } });
  });
});
