import { screen, waitFor } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderTrack, TrackSettlement } from '@topup/contracts/order-track';
import * as g from '../../game/test-harness.tsx';
import { ResultContent } from './result-content.tsx';

// A paid order the game never got is settled by the brand's rule (issue 18): the popup's
// headline then says so instead of "Top up successful" above the refund or credit notice.

let emit: ((track: OrderTrack) => void) | null = null;
class StubEventSource {
  constructor(readonly url: string) {}
  addEventListener(_type: string, fn: (e: MessageEvent<string>) => void) {
    emit = (track) => fn(new MessageEvent('track', { data: JSON.stringify(track) }));
  }
  close() {}
}

const at = '2026-11-27T10:00:00.000Z';
const track = (settlement: TrackSettlement | null): OrderTrack => ({
  billing_no: 'TP2611270000000001',
  state: settlement?.kind === 'credited' ? 'credited' : 'paid',
  steps: (['created', 'paid', 'sent', 'delivered'] as const).map((step, i) => ({
    step,
    at: i < 3 ? at : null,
  })),
  delayed: settlement === null,
  attempts: 3,
  final: settlement?.kind === 'credited',
  settlement,
});
const money = { at: null, amount_minor: 499, currency: 'USD', credit_code: null };

let page: g.Rendered | null = null;
beforeEach(async () => {
  emit = null;
  await g.setUp();
  vi.stubGlobal('EventSource', StubEventSource);
  page = await g.render(
    <ResultContent
      result={{ phase: 'success', order: null, checking: false, stillPending: false }}
      billingNo="TP2611270000000001"
      onChangeWay={() => undefined}
    />,
  );
});
afterEach(async () => {
  await page?.unmount();
  page = null;
  vi.unstubAllGlobals();
});

/** Waits for the lazy tracker to open its stream, then sends it an event. */
async function send(next: OrderTrack): Promise<void> {
  await waitFor(() => expect(emit).not.toBeNull());
  await act(async () => emit!(next));
}

describe('the result headline of a paid order', () => {
  it('says successful while the delivery is on its way, even when delayed', async () => {
    expect(await screen.findByText('Top up successful')).toBeTruthy();
    await send(track(null));
    expect(await screen.findByText(/taking longer than usual/)).toBeTruthy();
    expect(screen.getByText('Top up successful')).toBeTruthy();
  });

  it('says the order was not delivered and refunded, not successful', async () => {
    await screen.findByText('Top up successful');
    await send(track({ ...money, kind: 'refunding' }));
    expect(await screen.findByText('Not delivered: refund under way')).toBeTruthy();
    await send(track({ ...money, kind: 'refunded', at }));
    expect(await screen.findByText('Not delivered: refunded')).toBeTruthy();
    expect(screen.queryByText('Top up successful')).toBeNull();
  });

  it('says a credit was given above the credit code', async () => {
    await screen.findByText('Top up successful');
    const code = 'ABCD-EFGH-JKMN-PQRS-TUVW';
    await send(track({ ...money, kind: 'credited', credit_code: code }));
    expect(await screen.findByText('Not delivered: credit given')).toBeTruthy();
    expect(screen.getByText(code)).toBeTruthy();
    expect(screen.queryByText('Top up successful')).toBeNull();
  });
});
