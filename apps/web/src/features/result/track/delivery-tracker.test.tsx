import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderTrack } from '@topup/contracts/order-track';
import { allByRole, getByRole, queryByRole } from '@topup/test-queries/by-role';
import * as g from '../../game/test-harness.tsx';
import { DeliveryTracker } from './delivery-tracker.tsx';

// The result popup's live tracker against a stand-in EventSource: the server's `track` events
// move the steps, a final one closes the stream, a delayed one says so.

class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(track: OrderTrack | string) {
    const data = typeof track === 'string' ? track : JSON.stringify(track);
    for (const fn of this.listeners.get('track') ?? []) fn(new MessageEvent('track', { data }));
  }
}

const at = '2026-11-27T10:00:00.000Z';
const track = (over: Partial<OrderTrack>, reached: number): OrderTrack => ({
  billing_no: 'TP2611270000000001',
  state: 'paid',
  steps: (['created', 'paid', 'sent', 'delivered'] as const).map((step, i) => ({
    step,
    at: i < reached ? at : null,
  })),
  delayed: false,
  attempts: 0,
  final: false,
  settlement: null,
  ...over,
});

let page: g.Rendered | null = null;
beforeEach(async () => {
  await g.setUp();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  page?.unmount();
  page = null;
});

const progress = () => queryByRole('list', 'Delivery progress');
const steps = () =>
  allByRole('listitem', undefined, progress()!).map((li) => [
    li.textContent?.replace(/\d{2}:\d{2} \(UTC.*$/, '').trim(),
    li.getAttribute('aria-current'),
  ]);

describe('DeliveryTracker', () => {
  it('opens the stream for the order and shows each step as the server reports it', async () => {
    page = await g.render(<DeliveryTracker billingNo="TP2611270000000001" />);
    const source = FakeEventSource.last!;
    expect(source.url).toMatch(
      /^\/api\/pay\/orderTrack\/stream\?billing_no=TP2611270000000001(&|$)/,
    );
    // Nothing until the first event: the popup's own status says what is known.
    expect(progress()).toBeNull();

    await act(async () => source.emit(track({ state: 'paid' }, 2)));
    // The tracker's texts are their own chunk: on a busy machine they may load after the event.
    await g.until(progress);
    expect(steps()).toEqual([
      ['Order created', null],
      ['Paid', null],
      ['Sent to the game', 'step'],
      ['Delivered to your character', null],
    ]);
    expect(allByRole('time', undefined, progress()!)).toHaveLength(2);
    // The player's clock, always with its zone (issue 29 item 4; shared/format/time.ts).
    for (const time of allByRole('time', undefined, progress()!))
      expect(time.textContent).toMatch(/^\d{2}:\d{2} \(UTC[+-]\d{2}:\d{2}\)$/);

    await act(async () => source.emit(track({ state: 'delivered', final: true, attempts: 1 }, 4)));
    expect(allByRole('time', undefined, progress()!)).toHaveLength(4);
    expect(steps().every(([, current]) => current === null)).toBe(true);
    expect(source.closed).toBe(true);
  });

  it('says the delivery is delayed, and ignores an event that is not a track', async () => {
    page = await g.render(<DeliveryTracker billingNo="TP2611270000000001" />);
    const source = FakeEventSource.last!;
    await act(async () => source.emit('{"nonsense":true'));
    await act(async () => source.emit(JSON.stringify({ state: 'x' })));
    expect(progress()).toBeNull();
    await act(async () => source.emit(track({ delayed: true }, 2)));
    await g.until(progress);
    expect(getByRole('status').textContent).toBe(
      'Delivery is taking longer than usual. We keep trying; you do not need to pay again.',
    );
    expect(source.closed).toBe(false);
  });

  it('says the make-good credit in place of "delayed": the amount, the code and how to use it', async () => {
    page = await g.render(<DeliveryTracker billingNo="TP2611270000000001" />);
    const source = FakeEventSource.last!;
    const settlement = {
      kind: 'credited' as const,
      at,
      amount_minor: 499,
      currency: 'USD',
      credit_code: 'ABCD-EFGH-JKMN-PQRS-TUVW',
    };
    await act(async () =>
      source.emit(track({ state: 'credited', final: true, delayed: false, settlement }, 3)),
    );
    await g.until(progress);
    const status = getByRole('status');
    expect(status.textContent).toContain('you received a credit of ');
    expect(status.textContent).toContain('4.99');
    expect(status.textContent).toContain('Redeem a gift card');
    const code = getByRole('code', undefined, status);
    expect(code.textContent).toBe('ABCD-EFGH-JKMN-PQRS-TUVW');
    expect(code.getAttribute('dir')).toBe('ltr');
    expect(status.textContent).not.toContain('longer than usual');
    expect(source.closed).toBe(true);
  });

  it('says the refund is on its way, then made', async () => {
    page = await g.render(<DeliveryTracker billingNo="TP2611270000000001" />);
    const source = FakeEventSource.last!;
    const refund = { at: null, amount_minor: 499, currency: 'USD', credit_code: null };
    await act(async () =>
      source.emit(track({ delayed: true, settlement: { ...refund, kind: 'refunding' } }, 3)),
    );
    await g.until(progress);
    expect(getByRole('status').textContent).toMatch(/^We could not deliver .* we are refunding /);
    await act(async () =>
      source.emit(
        track(
          { state: 'refunded', final: true, settlement: { ...refund, kind: 'refunded', at } },
          3,
        ),
      ),
    );
    expect(getByRole('status').textContent).toMatch(/so we refunded .*4\.99.*2026/);
    expect(queryByRole('code')).toBeNull();
  });
});
