import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerResultCodeHandlers } from '../../../shared/api-client/result-codes.ts';
import { recordingHandlers } from '../../../shared/api-client/test-helpers.ts';
import { getByRole, queryByRole } from '@topup/test-queries/by-role';
import * as g from '../../game/test-harness.tsx';
import { buyButton, dialogTitled, methodButton, openSheet } from '../../recharge/test-harness.tsx';
import { fakePopup } from '../../recharge/test-pay-fixtures.ts';
import { couponRow, setUpVip, stubVipServer } from './coupon-sheet-harness.tsx';

vi.mock('../../../shared/tracking/track.ts', () => ({ track: vi.fn(), trackOrder: vi.fn() }));

let page: g.Rendered | null = null;
const couponable = { goods: { display: 'p300 pack', value: 'p300' } };
const order = { billing_no: 'TP2401010000000009', url: 'https://pay.example/checkout/9' };
const payBodies = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .filter(([u]) => new URL(String(u)).pathname === '/api/pay/paypal_pay')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);
const confirmDialog = () => queryByRole('alertdialog');

beforeEach(async () => {
  await setUpVip();
  vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
});
afterEach(async () => {
  vi.useRealTimers();
  await page?.unmount();
  page = null;
});

describe('paying with coupons', () => {
  it('sends the selected coupon without asking', async () => {
    const { fetchMock } = stubVipServer({ '/api/pay/paypal_pay': () => order });
    page = await openSheet(couponable);
    await g.until(() => couponRow()?.textContent?.includes('Twenty'));
    g.click(methodButton('PayPal'));
    g.click(buyButton());
    expect(confirmDialog()).toBeNull();
    await g.settle();
    expect(payBodies(fetchMock)).toEqual([expect.objectContaining({ coupon_code: 'C80' })]);
  });

  it('asks before paying without a coupon while usable ones exist; pays only on confirm', async () => {
    const { fetchMock } = stubVipServer({ '/api/pay/paypal_pay': () => order });
    page = await openSheet(couponable);
    await g.until(() => couponRow()?.textContent?.includes('Twenty'));
    g.click(methodButton('PayPal'));
    g.click(couponRow());
    g.click(g.button('Cancel'));
    g.click(getByRole('button', 'Close', dialogTitled('My reward')!));

    g.click(buyButton());
    expect(confirmDialog()?.textContent).toContain('Tips');
    expect(confirmDialog()?.textContent).toContain(
      'Are you sure you want to continue with the order without using a coupon?',
    );
    g.click(getByRole('button', 'Cancel', confirmDialog()!));
    await g.settle();
    expect(payBodies(fetchMock)).toEqual([]);

    g.click(buyButton());
    g.click(g.button('Confirm'));
    await g.settle();
    const bodies = payBodies(fetchMock);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.coupon_code).toBeUndefined();
  });

  it('on -3062 shows no toast, clears the coupon and refreshes the coupons after 1000 ms', async () => {
    const recorded = recordingHandlers();
    registerResultCodeHandlers(recorded.handlers);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { calls } = stubVipServer({
      '/api/pay/paypal_pay': () => g.envelope(null, -3062, 'This coupon cannot be used'),
    });
    page = await openSheet(couponable);
    await g.until(() => couponRow()?.textContent?.includes('Twenty'));
    g.click(methodButton('PayPal'));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const flush = async () => {
      for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(0));
    };
    g.click(buyButton());
    await flush();
    expect(recorded.toasts).toEqual([]);
    expect(warn).toHaveBeenCalled();
    expect(couponRow()!.textContent).toContain('Please select a coupon');
    const before = calls('/api/coupons/couponList').length;
    await act(() => vi.advanceTimersByTimeAsync(990));
    expect(calls('/api/coupons/couponList')).toHaveLength(before);
    await act(() => vi.advanceTimersByTimeAsync(10));
    await flush();
    expect(calls('/api/coupons/couponList')).toHaveLength(before + 1);
  });
});
