import { afterEach, describe, expect, it } from 'vitest';
import {
  analyst,
  byTestId,
  queryByTestId,
  click,
  fakeStaff,
  owner,
  render,
  serverStub,
  until,
  type Rendered,
} from '../../test/render.tsx';
import { getByText } from '@topup/test-queries/by-role';
import { OrdersPage } from './orders-page.tsx';

let page: Rendered | null = null;
afterEach(async () => {
  await page?.unmount();
  page = null;
});

const order = {
  billing_no: 'TP1',
  tenant: 'watt',
  status: 'paid',
  suid: '10000001',
  username: 'demo',
  game_code: 'voltage-arena',
  game_name: 'Voltage Arena',
  server_id: '1001',
  server_name: 'S1 Dawn',
  role_id: '1001011',
  role_name: 'Borin',
  product_id: 'p',
  product_name: '300 Diamonds',
  amount_minor: 499,
  refunded_minor: 0,
  currency: 'USD',
  country: 'US',
  provider: 'adyen',
  purpose: 'goods',
  provider_txn_id: null,
  delivery_error: 'delivery failed after 1 attempts: 500',
  created_at: '2026-11-27T08:00:00.000Z',
  paid_at: null,
  delivered_at: null,
};
const story = (status: string) => ({
  order: { ...order, status, delivery_error: status === 'paid' ? order.delivery_error : null },
  timeline: [
    {
      at: '2026-11-27T08:00:00.000Z',
      kind: 'event',
      title: '— → created',
      detail: { source: 'pay', fromStatus: null, toStatus: 'created' },
      body: null,
    },
    {
      at: '2026-11-27T08:00:01.000Z',
      kind: 'provider-message',
      title: 'adyen notify: applied',
      detail: { provider: 'adyen', kind: 'notify', outcome: 'applied' },
      body: '<script>alert(1)</script>',
    },
    {
      at: '2026-11-27T08:00:01.000Z',
      kind: 'callback',
      title: 'adyen paid: duplicate',
      detail: {
        provider: 'adyen',
        action: 'paid',
        amountMinor: 499,
        currency: 'USD',
        outcome: 'duplicate',
      },
      body: null,
    },
    {
      at: '2026-11-27T08:00:02.000Z',
      kind: 'delivery-attempt',
      title: 'deliver attempt 1: failed',
      detail: { kind: 'deliver', attempt: 1, ok: false, durationMs: 120, source: 'relay' },
      body: '{"code":500}',
    },
    {
      at: '2026-11-27T08:00:03.000Z',
      kind: 'refund',
      title: 'partial 200 USD',
      detail: { kind: 'partial', amountMinor: 200, source: 'support', reason: 'duplicate' },
      body: null,
    },
  ],
  outbox: [],
  can_replay: status === 'paid',
  can_refund: true,
});

describe('order page', () => {
  it('shows the story with raw bodies as text, replays and shows the result', async () => {
    let status = 'paid';
    const server = serverStub({
      'GET /api/console/orders/TP1': () => ({ data: story(status) }),
      'POST /api/console/orders/TP1/replay': () => {
        status = 'delivered';
        return {
          data: { kind: 'deliver', outcome: 'delivered', status, delivery_error: null },
        };
      },
    });
    page = await render([{ path: '/orders/*', element: <OrdersPage /> }], {
      url: '/orders/TP1',
      staff: fakeStaff(owner),
    });
    await until(() => queryByTestId('order-status') !== null);
    expect(byTestId('order-status').textContent).toBe('Paid');
    // Money in the currency's units, never "499 USD".
    expect(byTestId('order-amount').textContent).toBe('$4.99');
    // The refund form starts at all that is left, in the currency's units (refund-form.test.tsx).
    click(byTestId('order-refund'));
    expect(byTestId<HTMLInputElement>('refund-amount').value).toBe('4.99');
    // The story's text is shown as text: one element whose own text is the markup (a parsed
    // <script> would leave only 'alert(1)').
    expect(getByText('<script>alert(1)</script>', byTestId('order-story'))).toBeTruthy();
    // The story in plain words: no "— → created", no "adyen paid: duplicate", no minor units.
    const told = byTestId('order-timeline').textContent ?? '';
    expect(told).toContain('Order placed; waiting for payment · When the player chose to pay');
    expect(told).toContain('Adyen sent a payment notification · Counted for this order.');
    expect(told).toContain(
      'Adyen reported the payment of $4.99 · Already counted before; not counted again.',
    );
    expect(told).toContain(
      'Delivery to the game failed (attempt 1) · The game answered in 120 ms.',
    );
    expect(told).toContain(
      '$2.00 given back to the player · By a support operator · Reason: Duplicate payment',
    );
    expect(told).not.toMatch(/→|duplicate|adyen paid|200 USD/);
    expect(byTestId('order-game').textContent).toBe('Voltage Arena');
    // Times to the second, with their zone (the first line is 08:00:00 UTC in some zone).
    expect(told).toMatch(/\d{1,2}:\d{2}:\d{2}( [AP]M)? (UTC|GMT|[A-Z]{2,5})/);
    click(byTestId('order-replay'));
    await until(() => queryByTestId('order-replay-result') !== null);
    expect(byTestId('order-replay-result').textContent).toBe('Delivered.');
    await until(() => byTestId('order-status').textContent === 'Delivered');
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('an analyst sees no replay or refund', async () => {
    serverStub({ 'GET /api/console/orders/TP1': () => ({ data: story('paid') }) });
    page = await render([{ path: '/orders/*', element: <OrdersPage /> }], {
      url: '/orders/TP1',
      staff: fakeStaff(analyst),
    });
    await until(() => queryByTestId('order-status') !== null);
    expect(queryByTestId('order-replay')).toBeNull();
    expect(queryByTestId('order-refund')).toBeNull();
  });

  it('offers to deliver now a delivery waiting for its next automatic retry', async () => {
    serverStub({
      'GET /api/console/orders/TP1': () => ({
        data: {
          ...story('paid'),
          outbox: [
            {
              kind: 'deliver',
              delivery_id: 'TP1',
              attempts: 4,
              state: 'waiting',
              last_error: 'game server answered 503',
              next_attempt_at: '2026-11-27T08:30:00.000Z',
            },
          ],
        },
      }),
    });
    page = await render([{ path: '/orders/*', element: <OrdersPage /> }], {
      url: '/orders/TP1',
      staff: fakeStaff(owner),
    });
    await until(() => queryByTestId('order-replay') !== null);
    expect(byTestId('order-replay').textContent).toBe(
      'Deliver now (stop waiting for the automatic retry)',
    );
    expect(byTestId('order-outbox').textContent).toMatch(
      /next automatic try .*\d{1,2}:\d{2}:\d{2}/,
    );
  });
});
