import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../db/tables/console.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { consoleHost, createTestStaff } from './test-kit.ts';

// The audit log (issue 16): owners read the changes of their own brands only.
let t: TestApp;
type Body = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Headers = Record<string, string>;
type Entry = { action: string; tenantId: string | null; staffId: string; target: string };

let wattOwner: { id: string; email: string; headers: Headers };
let dragonOwner: { id: string; email: string; headers: Headers };
// staff.* rows name a staff id; the tests read them by these short names.
const names = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  wattOwner = await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] });
  dragonOwner = await createTestStaff(t.app, { role: 'owner', tenantIds: ['dragon'] });
  const s1 = await createTestStaff(t.app, { role: 'support', tenantIds: ['watt'] });
  const s9 = await createTestStaff(t.app, { role: 'support', tenantIds: ['dragon'] });
  names.set(s1.id, 's1').set(s9.id, 's9');
  const row = (
    who: typeof wattOwner,
    tenantId: string | null,
    action: string,
    target: string,
    at: string,
  ) => ({
    staffId: who.id,
    staffEmail: who.email,
    tenantId,
    action,
    target,
    before: { price: 100 },
    after: { price: 120 },
    at: new Date(at),
  });
  await t.app.db
    .insert(staffAudit)
    .values([
      row(wattOwner, 'watt', 'goods.update', 'g1', '2026-11-01T10:00:00Z'),
      row(wattOwner, 'watt', 'goods.create', 'g2', '2026-11-02T10:00:00Z'),
      row(wattOwner, 'watt', 'order.refund', 'B1', '2026-11-03T10:00:00Z'),
      row(wattOwner, null, 'staff.create', s1.id, '2026-11-03T11:00:00Z'),
      row(dragonOwner, 'dragon', 'goods.update', 'g9', '2026-11-02T12:00:00Z'),
      row(dragonOwner, null, 'staff.create', s9.id, '2026-11-02T13:00:00Z'),
    ]);
});
afterAll(async () => t?.close());

async function audit(headers: Headers, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/console/audit${query}`, headers });
  return { status: res.statusCode, body: res.json<Body>() };
}
const targets = (body: Body) => body.data.items.map((e: Entry) => names.get(e.target) ?? e.target);

describe('audit log', () => {
  it('lists the changes of my brands newest first, with who, what, before and after', async () => {
    const { body } = await audit(wattOwner.headers);
    expect(targets(body)).toEqual(['s1', 'B1', 'g2', 'g1']);
    expect(body.data.total).toBe(4);
    expect(body.data.items[1]).toMatchObject({
      staffId: wattOwner.id,
      staffEmail: wattOwner.email,
      tenantId: 'watt',
      action: 'order.refund',
      before: { price: 100 },
      after: { price: 120 },
      at: '2026-11-03T10:00:00.000Z',
    });
  });

  it('filters by action (or family), staff member and dates, and pages', async () => {
    expect(targets((await audit(wattOwner.headers, '?action=goods')).body)).toEqual(['g2', 'g1']);
    expect(targets((await audit(wattOwner.headers, '?action=goods.update')).body)).toEqual(['g1']);
    expect(
      targets((await audit(wattOwner.headers, `?staffId=${wattOwner.id}&action=staff`)).body),
    ).toEqual(['s1']);
    expect(
      targets((await audit(wattOwner.headers, '?from=2026-11-02&to=2026-11-02')).body),
    ).toEqual(['g2']);
    const page2 = await audit(wattOwner.headers, '?page=2&pageSize=3');
    expect(targets(page2.body)).toEqual(['g1']);
    expect(page2.body.data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
  });

  it("never shows another brand's entries: -404 for its tenantId, nothing for its staff", async () => {
    const all = await audit(dragonOwner.headers);
    expect(targets(all.body)).toEqual(['s9', 'g9']);
    expect((await audit(dragonOwner.headers, '?tenantId=watt')).body).toMatchObject({
      code: -404,
    });
    const theirs = await audit(dragonOwner.headers, `?staffId=${wattOwner.id}`);
    expect(theirs.body.data).toMatchObject({ items: [], total: 0 });
    expect(targets((await audit(wattOwner.headers, '?tenantId=watt&action=goods')).body)).toEqual([
      'g2',
      'g1',
    ]);
  });

  it('is for owners only, and refuses bad filters with -400', async () => {
    for (const role of ['operator', 'support', 'analyst'] as const) {
      const s = await createTestStaff(t.app, { role, tenantIds: ['watt'] });
      expect(await audit(s.headers)).toMatchObject({ status: 403, body: { code: -403 } });
    }
    expect((await audit({ host: consoleHost })).status).toBe(401);
    for (const bad of ['?from=yesterday', '?page=0', '?pageSize=1000', "?action=a'b"]) {
      expect((await audit(wattOwner.headers, bad)).body.code, bad).toBe(-400);
    }
  });

  it('shows a watt-only owner nothing of a dragon-only member, and only watt of a shared one', async () => {
    // Issue 28, item 15: an owner of watt and dragon (sharing watt with the reader) adds a
    // dragon-only member and moves a watt+dragon one; both rows are brand-less staff.* rows.
    const reader = await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] });
    const both = await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt', 'dragon'] });
    const dragonOnly = await createTestStaff(t.app, {
      role: 'analyst',
      tenantIds: ['dragon'],
      email: 'dragon-only@test.example',
    });
    const shared = await createTestStaff(t.app, { role: 'support', tenantIds: ['watt', 'dragon'] });
    const view = (email: string, tenantIds: string[]) => ({ email, role: 'support', tenantIds });
    await t.app.db.insert(staffAudit).values([
      {
        staffId: both.id,
        staffEmail: both.email,
        tenantId: null,
        action: 'staff.create',
        target: dragonOnly.id,
        after: view(dragonOnly.email, ['dragon']),
        at: new Date('2026-11-05T10:00:00Z'),
      },
      {
        staffId: both.id,
        staffEmail: both.email,
        tenantId: null,
        action: 'staff.update',
        target: shared.id,
        before: view(shared.email, ['dragon']),
        after: view(shared.email, ['watt', 'dragon']),
        at: new Date('2026-11-05T11:00:00Z'),
      },
    ]);
    const { body } = await audit(reader.headers, `?staffId=${both.id}`);
    expect(body.data.total).toBe(1);
    expect(body.data.items).toMatchObject([
      {
        action: 'staff.update',
        target: shared.id,
        before: { tenantIds: [] },
        after: { tenantIds: ['watt'] },
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('dragon');
    // An owner of both brands reads both rows whole.
    const whole = await audit(both.headers, `?staffId=${both.id}`);
    expect(whole.body.data.total).toBe(2);
    expect(whole.body.data.items[0].after.tenantIds).toEqual(['watt', 'dragon']);
  });
});
