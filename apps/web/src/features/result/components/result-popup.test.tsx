import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderInfo } from '@topup/contracts/payments';
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
  ...(full ? { amount: '4.99', currency: 'USD', pay_url: 'https://pay.example/c/9' } : {}),
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
const texts = (selector: string) => g.$$(selector).map((e) => e.textContent);
const buttons = () => texts('[role="dialog"] .dialog__actions button');

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
    expect(g.$('[role="dialog"] h2')?.textContent).toBe('Recharge result');
    expect(texts('.pending-hints li')).toHaveLength(3);
    expect(buttons()).toEqual(['Go to pay', 'Recharge done']);

    await advance(999);
    expect(fetched()).toEqual([]);
    await advance(1);
    expect(fetched()).toEqual(['1']);
    await advance(5000);
    expect(fetched()).toEqual(['1']);
    expect(g.$('.result-status')?.textContent).toBe('Waiting for payment');

    g.click(g.button('Go to pay'));
    expect(open).toHaveBeenCalledWith('https://pay.example/c/9', '_blank', 'noopener');

    g.click(g.button('Recharge done'));
    await advance(0);
    expect(fetched()).toEqual(['1', '0']);
    expect(g.$('.result-status')?.textContent).toBe('Top up successful');
    expect(texts('.result-facts dd')).toEqual([
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

  it('fetches the full order once after a simple fail; both fail buttons change the way', async () => {
    const fetched = orders(-2, -2);
    page = await popup({ billingNo: BILLING, pending: true });
    await advance(1000);
    expect(fetched()).toEqual(['1', '0']);
    expect(g.$('.result-status')?.textContent).toBe('Top up failed');
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
      expect(g.$('.result-status')?.textContent).toBe('You paid twice for this order');
      expect(g.$('.result--success')).toBeNull();
      expect(g.$('.result-note')?.textContent).toContain('Your goods were delivered once.');
      expect(g.$('.result-note')?.textContent).toContain(next);
      // The billing number to quote to customer service is there, and the order is settled.
      expect(texts('.result-facts dd')).toContain(BILLING);
      expect(buttons()).toEqual(['Recharge done']);
    },
  );

  it('a refunded order (Fail with refunded) says refunded, not failed, and only closes', async () => {
    g.serverStub({ '/api/pay/getOrderInfo': () => ({ ...info(-2), refunded: true }) });
    page = await popup({ billingNo: BILLING, pending: true });
    await advance(1000);
    expect(g.$('.result-status')?.textContent).toBe('Refunded');
    expect(g.$('.result--refunded')).not.toBeNull();
    expect(g.$('.result-note')?.textContent).toContain('the goods were taken back');
    expect(texts('.result-facts dd')).toContain(BILLING);
    expect(buttons()).toEqual(['Close']);
    g.click(g.button('Close'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onChangeWay).not.toHaveBeenCalled();
  });

  it('cannot be closed by the overlay, and the pending link changes the way', async () => {
    orders(-1);
    page = await popup({ billingNo: BILLING, pending: true });
    g.click(g.$('.overlay'));
    expect(onClose).not.toHaveBeenCalled();
    expect(g.$('[role="dialog"] [aria-label="Close"]')).toBeNull();
    g.click(g.$('.pending-hints .link-button'));
    expect(onChangeWay).toHaveBeenCalledTimes(1);
  });

  it('opens from billing_no in the address and forgets it once closed', async () => {
    orders(1, 1);
    page = await g.render(<PayFlowHost />, `/?client_id=1001&billing_no=${BILLING}`);
    await g.until(() => g.$('[role="dialog"]'));
    expect(g.$('.result-status')?.textContent).toBe('Checking your order…');
    await advance(1000);
    expect(g.$('.result-status')?.textContent).toBe('Top up successful');
    g.click(g.button('Recharge done'));
    await advance(0);
    expect(getPayFlow().result).toBeNull();
    expect(page.router.state.location.search).toBe('?client_id=1001');
  });
});
