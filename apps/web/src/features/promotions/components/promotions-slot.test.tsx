import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Promotion } from '@topup/contracts/promotions';
import { registerResultCodeHandlers } from '../../../shared/api-client/result-codes.ts';
import { recordingHandlers } from '../../../shared/api-client/test-helpers.ts';
import { accessibleName, allByRole, queryByRole, getByRole } from '@topup/test-queries/by-role';
import * as g from '../../game/test-harness.tsx';
import { PromotionsSlot } from './promotions-slot.tsx';

const promo = (over: Partial<Promotion>): Promotion => ({
  id: 1,
  title: 'Double diamonds',
  text: null,
  product_id: null,
  path: null,
  ends_at: '2030-01-01T00:00:00.000Z',
  ...over,
});

let page: g.Rendered | null = null;
let picked: string[] = [];
const open = async (canPick = (id: string) => id === 'a-pack') => {
  picked = [];
  page = await g.render(
    <PromotionsSlot clientId="1001" canPick={canPick} onPick={(id) => picked.push(id)} />,
    '/?client_id=1001',
  );
  await g.until(() => queryByRole('region'));
  await g.settle();
};

beforeEach(async () => {
  await g.setUp();
  registerResultCodeHandlers(recordingHandlers().handlers);
});
afterEach(async () => {
  await page?.unmount();
  page = null;
  vi.unstubAllGlobals();
});

describe('promotions slot', () => {
  it('shows one card with its text and picks its goods', async () => {
    const server = g.serverStub({
      '/api/promotions/list': () => ({
        promotions: [promo({ text: 'This weekend only', product_id: 'a-pack' })],
      }),
    });
    await open();
    expect(server.calls('/api/promotions/list')[0]!.searchParams.get('client_id')).toBe('1001');
    const region = getByRole('region');
    expect(accessibleName(region)).toBe('Promotions');
    const [card] = allByRole('listitem', undefined, region);
    expect(card!.textContent).toContain('Double diamonds');
    expect(card!.textContent).toContain('This weekend only');
    g.click(g.button('View goods'));
    expect(picked).toEqual(['a-pack']);
  });

  it('renders the server text as text, links same-origin paths only, hides goods it cannot pick', async () => {
    g.serverStub({
      '/api/promotions/list': () => ({
        promotions: [
          promo({ id: 1, title: '<img src=x onerror=alert(1)>', path: '/recharge' }),
          promo({ id: 2, title: 'Elsewhere', path: '//evil.example/' }),
          promo({ id: 3, title: 'Gone goods', product_id: 'not-listed' }),
        ],
      }),
    });
    await open();
    const cards = allByRole('listitem', undefined, getByRole('region'));
    expect(cards).toHaveLength(3);
    expect(cards[0]!.textContent).toContain('<img src=x onerror=alert(1)>');
    // eslint-disable-next-line no-restricted-syntax -- proving no markup was made from the title
    expect(cards[0]!.querySelector('img')).toBeNull();
    const links = allByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/recharge']);
    expect(g.button('View goods')).toBeUndefined();
  });

  it('shows nothing when there is none, or when the call fails', async () => {
    g.serverStub({ '/api/promotions/list': () => ({ promotions: [] }) });
    await open();
    expect(queryByRole('region')).toBeNull();
    await page!.unmount();
    g.serverStub({ '/api/promotions/list': () => g.envelope(null, -500, 'down') });
    page = await g.render(
      <PromotionsSlot clientId="2001" canPick={() => true} onPick={() => undefined} />,
    );
    await g.settle();
    expect(queryByRole('region')).toBeNull();
  });
});
