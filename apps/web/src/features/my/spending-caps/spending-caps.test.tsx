import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SpendingCaps as Caps } from '@topup/contracts/spending-caps';
import { allByRole, getByRole, queryByLabelText, queryByRole } from '@topup/test-queries/by-role';
import * as g from '../../game/test-harness.tsx';
import { SpendingCaps } from './spending-caps.tsx';

// My → Spending limits against a stubbed API: what the player sees of their caps and spend, what
// a save sends (minor units), a waiting raise, and the server's refusal shown as it comes.

const caps = (over: Partial<Caps> = {}): Caps => ({
  currency: 'USD',
  daily: 2000,
  weekly: null,
  monthly: null,
  age_band: null,
  cooling_off: true,
  pending: null,
  spent: { daily: 499, weekly: 1498, monthly: 1498 },
  jp_age_limits: false,
  age_monthly_limit: null,
  pin_set: false,
  ...over,
});

let page: g.Rendered | null = null;
beforeEach(async () => {
  localStorage.clear();
  await g.setUp();
});
afterEach(async () => {
  await page?.unmount();
  page = null;
});

const field = (label: string) => (queryByLabelText(label) as HTMLInputElement | null) ?? undefined;
const statuses = () => allByRole('status').map((s) => s.textContent);
const postBody = (server: ReturnType<typeof g.serverStub>, path: string) => {
  const call = server.fetchMock.mock.calls.find(
    ([input]) => new URL(String(input), window.location.origin).pathname === path,
  );
  return JSON.parse(String((call as unknown as [string, RequestInit])[1].body)) as Record<
    string,
    unknown
  >;
};

describe('My: spending limits', () => {
  it('shows the caps and the spend of each period, and saves a lower cap in minor units', async () => {
    const server = g.serverStub({
      '/api/account/getSpendingCaps': () => caps(),
      '/api/account/setSpendingCaps': () => caps({ daily: 1000 }),
    });
    page = await g.render(<SpendingCaps clientId="1001" />);
    await g.until(() => field('Daily limit'));
    expect(getByRole('heading', { name: 'Spending limits', level: 2 })).toBeTruthy();
    expect(field('Daily limit')!.value).toBe('20.00');
    expect(field('Weekly limit')!.value).toBe('');
    expect(document.body.textContent).toContain('Spent: $4.99');
    expect(document.body.textContent).toContain('Spent: $14.98');
    expect(document.body.textContent).toContain('raising or removing one');

    g.typeInto(field('Daily limit')!, '10');
    g.click(g.button('Save limits'));
    await g.until(() => queryByRole('status'));
    expect(getByRole('status').textContent).toBe('Limits saved.');
    expect(postBody(server, '/api/account/setSpendingCaps')).toMatchObject({
      client_id: '1001',
      daily: 1000,
      weekly: null,
      monthly: null,
      cooling_off: true,
    });
    expect(field('Daily limit')!.value).toBe('10.00');
  });

  it('shows a raise waiting out its 24 hours', async () => {
    const effective = Date.UTC(2031, 0, 16, 15) / 1000;
    g.serverStub({
      '/api/account/getSpendingCaps': () => caps(),
      '/api/account/setSpendingCaps': () =>
        caps({
          pending: { ...caps(), daily: 5000, effective_at: effective },
        }),
    });
    page = await g.render(<SpendingCaps clientId="1001" />);
    await g.until(() => field('Daily limit'));
    g.typeInto(field('Daily limit')!, '50');
    g.click(g.button('Save limits'));
    await g.until(() => statuses().length === 2);
    // The pending caps, then the answer to the save.
    expect(statuses()).toEqual([
      expect.stringContaining('Daily limit: $50.00'),
      expect.stringContaining('the rest waits 24 hours'),
    ]);
    // The cap in force stays until then.
    expect(field('Daily limit')!.value).toBe('20.00');
  });

  it("asks for the guardian PIN when one is set and shows the server's refusal", async () => {
    const server = g.serverStub({
      '/api/account/getSpendingCaps': () => caps({ pin_set: true }),
      '/api/account/setSpendingCaps': () =>
        g.envelope(null, -3053, 'The guardian PIN is incorrect.'),
    });
    page = await g.render(<SpendingCaps clientId="1001" />);
    await g.until(() => field('Guardian PIN'));
    g.typeInto(field('Guardian PIN')!, '0000');
    g.click(g.button('Save limits'));
    await g.until(() => queryByRole('alert'));
    expect(getByRole('alert').textContent).toBe('The guardian PIN is incorrect.');
    expect(postBody(server, '/api/account/setSpendingCaps')).toMatchObject({ pin: '0000' });
  });

  it('refuses an amount that is not above zero before asking the server', async () => {
    const server = g.serverStub({ '/api/account/getSpendingCaps': () => caps() });
    page = await g.render(<SpendingCaps clientId="1001" />);
    await g.until(() => field('Daily limit'));
    g.typeInto(field('Daily limit')!, '0');
    g.click(g.button('Save limits'));
    await g.until(() => queryByRole('alert'));
    expect(getByRole('alert').textContent).toContain('above zero');
    expect(server.calls('/api/account/setSpendingCaps')).toHaveLength(0);
  });

  it('offers the age bands on a Japanese brand, with the band’s monthly limit', async () => {
    g.serverStub({
      '/api/account/getSpendingCaps': () =>
        caps({
          currency: 'JPY',
          jp_age_limits: true,
          age_band: 'under16',
          age_monthly_limit: 5000,
        }),
    });
    page = await g.render(<SpendingCaps clientId="1001" />);
    await g.until(() => field('Age group'));
    expect((field('Age group') as unknown as HTMLSelectElement).value).toBe('under16');
    expect(document.body.textContent).toContain('Monthly limit for this age group: ¥5,000');
  });

  it('shows an error with "Try again" when the caps cannot be loaded; retry shows them', async () => {
    let online = false;
    g.serverStub({
      '/api/account/getSpendingCaps': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return caps();
      },
    });
    page = await g.render(<SpendingCaps clientId="1001" />);
    await g.until(() => queryByRole('alert'));
    online = true;
    g.click(g.button('Try again'));
    await g.until(() => field('Daily limit'));
    expect(field('Daily limit')!.value).toBe('20.00');
  });
});
