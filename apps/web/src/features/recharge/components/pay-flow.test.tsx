import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerResultCodeHandlers } from '../../../shared/api-client/result-codes.ts';
import { recordingHandlers } from '../../../shared/api-client/test-helpers.ts';
import { getOrderSelection } from '../../../shared/storage/order-selection.ts';
import { track, trackOrder } from '../../../shared/tracking/track.ts';
import * as g from '../../game/test-harness.tsx';
import { limitInfoMarked } from '../../limits/limit-flag.ts';
import {
  buyButton,
  dialogTitled,
  methodButton,
  openSheet,
  sheet,
  stubServer,
  freshShop,
} from '../test-harness.tsx';
import { fakePopup } from '../test-pay-fixtures.ts';

vi.mock('../../../shared/tracking/track.ts', () => ({ track: vi.fn(), trackOrder: vi.fn() }));

let page: g.Rendered | null = null;
const order = { billing_no: 'TP2401010000000001', url: 'https://pay.example/checkout/1' };
const bodyOf = (fetchMock: ReturnType<typeof vi.fn>, path: string) => {
  const call = fetchMock.mock.calls.find(([u]) => new URL(String(u)).pathname === path);
  return call
    ? (JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>)
    : null;
};

beforeEach(async () => {
  await freshShop();
});
afterEach(async () => {
  await page?.unmount();
  page = null;
});

describe('paying from the recharge sheet', () => {
  it('opens the window inside the click, then sends it to the payment page', async () => {
    let answer: (r: Response) => void = () => {};
    const { fetchMock } = stubServer({
      '/api/pay/paypal_pay': () => new Promise<Response>((r) => (answer = r)),
    });
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    page = await openSheet();
    g.click(methodButton('PayPal'));
    g.click(buyButton());

    // Synchronously within the click, before the server answered.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(popup.location.href).toBe('');
    const body = bodyOf(fetchMock, '/api/pay/paypal_pay');
    expect(body).toMatchObject({
      client_id: '1001',
      server_id: 's1',
      role_id: 'r1',
      product_id: 'p60',
      platform: 'web',
      domain_area: 'universal',
      country: 'US',
      payway_id: 1,
      channel_id: 'ch1',
      pay_id: 'pay1',
      bcp47_lang: 'en',
      spec_lang: 'en',
      oauth_token: 'tok',
    });
    expect(body).not.toHaveProperty('price');
    expect(track).toHaveBeenCalledWith('clickPay', { payway_id: 1, channel_id: 'ch1' });

    await act(async () => answer(g.envelope(order)));
    await g.settle();
    expect(popup.location.href).toBe(order.url);
    expect(popup.opener).toBeNull();
    expect(track).toHaveBeenCalledWith('openPayLink', {
      billing_no: order.billing_no,
      payway_id: 1,
    });
    expect(trackOrder).toHaveBeenCalledWith(
      expect.objectContaining({ billing_no: order.billing_no, amount_minor: 499, currency: 'USD' }),
    );
    expect(getOrderSelection()).toMatchObject({
      billing_no: order.billing_no,
      rechargeKey: '1_ch1',
    });
    expect(sheet()).toBeUndefined();
    await g.until(() => dialogTitled('Recharge result'));
    const result = dialogTitled('Recharge result')!;
    expect(result.textContent).toContain('Waiting for payment');
    expect(g.button('Go to pay')).toBeDefined();
  });

  it('closes the blank window and keeps the sheet when the server refuses', async () => {
    const recorded = recordingHandlers();
    registerResultCodeHandlers(recorded.handlers);
    stubServer({
      '/api/pay/pagsmile_pay': () =>
        g.envelope(null, -3042, 'Incorrect parameters for the selected payment method'),
    });
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    page = await openSheet();
    g.click(methodButton('Wallets'));
    g.click(methodButton('GCash', dialogTitled('Wallets')!));
    g.click(buyButton());
    await g.settle();
    expect(recorded.toasts).toEqual(['Incorrect parameters for the selected payment method']);
    expect(popup.closed).toBe(true);
    expect(sheet()).toBeDefined();
    expect(buyButton().disabled).toBe(false);
    expect(dialogTitled('Recharge result')).toBeUndefined();
  });

  it('turns the limit-info flag on before paying for limited goods', async () => {
    stubServer({ '/api/pay/paypal_pay': () => order });
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    page = await openSheet({ goods: { display: 'm30 pack', value: 'm30' } });
    expect(limitInfoMarked()).toBe(false);
    g.click(methodButton('PayPal'));
    g.click(buyButton());
    expect(limitInfoMarked()).toBe(true);
    await g.settle();
  });
});
