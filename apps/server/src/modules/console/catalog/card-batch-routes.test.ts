import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepaidCards } from '../../../db/tables/cards.ts';
import { staffAudit } from '../../../db/tables/console.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { verifyPassword } from '../../accounts/password.ts';
import { createTestStaff } from '../test-kit.ts';
import { consoleCall, type Headers } from './test-kit.ts';

let t: TestApp;
let owner: Headers;
let analyst: Headers;
let other: Headers;
const url = '/api/console/catalog/rhinos/card-batches';
const batch = { count: 3, game_code: 'rhino-rush', currency: 'USD', price_minor: 500, gems: 50 };

beforeAll(async () => {
  t = await createTestApp();
  owner = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['rhinos'] })).headers;
  analyst = (await createTestStaff(t.app, { role: 'analyst', tenantIds: ['rhinos'] })).headers;
  other = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] })).headers;
});
afterAll(async () => {
  await t?.close();
});

describe('console catalog: prepaid-card batches', () => {
  it('answers the numbers and passwords once; only their hashes are stored', async () => {
    const res = await consoleCall(t.app, owner, 'POST', url, batch);
    expect(res).toMatchObject({ code: 1, data: { count: 3 } });
    const [header, ...lines] = (res.data.csv as string).trim().split('\n');
    expect(header).toBe('card_no,password');
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      const [cardNo, password] = line.split(',') as [string, string];
      expect(cardNo).toMatch(/^\d{16}$/);
      expect(password).toMatch(/^[A-Z2-9]{12}$/);
      const [row] = await t.app.db
        .select()
        .from(prepaidCards)
        .where(and(eq(prepaidCards.tenantId, 'rhinos'), eq(prepaidCards.cardNo, cardNo)));
      expect(row).toMatchObject({
        status: 'active',
        priceMinor: 500,
        gemsNumber: 50,
        gameCode: 'rhino-rush',
      });
      expect(row!.passwordHash).not.toContain(password);
      expect(await verifyPassword(password, row!.passwordHash)).toBe(true);
    }
    const audit = await t.app.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'card-batch.create'));
    expect(JSON.stringify(audit)).not.toContain(lines[0]!.split(',')[1]);
  });

  it('refuses bad batches, an analyst and another brand', async () => {
    expect((await consoleCall(t.app, owner, 'POST', url, { ...batch, count: 101 })).status).toBe(
      400,
    );
    expect(
      (await consoleCall(t.app, owner, 'POST', url, { ...batch, currency: 'EUR' })).status,
    ).toBe(400);
    expect(
      (await consoleCall(t.app, owner, 'POST', url, { ...batch, game_code: 'nope' })).status,
    ).toBe(404);
    expect((await consoleCall(t.app, analyst, 'POST', url, batch)).status).toBe(403);
    expect((await consoleCall(t.app, other, 'POST', url, batch)).status).toBe(404);
  });

  it('lists the cards by state and number; voids an active one, never a voided one again', async () => {
    const made = await consoleCall(t.app, owner, 'POST', url, { ...batch, count: 2 });
    const cardNos = (made.data.csv as string)
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(',')[0]!);
    const list = await consoleCall(
      t.app,
      analyst,
      'GET',
      `/api/console/catalog/rhinos/cards?q=${cardNos[0]!.slice(0, 12)}`,
    );
    expect(list.data.cards).toEqual([
      expect.objectContaining({
        card_no: cardNos[0],
        status: 'active',
        price_minor: 500,
        gems: 50,
      }),
    ]);
    expect(JSON.stringify(list.data)).not.toContain('password');
    const voidUrl = `/api/console/catalog/rhinos/cards/${cardNos[0]}/void`;
    expect((await consoleCall(t.app, analyst, 'POST', voidUrl)).status).toBe(403);
    expect((await consoleCall(t.app, other, 'POST', voidUrl)).status).toBe(404);
    expect(await consoleCall(t.app, owner, 'POST', voidUrl)).toMatchObject({
      code: 1,
      data: { card_no: cardNos[0], status: 'void' },
    });
    expect((await consoleCall(t.app, owner, 'POST', voidUrl)).status).toBe(400);
    const voided = await consoleCall(
      t.app,
      owner,
      'GET',
      '/api/console/catalog/rhinos/cards?status=void',
    );
    expect(voided.data.cards.map((c: { card_no: string }) => c.card_no)).toEqual([cardNos[0]]);
  });
});
