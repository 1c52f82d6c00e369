import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getItem } from '../../../shared/storage/storage.ts';
import { getToasts } from '../../../shared/ui/toast-store.ts';
import { getByRole } from '@topup/test-queries/by-role';
import * as g from '../../game/test-harness.tsx';
import { method } from '../../pay-methods/test-methods.ts';
import type * as DropIns from '../pay/load-drop-in.ts';
import { loadAdyenDropIn, loadDropIn } from '../pay/load-drop-in.ts';
import {
  buyButton,
  dialogTitled,
  methodButton,
  openSheet,
  sheet,
  stubServer,
  freshShop,
} from '../test-harness.tsx';
import { payWayList } from '../test-pay-fixtures.ts';

// Adyen's Drop-in (issue 14): a pay answer for an Adyen method carries the session; the app loads
// adyen-web's chunk (never the sandbox's script), opens no payment window, and keeps what the
// return from a redirect needs. adyen-web itself is replaced here: E2E drives the real one
// (e2e/adyen-dropin.spec.ts).

vi.mock('../../../shared/tracking/track.ts', () => ({ track: vi.fn(), trackOrder: vi.fn() }));
vi.mock('../pay/load-drop-in.ts', async (load) => ({
  ...(await load<typeof DropIns>()),
  loadDropIn: vi.fn(),
  loadAdyenDropIn: vi.fn(),
}));

const adyenSession = {
  provider: 'adyen',
  session_id: 'CS0123456789ABCDEF',
  client_key: 'test_ABC',
  script_url: '',
  session_data: 'Ab02b4c0!data',
  environment: 'emulator',
  emulator_url: 'http://watt.localhost:8080/emulator/adyen/',
};
type AdyenModule = Awaited<ReturnType<typeof loadAdyenDropIn>>;
type MountOptions = Parameters<AdyenModule['mountAdyenDropIn']>[1];

let page: g.Rendered | null = null;
beforeEach(async () => {
  await freshShop();
  vi.mocked(loadDropIn).mockReset();
  vi.mocked(loadAdyenDropIn).mockReset();
});
afterEach(async () => {
  await page?.unmount();
  page = null;
});

function withAdyenMethod() {
  const list = structuredClone(payWayList);
  list.country.US.push(method(7, { name: 'Cards', sort: 5, family_id: 12101 }));
  return list;
}

describe("paying in Adyen's Drop-in", () => {
  it('mounts the Drop-in with the session, no window; its completion leaves the order pending', async () => {
    const unmount = vi.fn();
    const mountAdyenDropIn = vi.fn(async (_el: HTMLElement, _o: MountOptions) => unmount);
    vi.mocked(loadAdyenDropIn).mockResolvedValue({
      mountAdyenDropIn,
    } as unknown as AdyenModule);
    stubServer({
      '/api/pay/getPayWayList': () => withAdyenMethod(),
      '/api/pay/adyen_pay': () => ({ billing_no: 'TP7', url: '', drop_in: adyenSession }),
    });
    const open = vi.spyOn(window, 'open');
    page = await openSheet();
    g.click(methodButton('Cards'));
    g.click(buyButton());
    await g.settle();
    expect(open).not.toHaveBeenCalled();
    expect(loadDropIn).not.toHaveBeenCalled();
    const [el, options] = mountAdyenDropIn.mock.calls[0]!;
    expect(sheet()?.contains(el)).toBe(true);
    expect(getByRole('region', 'Payment', sheet()!).contains(el)).toBe(true);
    expect(options).toMatchObject({ session: adyenSession, language: 'en' });
    // Kept for the way back from a redirect, without the session's data.
    expect(getItem('adyenSession')).toEqual({
      session_id: adyenSession.session_id,
      client_key: 'test_ABC',
      environment: 'emulator',
      emulator_url: adyenSession.emulator_url,
    });

    act(() => options.onCompleted());
    await g.settle();
    expect(sheet()).toBeUndefined();
    expect(unmount).toHaveBeenCalled();
    expect(dialogTitled('Recharge result')?.textContent).toContain('Waiting for payment');
  });

  it('a refused payment ends that order with a message', async () => {
    const mountAdyenDropIn = vi.fn(async (_el: HTMLElement, _o: MountOptions) => () => {});
    vi.mocked(loadAdyenDropIn).mockResolvedValue({
      mountAdyenDropIn,
    } as unknown as AdyenModule);
    stubServer({
      '/api/pay/getPayWayList': () => withAdyenMethod(),
      '/api/pay/adyen_pay': () => ({ billing_no: 'TP8', url: '', drop_in: adyenSession }),
    });
    page = await openSheet();
    g.click(methodButton('Cards'));
    g.click(buyButton());
    await g.settle();
    const [el, options] = mountAdyenDropIn.mock.calls[0]!;
    act(() => options.onFailed({ ok: false, reason: 'refused' }));
    await g.settle();
    expect(getToasts().map((t) => t.message)).toContain(
      'The payment did not go through. Please check your details or choose another method.',
    );
    expect(el.isConnected).toBe(false);
    expect(buyButton().disabled).toBe(false);
    expect(dialogTitled('Recharge result')).toBeUndefined();
  });
});
