import { afterEach, describe, expect, it } from 'vitest';
import {
  allByTestIdPrefix,
  byTestId,
  click,
  fakeStaff,
  owner,
  queryByTestId,
  render,
  serverStub,
  settle,
  type Rendered,
} from '../../test/render.tsx';
import { getByRole } from '@topup/test-queries/by-role';
import { ReconciliationPage } from './reconciliation-page.tsx';

let page: Rendered | null = null;
afterEach(async () => {
  await page?.unmount();
  page = null;
});

const report = (day: string, differences: number) => ({
  tenant: 'watt',
  brand_name: 'Watt Games',
  provider: 'paypal',
  provider_name: 'PayPal',
  day,
  status: 'done',
  source: 'list',
  listed_count: 12,
  ours_count: 12 - differences,
  differences: Array.from({ length: differences }, (_, i) => ({
    kind: 'paid-here-only',
    billing_no: `TP${day.replaceAll('-', '')}${i}`,
    ours: { amount_minor: 499, currency: 'USD' },
    theirs: null,
    our_status: 'paid',
    their_status: null,
    settled: null,
    amount_unknown: false,
  })),
  error: null,
  finished_at: '2026-12-06T01:00:00.000Z',
});

// 30 days, two with differences: what the server's differences filter and page would answer.
const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(30 - i).padStart(2, '0')}`);
const all = days.map((day, i) => report(day, i === 3 || i === 17 ? 1 : 0));

describe('reconciliation page', () => {
  it('shows the reports with differences first, says how many agree, and shows those in a line each on asking', async () => {
    const server = serverStub({
      'GET /api/console/reconciliation': (call) => {
        const only = new URL(call.url, 'http://x').searchParams.get('differences') === 'true';
        const items = only ? all.filter((r) => r.differences.length > 0) : all;
        return { data: { items, comparable: [], total: items.length, page: 1, page_size: 30 } };
      },
    });
    page = await render([{ path: '/', Component: ReconciliationPage }], {
      staff: fakeStaff(owner, { brand: 'watt' }),
    });
    await settle();
    expect(server.calls[0]!.url).toContain('differences=true');
    // The two that need a person, as cards with their differences.
    expect(allByTestIdPrefix('report-').map((r) => r.dataset.testid)).toEqual([
      'report-watt-paypal-2026-11-27',
      'report-watt-paypal-2026-11-13',
    ]);
    expect(byTestId('report-watt-paypal-2026-11-27').textContent).toContain(
      'Missing at the provider',
    );
    expect(byTestId('recon-hidden').textContent).toContain(
      'Reports without differences, not shown: 28.',
    );
    expect(document.body.textContent).not.toContain('Everything agrees.');

    click(getByRole('button', 'Show them too'));
    await settle();
    expect(server.calls.at(-1)!.url).not.toContain('differences=true');
    expect(queryByTestId('recon-hidden')).toBeNull();
    // Still the two cards first; the 28 that agree are one line each, under one heading.
    const agreeing = byTestId('report-watt-paypal-2026-11-30');
    expect(agreeing.tagName).toBe('LI');
    expect(agreeing.textContent).toBe(
      'PayPal · Watt Games · 2026-11-30 · 12 seen at the provider, 12 paid here',
    );
    expect(allByTestIdPrefix('report-').filter((r) => r.tagName === 'LI')).toHaveLength(28);
    expect(allByTestIdPrefix('report-').filter((r) => r.tagName === 'ARTICLE')).toHaveLength(2);
  });
});
