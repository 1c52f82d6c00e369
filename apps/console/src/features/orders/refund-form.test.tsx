import { afterEach, describe, expect, it } from 'vitest';
import {
  byTestId,
  click,
  fakeStaff,
  owner,
  queryByTestId,
  render,
  serverStub,
  submit,
  type,
  until,
  type Rendered,
} from '../../test/render.tsx';
import { OrdersPage } from './orders-page.tsx';

// The refund form on an order's page (issue 31): the amount typed in the currency's units, its
// limits, the reason, the confirmation naming the exact amount, and a result that says what the
// provider said.

let page: Rendered | null = null;
afterEach(async () => {
  await page?.unmount();
  page = null;
});

const order = (amountMinor: number, refundedMinor: number, currency: string) => ({
  billing_no: 'TP9',
  tenant: 'watt',
  status: 'delivered',
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
  amount_minor: amountMinor,
  refunded_minor: refundedMinor,
  currency,
  country: 'US',
  provider: 'paypal',
  purpose: 'goods',
  provider_txn_id: 'CAP1',
  delivery_error: null,
  created_at: '2026-11-27T08:00:00.000Z',
  paid_at: '2026-11-27T08:00:01.000Z',
  delivered_at: '2026-11-27T08:00:02.000Z',
});
const story = (o: ReturnType<typeof order>) => ({
  order: o,
  timeline: [],
  outbox: [],
  can_replay: false,
  can_refund: o.amount_minor > o.refunded_minor,
});

async function openOn(o: ReturnType<typeof order>, answer?: () => object) {
  let current = o;
  const server = serverStub({
    'GET /api/console/orders/TP9': () => ({ data: story(current) }),
    'POST /api/console/orders/TP9/refund': (call) => {
      const body = call.body as { amount_minor: number };
      current = { ...current, refunded_minor: current.refunded_minor + body.amount_minor };
      return (answer?.() ?? {
        data: {
          refund_id: 'RF1',
          status: current.refunded_minor === current.amount_minor ? 'refunded' : 'delivered',
          amount_minor: body.amount_minor,
          refunded_minor: current.refunded_minor,
          provider_state: 'pending',
        },
      }) as never;
    },
  });
  page = await render([{ path: '/orders/*', element: <OrdersPage /> }], {
    url: '/orders/TP9',
    staff: fakeStaff(owner),
  });
  await until(() => queryByTestId('order-refund') !== null);
  click(byTestId('order-refund'));
  await until(() => queryByTestId('refund-amount') !== null);
  return server;
}

const amountError = () =>
  document.getElementById(`${byTestId('refund-amount').id}-error`)?.textContent ?? null;

describe('refund form', () => {
  it('starts at all that is left, refuses too much, zero and extra decimals, then confirms the exact part', async () => {
    // 10.00 paid, 2.50 already given back: 7.50 left.
    const server = await openOn(order(1000, 250, 'USD'));
    const amount = byTestId<HTMLInputElement>('refund-amount');
    expect(amount.value).toBe('7.50');
    expect(byTestId('refund-form').textContent).toContain('Paid $10.00; $7.50 left to refund.');

    type(amount, '7.51');
    await until(() => amountError() !== null);
    expect(amountError()).toBe('That is more than what is left to refund ($7.50).');
    type(amount, '0');
    await until(() => amountError() === 'Type an amount more than zero.');
    type(amount, '3.333');
    await until(() => (amountError() ?? '').includes('USD has 2 digits after the point'));
    type(amount, '3,75');
    await until(() => (amountError() ?? '').startsWith('Type an amount in USD'));

    // A good amount without a reason is not sent.
    type(amount, '3.75');
    submit(byTestId<HTMLFormElement>('refund-form'));
    await until(() => (byTestId('refund-form').textContent ?? '').includes('Choose why'));
    expect(queryByTestId('refund-confirm')).toBeNull();

    // 'Other' needs words.
    type(byTestId<HTMLSelectElement>('refund-reason'), 'other');
    await until(() => queryByTestId('refund-reason-text') !== null);
    submit(byTestId<HTMLFormElement>('refund-form'));
    await until(() =>
      (byTestId('refund-form').textContent ?? '').includes('Say in a few words why'),
    );
    type(byTestId<HTMLInputElement>('refund-reason-text'), 'Bought the wrong pack');
    submit(byTestId<HTMLFormElement>('refund-form'));

    await until(() => queryByTestId('refund-confirm-text') !== null);
    expect(byTestId('refund-confirm-text').textContent).toBe(
      'Refund $3.75 to the player through PayPal? Reason: Bought the wrong pack. ' +
        '$3.75 will be left to refund; the goods stay with the player.',
    );
    expect(byTestId('order-refund-confirm').textContent).toBe('Refund $3.75');
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    click(byTestId('order-refund-confirm'));
    await until(() => queryByTestId('order-refund-result') !== null);
    const posts = server.calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([
      { amount_minor: 375, reason: 'other', reason_text: 'Bought the wrong pack' },
    ]);
    // What the provider said: requested and accepted, not "refunded".
    expect(byTestId('order-refund-result').textContent).toBe(
      'Refund of $3.75 requested: PayPal accepted it and tells us when the money is back with ' +
        'the player. $3.75 is left to refund.',
    );
    await until(() => byTestId('order-amount').textContent === '$10.00 · $6.25 refunded');
  });

  it('in a currency without decimals, all that is left takes the order to refunded', async () => {
    await openOn(order(15000, 0, 'KRW'), () => ({
      data: {
        refund_id: 'RF2',
        status: 'refunded',
        amount_minor: 15000,
        refunded_minor: 15000,
        provider_state: 'completed',
      },
    }));
    const amount = byTestId<HTMLInputElement>('refund-amount');
    expect(amount.value).toBe('15000');
    type(amount, '150.5');
    await until(() => (amountError() ?? '').includes('KRW has no smaller unit'));
    type(amount, '15,000');
    type(byTestId<HTMLSelectElement>('refund-reason'), 'not-delivered');
    submit(byTestId<HTMLFormElement>('refund-form'));
    await until(() => queryByTestId('refund-confirm-text') !== null);
    expect(byTestId('refund-confirm-text').textContent).toBe(
      'Refund ₩15,000 to the player through PayPal? Reason: Goods not delivered. ' +
        'Nothing will be left to refund; the goods will be taken back in the game.',
    );
    click(byTestId('order-refund-confirm'));
    await until(() => queryByTestId('order-refund-result') !== null);
    expect(byTestId('order-refund-result').textContent).toBe(
      'PayPal says ₩15,000 is back with the player. The order is now refunded; the goods are ' +
        'being taken back in the game.',
    );
  });

  it("shows the server's refusal and keeps the form for another try", async () => {
    await openOn(order(1000, 0, 'USD'), () => ({
      code: -3080,
      msg: 'More than what is left to refund',
      status: 400,
    }));
    type(byTestId<HTMLSelectElement>('refund-reason'), 'fraud');
    submit(byTestId<HTMLFormElement>('refund-form'));
    await until(() => queryByTestId('order-refund-confirm') !== null);
    click(byTestId('order-refund-confirm'));
    await until(() => queryByTestId('refund-error') !== null);
    // In the operator's words, not the server's message.
    expect(byTestId('refund-error').textContent).toBe(
      'Less is left to refund than that now: another refund was made meanwhile. Look at what is ' +
        'left and try again.',
    );
    expect(queryByTestId('refund-form')).not.toBeNull();
    expect(queryByTestId('order-refund-result')).toBeNull();
  });
});
