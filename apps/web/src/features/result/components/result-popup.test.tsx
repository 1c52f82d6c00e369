import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderTrack } from '@topup/contracts/order-track';
import type { OrderInfo } from '@topup/contracts/payments';
import {
  accessibleName,
  allByRole,
  getByRole,
  getByText,
  queryByRole,
  queryByText,
} from '@topup/test-queries/by-role';
import * as g from '../../game/test-harness.tsx';
import { PayFlowHost } from './pay-flow-host.tsx';
import { getPayFlow, resetPayFlow } from '../../../shared/pay-flow/pay-flow-store.ts';
import { setBoot } from '../../../shared/boot/boot.ts';
import { ResultPopup } from './result-popup.tsx';

vi.mock('../../../shared/tracking/track.ts', () => ({ track: vi.fn(), trackOrder: vi.fn() }));

const BILLING = 'TP2401010000000009';
const info = (status: OrderInfo['status'], full = false): OrderInfo => ({
  status,
  billing_no: BILLING,
  user_name: 'demo',
  game_name: 'Alpha',
  game_server_name: 'Ember Peak',
  role_name: 'Kira',
  product_name: '60 Gems',
  ...(full
    ? {
        amount: '4.99',
        amount_minor: 499,
        currency: 'USD',
        pay_method_name: 'PayPal',
        pay_url: 'https://pay.example/c/9',
        delivered: true,
      }
    : {}),
});

const trackOf = (state: OrderTrack['state']): OrderTrack => ({
  billing_no: BILLING,
  state,
  steps: (['created', 'paid', 'sent', 'delivered'] as const).map((step, i) => ({
    step,
    at: i === 0 || state !== 'created' ? '2026-12-06T10:00:00.000Z' : null,
  })),
  delayed: false,
  attempts: state === 'created' ? 0 : 1,
  final: false,
  settlement: null,
});

let page: g.Rendered | null = null;
const onClose = vi.fn();
const onChangeWay = vi.fn();

/** getOrderInfo answering `simple` and full fetches from the given statuses in turn. */
function orders(...statuses: OrderInfo['status'][]) {
  const { calls } = g.serverStub({
    '/api/pay/getOrderInfo': (url) => {
      const full = url.searchParams.get('simple') === '0';
      return info(statuses.shift() ?? -1, full);
    },
  });
  return () => calls('/api/pay/getOrderInfo').map((u) => u.searchParams.get('simple'));
}

async function advance(ms: number) {
  await act(async () => vi.advanceTimersByTimeAsync(ms));
}
/** Real turns (setTimeout is faked): the lazy tracker's chunk loads in its own time. */
async function until(ready: () => unknown) {
  const end = Date.now() + 4000;
  while (!ready() && Date.now() < end) {
    await act(async () => new Promise((r) => setImmediate(r)));
  }
  expect(ready()).toBeTruthy();
}
const dialog = () => getByRole('dialog', 'Recharge result');
/** The result, the first thing the popup announces. */
const status = () => allByRole('status')[0]?.textContent;
/** The order's facts: the definitions of its terms. */
const facts = () => allByRole('definition').map((d) => d.textContent);
/** The popup's actions: its buttons but those inside the hints list. */
const buttons = () => {
  const lists = allByRole('list', undefined, dialog());
  return allByRole('button', undefined, dialog())
    .filter((b) => !lists.some((l) => l.contains(b)))
    .map((b) => accessibleName(b));
};

beforeEach(async () => {
  await g.setUp();
  resetPayFlow();
  onClose.mockReset();
  onChangeWay.mockReset();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(async () => {
  await page?.unmount();
  page = null;
  vi.useRealTimers();
});

const popup = (target: Parameters<typeof ResultPopup>[0]['target']) =>
  g.render(<ResultPopup target={target} onClose={onClose} onChangeWay={onChangeWay} />);

describe('the result popup', () => {
  it('polls 1 s after opening and stops while pending; recharge done re-checks', async () => {
    const fetched = orders(-1, 1);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    page = await popup({ billingNo: BILLING, payUrl: 'https://pay.example/c/9', pending: true });
    expect(allByRole('listitem', undefined, getByRole('list', undefined, dialog()))).toHaveLength(
      3,
    );
    expect(buttons()).toEqual(['Go to pay', 'Recharge done']);

    await advance(999);
    expect(fetched()).toEqual([]);
    await advance(1);
    expect(fetched()).toEqual(['1']);
    await advance(5000);
    expect(fetched()).toEqual(['1']);
    // Pending is the popup's text, not a status (the 'still pending' note is the one announced).
    expect(queryByText('Waiting for payment')).not.toBeNull();

    g.click(g.button('Go to pay'));
    expect(open).toHaveBeenCalledWith('https://pay.example/c/9', '_blank', 'noopener');

    g.click(g.button('Recharge done'));
    await advance(0);
    expect(fetched()).toEqual(['1', '0']);
    expect(status()).toBe('Top up successful');
    expect(facts().slice(0, 6)).toEqual([
      'demo',
      'Alpha',
      '60 Gems',
      'Ember Peak',
      'Kira',
      BILLING,
    ]);
    expect(buttons()).toEqual(['Recharge done']);
    g.click(g.button('Recharge done'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('notices the payment by itself: the live track moving past created fetches the order', async () => {
    // No EventSource here (jsdom): the tracker reads GET /api/pay/orderTrack every 2 s instead.
    const states: OrderTrack['state'][] = ['created', 'sent'];
    const { calls } = g.serverStub({
      '/api/pay/getOrderInfo': (url) =>
        url.searchParams.get('simple') === '1' ? info(-1) : { ...info(1, true), delivered: false },
      '/api/pay/orderTrack': () => trackOf(states.shift() ?? 'sent'),
    });
    page = await popup({ billingNo: BILLING, payUrl: 'https://pay.example/c/9', pending: true });
    await until(() => calls('/api/pay/orderTrack').length === 1);
    await advance(1000);
    expect(queryByText('Waiting for payment')).not.toBeNull();
    expect(calls('/api/pay/getOrderInfo')).toHaveLength(1);
    // The next read finds the order paid and sent: no tap on 'recharge done'.
    await advance(2000);
    await until(() => status() !== 'Waiting for payment');
    expect(status()).toBe('Payment received: your goods are on their way');
    expect(queryByText('Top up successful')).toBeNull();
    // Issue 29 item 7: what was paid, and how, as the player chose it.
    const terms = allByRole('term').map((d) => d.textContent);
    expect(terms.slice(-2)).toEqual(['Amount paid', 'Payment method']);
    expect(facts().slice(-2)).toEqual(['$4.99', 'PayPal']);
    expect(calls('/api/pay/getOrderInfo').map((u) => u.searchParams.get('simple'))).toEqual([
      '1',
      '0',
    ]);
    expect(buttons()).toEqual(['Recharge done']);
  });

  it('follows the order by polling when the stream is refused (429 past its cap)', async () => {
    const { calls } = g.serverStub({
      '/api/pay/getOrderInfo': () => info(-1),
      '/api/pay/orderTrack': () => trackOf('created'),
    });
    const sources: RefusedEventSource[] = [];
    class RefusedEventSource {
      static readonly CLOSED = 2;
      readyState = 0;
      readonly listeners = new Map<string, () => void>();
      constructor(readonly url: string) {
        sources.push(this);
      }
      addEventListener(type: string, fn: () => void) {
        this.listeners.set(type, fn);
      }
      close() {
        this.readyState = 2;
      }
    }
    vi.stubGlobal('EventSource', RefusedEventSource);
    page = await popup({ billingNo: BILLING, pending: true });
    await until(() => sources[0]);
    expect(calls('/api/pay/orderTrack')).toHaveLength(0);
    // A non-stream answer fails the connection for good (readyState CLOSED), then 'error'.
    sources[0]!.readyState = 2;
    await act(async () => sources[0]!.listeners.get('error')!());
    await until(() => calls('/api/pay/orderTrack').length === 1);
    await advance(2000);
    await until(() => calls('/api/pay/orderTrack').length === 2);
    vi.unstubAllGlobals();
  });

  it('fetches the full order once after a simple fail; both fail buttons change the way', async () => {
    const fetched = orders(-2, -2);
    page = await popup({ billingNo: BILLING, pending: true });
    await advance(1000);
    expect(fetched()).toEqual(['1', '0']);
    expect(status()).toBe('Top up failed');
    // eslint-disable-next-line no-restricted-syntax -- the fail icon is decorative (aria-hidden, the status says it): no accessible query reaches it
    expect(g.$('.result-icon')).not.toBeNull();
    expect(buttons()).toEqual(['Change recharge way', 'Continue recharge']);
    g.click(g.button('Change recharge way'));
    g.click(g.button('Continue recharge'));
    expect(onChangeWay).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['refund', 'customer service will refund it to your payment method'],
    ['credit', 'customer service will credit its value to your character'],
  ] as const)(
    'a repeat payment (status 10) says it was paid twice and what the brand does (%s)',
    async (repeatPayment, next) => {
      setBoot({ ...g.boot, tenant: { ...g.boot.tenant, repeatPayment } });
      orders(10, 10);
      page = await popup({ billingNo: BILLING, pending: true });
      await advance(1000);
      expect(status()).toBe('You paid twice for this order');
      expect(queryByText('Top up successful')).toBeNull();
      expect(getByText(/Your goods were delivered once\./).textContent).toContain(next);
      // The billing number to quote to customer service is there, and the order is settled.
      expect(facts()).toContain(BILLING);
      expect(buttons()).toEqual(['Recharge done']);
    },
  );

  it('a refunded order (Fail with refunded) says refunded, not failed, and only closes', async () => {
    g.serverStub({ '/api/pay/getOrderInfo': () => ({ ...info(-2), refunded: true }) });
    page = await popup({ billingNo: BILLING, pending: true });
    await advance(1000);
    expect(status()).toBe('Refunded');
    expect(queryByText('Top up failed')).toBeNull();
    expect(getByText(/the goods were taken back/)).toBeTruthy();
    expect(facts()).toContain(BILLING);
    expect(buttons()).toEqual(['Close']);
    g.click(g.button('Close'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onChangeWay).not.toHaveBeenCalled();
  });

  it('cannot be closed by the overlay, and the pending link changes the way', async () => {
    orders(-1);
    page = await popup({ billingNo: BILLING, pending: true });
    // eslint-disable-next-line no-restricted-syntax -- the overlay is a pointer-only backdrop with no role or name
    g.click(g.$('.overlay'));
    expect(onClose).not.toHaveBeenCalled();
    expect(queryByRole('button', 'Close', dialog())).toBeNull();
    g.click(getByRole('button', 'Change recharge way', getByRole('list', undefined, dialog())));
    expect(onChangeWay).toHaveBeenCalledTimes(1);
  });

  it('opens from billing_no in the address and forgets it once closed', async () => {
    orders(1, 1);
    page = await g.render(<PayFlowHost />, `/?client_id=1001&billing_no=${BILLING}`);
    await g.until(() => queryByRole('dialog'));
    expect(status()).toBe('Checking your order…');
    await advance(1000);
    expect(status()).toBe('Top up successful');
    g.click(g.button('Recharge done'));
    await advance(0);
    expect(getPayFlow().result).toBeNull();
    expect(page.router.state.location.search).toBe('?client_id=1001');
  });
});
