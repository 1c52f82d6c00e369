import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { giftCards } from '../../../db/tables/cards.ts';
import { staffAudit } from '../../../db/tables/console.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { cardKit, demoRole, tenantById } from '../../cards/test-kit.ts';
import { hashGiftCode, normalizeGiftCode } from '../../gift-cards/code.ts';
import { createTestStaff } from '../test-kit.ts';
import { consoleCall, type Headers } from './test-kit.ts';

// Gift codes made in the console are the codes players redeem in the storefront (POST
// /api/gift/redeem): created in a batch answered once as CSV, listed with their state, voided.

let t: TestApp;
let owner: Headers;
let analyst: Headers;
let other: Headers;
const watt = tenantById('watt');
const base = '/api/console/catalog/watt';
const kit = cardKit(() => t);

beforeAll(async () => {
  t = await createTestApp();
  owner = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] })).headers;
  analyst = (await createTestStaff(t.app, { role: 'analyst', tenantIds: ['watt'] })).headers;
  other = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['rhinos'] })).headers;
});
afterAll(async () => {
  await t?.close();
});

const redeem = async (code: string) =>
  kit.post(watt, '/api/gift/redeem', {
    client_id: watt.games[0]!.clients.web.clientId,
    ...demoRole('1001'),
    code,
    spec_lang: 'en',
    oauth_token: await kit.tokenFor(watt),
  });

describe('console: gift codes', () => {
  let codes: string[] = [];

  it('a batch answers its codes once; only hashes and last four characters are stored', async () => {
    const res = await consoleCall(t.app, owner, 'POST', `${base}/gift-code-batches`, {
      count: 3,
      currency: 'USD',
      value_minor: 500,
    });
    expect(res).toMatchObject({ code: 1, data: { count: 3 } });
    const [header, ...lines] = (res.data.csv as string).trim().split('\n');
    expect(header).toBe('code,currency,value_minor');
    codes = lines.map((l) => l.split(',')[0]!);
    expect(codes).toHaveLength(3);
    for (const code of codes) {
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){4}$/);
      const hash = hashGiftCode(normalizeGiftCode(code));
      const [row] = await t.app.db.select().from(giftCards).where(eq(giftCards.codeHash, hash));
      expect(row).toMatchObject({ tenantId: 'watt', valueMinor: 500, status: 'active' });
    }
    const audit = await t.app.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'gift-code-batch.create'));
    expect(audit).toHaveLength(1);
    for (const code of codes) expect(JSON.stringify(audit)).not.toContain(code.slice(0, 9));
  });

  it('a player redeems one in the storefront; the list shows it redeemed with its order', async () => {
    const redeemed = await redeem(codes[0]!.toLowerCase());
    expect(redeemed).toMatchObject({ code: 1, data: { value_minor: 500, currency: 'USD' } });
    const last4 = normalizeGiftCode(codes[0]!).slice(-4);
    const list = await consoleCall(t.app, analyst, 'GET', `${base}/gift-codes?q=${last4}`);
    expect(list.data.codes).toEqual([
      expect.objectContaining({
        last4,
        status: 'redeemed',
        billing_no: redeemed.data.billing_no,
        value_minor: 500,
      }),
    ]);
    const active = await consoleCall(t.app, analyst, 'GET', `${base}/gift-codes?status=active`);
    expect(active.data.codes.length).toBeGreaterThanOrEqual(2);
    expect(active.data.codes.every((c: { status: string }) => c.status === 'active')).toBe(true);
  });

  it('a voided code can no longer be redeemed; a redeemed one cannot be voided', async () => {
    const ref = (code: string) => hashGiftCode(normalizeGiftCode(code));
    const voided = await consoleCall(
      t.app,
      owner,
      'POST',
      `${base}/gift-codes/${ref(codes[1]!)}/void`,
    );
    expect(voided).toMatchObject({ code: 1, data: { status: 'void' } });
    expect((await redeem(codes[1]!)).code).not.toBe(1);
    const again = await consoleCall(
      t.app,
      owner,
      'POST',
      `${base}/gift-codes/${ref(codes[0]!)}/void`,
    );
    expect(again).toMatchObject({ status: 400, code: ResultCode.BadRequest });
    // The third still works.
    expect((await redeem(codes[2]!)).code).toBe(1);
  });

  it('refuses an analyst, another brand, bad batches and an unknown code', async () => {
    const batch = { count: 1, currency: 'USD', value_minor: 100 };
    expect(
      (await consoleCall(t.app, analyst, 'POST', `${base}/gift-code-batches`, batch)).status,
    ).toBe(403);
    expect(
      (await consoleCall(t.app, other, 'POST', `${base}/gift-code-batches`, batch)).status,
    ).toBe(404);
    expect((await consoleCall(t.app, other, 'GET', `${base}/gift-codes`)).status).toBe(404);
    for (const bad of [
      { ...batch, count: 1001 },
      { ...batch, currency: 'KRW' },
      { ...batch, value_minor: 0 },
    ]) {
      expect(
        (await consoleCall(t.app, owner, 'POST', `${base}/gift-code-batches`, bad)).status,
      ).toBe(400);
    }
    const unknown = await consoleCall(
      t.app,
      owner,
      'POST',
      `${base}/gift-codes/${'0'.repeat(64)}/void`,
    );
    expect(unknown.status).toBe(404);
  });
});
