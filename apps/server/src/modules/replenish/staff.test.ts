import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffReplenishSchema } from '@topup/contracts/replenish';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { testClock } from '../orders/test-kit.ts';
import { hashReplenishId } from './link-id.ts';
import { replenishKit, STAFF_TOKEN, VOLTAGE } from './test-kit.ts';

const clock = testClock();
let t: TestApp;
let closed: TestApp;
beforeAll(async () => {
  t = await createTestApp({ staffApiToken: STAFF_TOKEN }, { now: clock.now });
  closed = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await closed.close();
});
const kit = replenishKit(() => t);
const body = {
  tenant: 'watt',
  client_id: VOLTAGE,
  username: 'demo',
  amount_minor: 499,
  valid_minutes: 30,
  reason: 'chargeback',
};

describe('POST /api/staff/replenishments: who may call it', () => {
  it('is Forbidden without a token, with a wrong one, or a malformed header', async () => {
    for (const token of [null, 'wrong-token-0123456789abcdef', `${STAFF_TOKEN}x`, '']) {
      const res = await kit.staff(body, token);
      expect(res, String(token)).toMatchObject({ status: 403, code: -403, data: null });
    }
    const basic = await kit.inject({
      method: 'POST',
      url: '/api/staff/replenishments',
      payload: body,
      headers: { authorization: `Basic ${STAFF_TOKEN}` },
    });
    expect(basic).toMatchObject({ status: 403, code: -403 });
  });

  it('is Forbidden before the body is looked at: a bad body without the token tells nothing', async () => {
    expect(await kit.staff({}, null)).toMatchObject({ status: 403, code: -403 });
    expect(await kit.staff({}, STAFF_TOKEN)).toMatchObject({ status: 400, code: -400 });
  });

  it('is Forbidden for everybody when STAFF_API_TOKEN is not configured', async () => {
    const other = replenishKit(() => closed);
    const res = await other.staff(body, STAFF_TOKEN);
    expect(res).toMatchObject({ status: 403, code: -403, msg: 'Staff endpoints are not enabled' });
  });

  it('answers on any host, even one that names no brand (the tenant is in the body)', async () => {
    const res = await kit.staff(body, STAFF_TOKEN, 'localhost:8080');
    expect(res).toMatchObject({ status: 200, code: 1 });
    expect(res.data.url).toMatch(/^https:\/\/pay\.watt-games\.example\/replenishGoods\?/);
  });
});

describe('POST /api/staff/replenishments: the link', () => {
  it('creates an open link; only the hash of the secret is stored', async () => {
    const res = await kit.staff(body);
    expect(res).toMatchObject({ status: 200, code: 1 });
    const data = staffReplenishSchema.parse(res.data);
    expect(data.replenish_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.rp_client_id).toBe(VOLTAGE);
    // Asked on the brand's own host: the link points there.
    expect(data.url).toBe(
      `http://watt.localhost:8080/replenishGoods?replenish_id=${data.replenish_id}&rp_client_id=${VOLTAGE}`,
    );
    expect(data.expires_at).toBe(new Date(clock.now().getTime() + 30 * 60_000).toISOString());
    const row = await kit.linkRow(data.replenish_id);
    expect(row).toMatchObject({
      idHash: hashReplenishId(data.replenish_id),
      tenantId: 'watt',
      clientId: VOLTAGE,
      gameCode: 'voltage-arena',
      suid: '10000001',
      username: 'demo',
      amountMinor: 499,
      currency: 'USD',
      reason: 'chargeback',
      createdBy: 'staff-api',
      status: 'open',
    });
    expect(JSON.stringify(row)).not.toContain(data.replenish_id);
  });

  it("defaults the currency to the game's area and takes a tenant host, seconds and a currency", async () => {
    const ko = await kit.staff({
      ...body,
      tenant: 'ko',
      client_id: '13103',
      amount_minor: 12000,
    });
    expect(ko.code).toBe(1);
    expect((await kit.linkRow(ko.data.replenish_id))?.currency).toBe('KRW');
    // Named by id and asked on another brand's host: the brand's production host.
    expect(ko.data.url).toMatch(/^https:\/\/pay\.ko-play\.example\/replenishGoods\?/);
    const res = await kit.staff({
      ...body,
      tenant: 'demo-pay.watt-games.example',
      currency: 'eur',
      valid_seconds: 5,
    });
    expect(res.code).toBe(1);
    expect(res.data.url).toMatch(/^https:\/\/demo-pay\.watt-games\.example\/replenishGoods\?/);
    expect(res.data.expires_at).toBe(new Date(clock.now().getTime() + 5_000).toISOString());
    expect((await kit.linkRow(res.data.replenish_id))?.currency).toBe('EUR');
  });

  it('refuses an unknown tenant, game, account or currency and a bad amount (-400)', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ tenant: 'nobody' }, /Unknown tenant/],
      [{ client_id: '99999' }, /Unknown client_id/],
      // A client id of another brand is unknown here.
      [{ tenant: 'ko' }, /Unknown client_id/],
      [{ username: 'ghost' }, /No account ghost/],
      [{ currency: 'XXX' }, /Unknown currency/],
      [{ amount_minor: 0 }, /amount_minor/],
      [{ amount_minor: 4.5 }, /amount_minor/],
      [{ valid_minutes: 0 }, /valid_minutes/],
    ];
    for (const [change, msg] of cases) {
      const res = await kit.staff({ ...body, ...change });
      expect(res, JSON.stringify(change)).toMatchObject({ status: 400, code: -400 });
      expect(res.msg).toMatch(msg);
    }
  });
});
