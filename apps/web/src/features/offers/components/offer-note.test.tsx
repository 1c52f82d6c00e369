import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { GoodsOffer } from '@topup/contracts/offers';
import {
  render,
  serverStub,
  settle,
  setUp,
  until,
  type Rendered,
} from '../../game/test-harness.tsx';
import { GoodsCard } from '../../select-goods/components/goods-card.tsx';
import { goodsItem } from '../../../shared/test/catalog-fixtures.ts';
import {
  allByRole,
  allByText,
  getByRole,
  queryByRole,
  queryByText,
} from '@topup/test-queries/by-role';
import { FirstPurchaseBanner } from './first-purchase-banner.tsx';

// Offers on goods cards (decision 0028): the badges, a countdown that ticks each second, and a
// chain step that cannot be chosen before its turn.
let page: Rendered | null = null;
beforeEach(async () => {
  await setUp();
  serverStub({});
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-27T10:00:00Z') });
});
afterEach(async () => {
  await page?.unmount();
  page = null;
  vi.useRealTimers();
});

const offer = (over: Partial<GoodsOffer>): GoodsOffer => ({
  starts_at: null,
  ends_at: null,
  seconds_left: null,
  free: false,
  chain: null,
  ...over,
});

async function card(o: GoodsOffer) {
  const item = goodsItem('o1', 'packs', { display: 'Bundle' });
  // A free step costs nothing (catalog/offers: its price is 0).
  const goods = { ...item, ...(o.free ? { price: '0.00', price_minor: 0 } : {}), offer: o };
  page = await render(<GoodsCard goods={goods} selected={false} onSelect={() => {}} />);
  await until(() => badges().length > 0);
  await settle();
  return getByRole('button') as HTMLButtonElement;
}

/** The offer's marks on the card, by their texts (a button's children have no roles). */
const badges = () =>
  allByText(/^(Limited|Free|Locked|Owned|Step \d+ of \d+|Save \d+%)$/).map((b) => b.textContent);

describe('OfferNote on a goods card', () => {
  it('shows Limited and a countdown that ticks down each second', async () => {
    await card(offer({ ends_at: '2026-11-29T09:59:59Z', seconds_left: 172_799 }));
    expect(badges()).toEqual(['Limited']);
    // Real time runs on under the fake clock while the texts load: a second or two may be gone.
    const seconds = () => {
      const m = /^Ends in 1d 23:59:(\d\d)$/.exec(queryByRole('timer')?.textContent ?? '');
      return m ? Number(m[1]) : NaN;
    };
    const first = seconds();
    expect(first).toBeGreaterThanOrEqual(55);
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(first - seconds()).toBeGreaterThanOrEqual(3);
    expect(first - seconds()).toBeLessThanOrEqual(4);
  });

  it('shows the regular price struck through, the saving and the end on the clock', async () => {
    // goodsItem costs $4.99; its regular goods $9.99: 50.05 % off, shown as 50 (never rounded up).
    const button = await card(
      offer({ ends_at: '2026-11-29T09:59:59Z', seconds_left: 172_799, regular_price_minor: 999 }),
    );
    expect(badges()).toEqual(['Save 50%', 'Limited']);
    await until(() => queryByText(/^Regular price/));
    expect(allByRole('deletion', undefined, button).map((d) => d.textContent)).toEqual([
      'Regular price $9.99',
    ]);
    expect(button.textContent).toContain('$4.99');
    // The player's clock, with its zone (shared/format/time.ts), whatever zone the test runs in.
    expect(getByRole('time', undefined, button).textContent).toMatch(
      /^Until 2026\/11\/(29|30) \d\d:\d\d \(UTC[+-]\d\d:\d\d\)$/,
    );
  });

  it('shows no struck-through price or saving without a regular price', async () => {
    const button = await card(offer({ ends_at: '2026-11-29T09:59:59Z', seconds_left: 172_799 }));
    expect(badges()).toEqual(['Limited']);
    expect(allByRole('deletion', undefined, button)).toEqual([]);
    expect(button.textContent).toContain('$4.99');
  });

  it('shows a free step with its place in the chain, locked until its turn', async () => {
    const chain = { chain_id: 'c', step: 2, steps: 3, state: 'locked' as const };
    const button = await card(offer({ free: true, chain }));
    await until(() => badges().length === 4);
    // Where the price goes: 'Free', never "$0.00" (issue 29 item 8); then the offer's note under
    // it (item 13).
    expect(badges()).toEqual(['Free', 'Step 2 of 3', 'Free', 'Locked']);
    expect(button.textContent).not.toMatch(/\d\.\d\d/);
    expect(button.disabled).toBe(true);
    expect(queryByRole('timer')).toBeNull();
  });

  it('asks for the goods list again when its time is up, once', async () => {
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    await card(offer({ ends_at: '2026-11-27T10:00:30Z', seconds_left: 30 }));
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: ['goods-list'] });
    await act(async () => vi.advanceTimersByTime(35_000));
    await settle();
    const asked = invalidate.mock.calls.filter(([q]) => q?.queryKey?.[0] === 'goods-list');
    expect(asked).toHaveLength(1);
    invalidate.mockRestore();
  });

  it('lets the next step be chosen', async () => {
    const chain = { chain_id: 'c', step: 1, steps: 3, state: 'available' as const };
    const button = await card(offer({ chain }));
    expect(badges()).toEqual(['Step 1 of 3']);
    expect(button.disabled).toBe(false);
  });
});

describe('FirstPurchaseBanner', () => {
  it('offers the bonus until the character has used it', async () => {
    page = await render(<FirstPurchaseBanner bonus={{ bonus: 500, eligible: null }} />);
    await until(() => queryByText('First purchase bonus'));
    expect(getByRole('note').textContent).toBe(
      "First purchase bonus +500 with your character's first purchase",
    );
    await page.unmount();
    page = await render(<FirstPurchaseBanner bonus={{ bonus: 500, eligible: false }} />);
    await settle();
    expect(queryByRole('note')).toBeNull();
  });
});
