import { screen, waitFor } from '@testing-library/dom';
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderTrack, TrackSettlement } from '@topup/contracts/order-track';
import type { OrderInfo } from '@topup/contracts/payments';
import * as g from '../../game/test-harness.tsx';
import { phaseOf } from '../result-rules.ts';
import { ResultContent } from './result-content.tsx';

// The result's headline follows what the player has (issue 29): the SPEC's Success code (1) only
// says the payment arrived, so "Top up successful" and its green check wait for the delivery;
// before it the player reads "payment received, on its way" or "delayed", and a paid order the
// game never got says how the brand settled it (issue 18).

let emit: ((track: OrderTrack) => void) | null = null;
class StubEventSource {
  static readonly CLOSED = 2;
  readyState = 1;
  constructor(readonly url: string) {}
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    if (type === 'track')
      emit = (track) => fn(new MessageEvent('track', { data: JSON.stringify(track) }));
  }
  close() {}
}

const at = '2026-11-27T10:00:00.000Z';
const track = (over: Partial<OrderTrack>, reached = 3): OrderTrack => ({
  billing_no: 'TP2611270000000001',
  state: 'sent',
  steps: (['created', 'paid', 'sent', 'delivered'] as const).map((step, i) => ({
    step,
    at: i < reached ? at : null,
  })),
  delayed: false,
  attempts: 1,
  final: false,
  settlement: null,
  ...over,
});
const money = { at: null, amount_minor: 499, currency: 'USD', credit_code: null };
const info = (status: OrderInfo['status'], over: Partial<OrderInfo> = {}): OrderInfo => ({
  status,
  billing_no: 'TP2611270000000001',
  user_name: 'demo',
  game_name: 'Alpha',
  game_server_name: 'Ember Peak',
  role_name: 'Kira',
  product_name: '60 Gems',
  ...over,
});

/** The result as the popup holds it: the tracker's news goes back into it. */
function Harness({ order }: { order: OrderInfo }) {
  const [live, setLive] = useState<OrderTrack | null>(null);
  return (
    <ResultContent
      result={{
        phase: phaseOf(order),
        order,
        checking: false,
        stillPending: false,
        track: live,
        onTrack: setLive,
      }}
      billingNo={order.billing_no}
      onChangeWay={() => undefined}
    />
  );
}

let page: g.Rendered | null = null;
beforeEach(async () => {
  emit = null;
  await g.setUp();
  vi.stubGlobal('EventSource', StubEventSource);
});
afterEach(async () => {
  await page?.unmount();
  page = null;
  vi.unstubAllGlobals();
});

const show = async (order: OrderInfo) => {
  page = await g.render(<Harness order={order} />);
};
/** Waits for the lazy tracker to open its stream, then sends it an event. */
async function send(next: OrderTrack): Promise<void> {
  await waitFor(() => expect(emit).not.toBeNull());
  await act(async () => emit!(next));
}
const headline = () => screen.getAllByRole('status')[0]!.textContent;
/** The headline's icons: decorative (aria-hidden, the status says it), so no accessible query. */
const icon = () =>
  // eslint-disable-next-line no-restricted-syntax -- the icon is aria-hidden, its class is its look
  [...document.querySelectorAll('.result-icon .icon')].map((e) =>
    // eslint-disable-next-line no-restricted-syntax -- as above: the class names the icon drawn
    [...e.classList].find((c) => c.startsWith('icon--')),
  );

describe('the result headline for each order status (before the live track answers)', () => {
  it.each([
    ['pending (-1)', info(-1), 'Waiting for payment', []],
    ['failed (-2)', info(-2), 'Top up failed', ['icon--fail']],
    ['refunded (-2, refunded)', info(-2, { refunded: true }), 'Refunded', ['icon--refunded']],
    [
      'paid, not delivered (1)',
      info(1, { delivered: false }),
      'Payment received: your goods are on their way',
      ['icon--truck'],
    ],
    [
      'paid, simple answer (1)',
      info(1),
      'Payment received: your goods are on their way',
      ['icon--truck'],
    ],
    ['delivered (1)', info(1, { delivered: true }), 'Top up successful', ['icon--success']],
    [
      'paid twice (10)',
      info(10, { delivered: true }),
      'You paid twice for this order',
      ['icon--alert'],
    ],
  ])('%s', async (_name, order, text, icons) => {
    await show(order);
    // A paid order's words are the tracker's texts, a chunk that loads a moment after the popup
    // ("Checking your order…" until then).
    await waitFor(() => expect(headline()).toBe(text));
    expect(icon()).toEqual(icons);
    if (text !== 'Top up successful') expect(screen.queryByText('Top up successful')).toBeNull();
  });
});

describe('the result headline of a paid order as the live track moves', () => {
  it('says on its way, then delayed, and successful only once delivered', async () => {
    await show(info(1, { delivered: false }));
    await send(track({ state: 'sent' }));
    await waitFor(() => expect(headline()).toBe('Payment received: your goods are on their way'));
    await send(track({ state: 'sent', delayed: true }));
    await waitFor(() => expect(headline()).toBe('Payment received: delivery is delayed'));
    expect(icon()).toEqual(['icon--clock']);
    expect(screen.getByText(/taking longer than usual/)).toBeTruthy();
    expect(screen.queryByText('Top up successful')).toBeNull();
    await send(track({ state: 'delivered', final: true }, 4));
    await waitFor(() => expect(headline()).toBe('Top up successful'));
    expect(icon()).toEqual(['icon--success']);
  });

  it('follows the track over an order fetched as delivered before', async () => {
    // The track is the newer word: a full answer cannot be more recent than the stream.
    await show(info(1, { delivered: true }));
    await send(track({ state: 'sent', delayed: true }));
    await waitFor(() => expect(headline()).toBe('Payment received: delivery is delayed'));
  });

  it('says the order was not delivered and refunded, not successful', async () => {
    await show(info(1, { delivered: false }));
    await send(track({ delayed: true, settlement: { ...money, kind: 'refunding' } }));
    await waitFor(() => expect(headline()).toBe('Not delivered: refund under way'));
    expect(icon()).toEqual(['icon--refunded']);
    const refunded: TrackSettlement = { ...money, kind: 'refunded', at };
    await send(track({ state: 'refunded', final: true, settlement: refunded }));
    await waitFor(() => expect(headline()).toBe('Not delivered: refunded'));
    expect(screen.queryByText('Top up successful')).toBeNull();
  });

  it('says a credit was given above the credit code', async () => {
    await show(info(1, { delivered: false }));
    const code = 'ABCD-EFGH-JKMN-PQRS-TUVW';
    const settlement: TrackSettlement = { ...money, kind: 'credited', credit_code: code };
    await send(track({ state: 'credited', final: true, settlement }));
    await waitFor(() => expect(headline()).toBe('Not delivered: credit given'));
    expect(icon()).toEqual(['icon--alert']);
    expect(screen.getByText(code)).toBeTruthy();
    expect(screen.queryByText('Top up successful')).toBeNull();
  });
});
