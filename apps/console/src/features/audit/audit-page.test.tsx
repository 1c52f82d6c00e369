import { afterEach, describe, expect, it } from 'vitest';
import {
  allByTestIdPrefix,
  byTestId,
  click,
  fakeStaff,
  owner,
  render,
  serverStub,
  settle,
  type,
  type Rendered,
} from '../../test/render.tsx';
import { changeLanguage } from '../../shared/i18n.ts';
import { getByText } from '@topup/test-queries/by-role';
import { AuditPage } from './audit-page.tsx';

let page: Rendered | null = null;
afterEach(async () => {
  await page?.unmount();
  page = null;
  await changeLanguage('en');
  localStorage.clear();
});

const entry = (id: number) => ({
  id,
  at: '2026-11-27T08:00:00.000Z',
  staffId: 'st_owner',
  staffEmail: 'owner@topup.demo',
  tenantId: 'watt',
  action: 'goods.update',
  target: `g${id}`,
  before: { names: { en: '60 gems' }, prices: [{ currency: 'USD', amount_minor: 99 }] },
  after: { names: { en: '60 gems' }, prices: [{ currency: 'USD', amount_minor: 119 }] },
  requestId: 'r1',
});

describe('audit page', () => {
  it('lists entries with what changed in words, filters by the brand chosen, action and date, and pages', async () => {
    const server = serverStub({
      'GET /api/console/staff': () => ({ data: { items: [] } }),
      'GET /api/console/audit': (call) => {
        const page = Number(new URL(call.url, 'http://x').searchParams.get('page'));
        return { data: { items: [entry(page)], total: 120, page, pageSize: 50 } };
      },
    });
    page = await render([{ path: '/', Component: AuditPage }], {
      staff: fakeStaff(owner, { brand: 'watt' }),
    });
    await settle();
    const row = byTestId('audit-row');
    // The action in words, never its code (the code only in the tooltip, for the filter).
    expect(row.textContent).toContain('Goods changed');
    expect(row.textContent).not.toContain('goods.update');
    expect(getByText('Goods changed', row).getAttribute('title')).toBe('goods.update');
    // In words, money in its units: never the stored JSON.
    expect(byTestId('audit-line').textContent).toBe('Prices: Before $0.99 → After $1.19');
    expect(row.textContent).not.toContain('{');
    expect(byTestId('audit-page').textContent).toBe('Page 1 of 3');

    click(byTestId('audit-next'));
    await settle();
    expect(byTestId('audit-page').textContent).toBe('Page 2 of 3');

    // The action is chosen by its name; the server is asked by its code.
    const action = byTestId<HTMLSelectElement>('audit-action');
    const goodsChanged = [...action.options].find((o) => o.textContent === 'Goods changed');
    expect(goodsChanged?.value).toBe('goods.update');
    expect(action.options[0]!.textContent).toBe('Any action');
    type(action, 'goods.update');
    type(byTestId('audit-from'), '2026-11-01');
    await settle();
    const last = new URL(server.calls.at(-1)!.url, 'http://x').searchParams;
    expect(Object.fromEntries(last)).toEqual({
      tenantId: 'watt',
      action: 'goods.update',
      from: '2026-11-01',
      page: '1',
      pageSize: '50',
    });
  });
});

describe('audit page in the operator’s language', () => {
  it('labels each field in that language, whichever shape the route audited it in', async () => {
    serverStub({
      'GET /api/console/staff': () => ({ data: { items: [] } }),
      'GET /api/console/audit': () => ({
        data: {
          items: [
            {
              ...entry(1),
              action: 'order.refund',
              before: { status: 'paid', refundedMinor: 0 },
              after: {
                status: 'refunded',
                refundedMinor: 150,
                amountMinor: 150,
                currency: 'USD',
                reason: 'player-request',
                providerPending: true,
                outcome: 'applied',
              },
            },
          ],
          total: 1,
          page: 1,
          pageSize: 50,
        },
      }),
    });
    await changeLanguage('de');
    page = await render([{ path: '/', Component: AuditPage }], {
      staff: fakeStaff(owner, { brand: 'watt' }),
    });
    await settle();
    const lines = allByTestIdPrefix('audit-line').map((line) => line.textContent);
    expect(lines).toEqual([
      'Status: Vorher Bezahlt → Nachher Erstattet',
      'Erstattet: Vorher 0,00\u00a0$ → Nachher 1,50\u00a0$',
      'Betrag: 1,50\u00a0$',
      'Währung: USD',
      'Grund: Wunsch des Spielers',
      'Wartet auf den Anbieter: Ja',
      'Ergebnis: Verbucht',
    ]);
  });
});
