import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerResultCodeHandlers } from '../../../shared/api-client/result-codes.ts';
import { recordingHandlers } from '../../../shared/api-client/test-helpers.ts';
import { getToasts } from '../../../shared/ui/toast-store.ts';
import * as g from '../../game/test-harness.tsx';
import type * as DropIns from '../pay/load-drop-in.ts';
import { loadDropIn, type DropInOptions } from '../pay/load-drop-in.ts';
import {
  buyButton,
  dialogTitled,
  methodButton,
  openSheet,
  sheet,
  stubServer,
  freshShop,
} from '../test-harness.tsx';
import { dropIn, fakePopup } from '../test-pay-fixtures.ts';

vi.mock('../../../shared/tracking/track.ts', () => ({ track: vi.fn(), trackOrder: vi.fn() }));
vi.mock('../pay/load-drop-in.ts', async (load) => ({
  ...(await load<typeof DropIns>()),
  loadDropIn: vi.fn(),
}));

let page: g.Rendered | null = null;
const order = { billing_no: 'TP2401010000000001', url: 'https://pay.example/checkout/1' };

beforeEach(async () => {
  await freshShop();
  vi.mocked(loadDropIn).mockReset();
});
afterEach(async () => {
  await page?.unmount();
  page = null;
});

describe('paying in a drop-in component', () => {
  it('loads a drop-in only for a drop-in method; its success leaves the order pending', async () => {
    const mount = vi.fn<(el: HTMLElement, o: DropInOptions) => void>();
    vi.mocked(loadDropIn).mockResolvedValue({ mount });
    stubServer({
      '/api/pay/paypal_pay': () => order,
      '/api/pay/airwallex': () => ({ billing_no: 'TP2401010000000002', url: '', drop_in: dropIn }),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    page = await openSheet();
    g.click(methodButton('PayPal'));
    g.click(buyButton());
    await g.settle();
    expect(loadDropIn).not.toHaveBeenCalled();

    g.click(g.button('Change recharge way'));
    await g.until(() => methodButton('Card'));
    open.mockClear();
    g.click(methodButton('Card'));
    g.click(buyButton());
    await g.settle();
    expect(open).not.toHaveBeenCalled();
    expect(loadDropIn).toHaveBeenCalledWith(dropIn.script_url);
    const [el, options] = mount.mock.calls[0]!;
    expect(sheet()?.contains(el)).toBe(true);
    expect(options).toMatchObject({ sessionId: 'sess_1', clientKey: 'ck_1' });
    expect(buyButton().disabled).toBe(true);

    act(() => options.onSuccess());
    await g.settle();
    expect(sheet()).toBeUndefined();
    expect(dialogTitled('Recharge result')?.textContent).toContain('Waiting for payment');
    // No payment page for a drop-in: 'to pay' goes back to the sheet.
    g.click(g.button('Go to pay'));
    await g.until(() => sheet());
    expect(sheet()).toBeDefined();
  });

  it('a declined drop-in is dropped with a message; buy starts a new order', async () => {
    const recorded = recordingHandlers();
    registerResultCodeHandlers(recorded.handlers);
    const mount = vi.fn<(el: HTMLElement, o: DropInOptions) => void>();
    vi.mocked(loadDropIn).mockResolvedValue({ mount });
    stubServer({
      '/api/pay/airwallex': () => ({ billing_no: 'TP3', url: '', drop_in: dropIn }),
    });
    page = await openSheet();
    g.click(methodButton('Card'));
    g.click(buyButton());
    await g.settle();
    const [el, options] = mount.mock.calls[0]!;
    expect(options.labels).toMatchObject({ number: 'Card number', pay: 'Pay' });
    act(() => options.onError({ status: 'failed', message: 'The card was declined.' }));
    await g.settle();
    expect(getToasts().map((t) => t.message)).toContain(
      'The card was declined. Please use another card or method.',
    );
    expect(el.isConnected).toBe(false);
    expect(buyButton().disabled).toBe(false);
    expect(dialogTitled('Recharge result')).toBeUndefined();
  });
});
