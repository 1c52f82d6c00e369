import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeCardInfo } from '@topup/contracts/card-info';
import { ResultCode } from '@topup/contracts/result-codes';
import { getOrderSelection } from '../../../shared/storage/order-selection.ts';
import { registerResultCodeHandlers } from '../../../shared/api-client/result-codes.ts';
import {
  allByRole,
  getByLabelText,
  getByRole,
  queryByLabelText,
  queryByRole,
  queryByText,
} from '@topup/test-queries/by-role';
import * as g from '../../game/test-harness.tsx';
import {
  buyButton,
  dialogTitled,
  freshShop,
  methodButton,
  openSheet,
  sheet,
  stubServer,
} from '../test-harness.tsx';

vi.mock('../../../shared/tracking/track.ts', () => ({ track: vi.fn(), trackOrder: vi.fn() }));

let page: g.Rendered | null = null;
const toast = vi.fn();
beforeEach(async () => {
  await freshShop();
  toast.mockClear();
  const none = () => {};
  registerResultCodeHandlers({
    notLoggedIn: none,
    noGame: none,
    wrongDomain: none,
    notVerified: none,
    replenishError: none,
    toast,
  });
});
afterEach(async () => {
  await page?.unmount();
  page = null;
});

const checked = {
  price: '4.99',
  price_minor: 499,
  currency: 'USD',
  gems_number: 300,
  extra_gems_number: 30,
};
const confirmDialog = () => allByRole('alertdialog', 'Confirm recharge')[0];
// The password's label also holds its show/hide button, so its name only starts with the label.
const field = (label: 'Card number' | 'Card password') =>
  getByLabelText(new RegExp(`^${label}`), sheet()!);
// The stub's fetch is typed with its first argument only; the request init is the second.
const bodyOf = (stub: ReturnType<typeof stubServer>, path: string) =>
  (stub.fetchMock.mock.calls as unknown[][])
    .filter(([input]) => new URL(String(input), window.location.origin).pathname === path)
    .map(
      ([, init]) =>
        JSON.parse(String((init as RequestInit | undefined)?.body)) as Record<string, string>,
    );
const enter = (input: HTMLInputElement) =>
  act(() => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });

async function cardMode(routes: Parameters<typeof stubServer>[0] = {}) {
  const stub = stubServer({
    '/api/card/check': () => checked,
    '/api/card/exchange': () => ({
      billing_no: 'TP2603010000000042',
      gems_number: 300,
      extra_gems_number: 30,
    }),
    ...routes,
  });
  page = await openSheet();
  g.click(methodButton('Prepaid card'));
  return stub;
}

describe('the recharge sheet in card-redemption mode', () => {
  it('shows card number and password instead of the price; exchange waits for both', async () => {
    await cardMode();
    expect(methodButton('Prepaid card')?.getAttribute('aria-pressed')).toBe('true');
    expect(queryByText('To pay', sheet()!)).toBeNull();
    expect(buyButton().textContent).toBe('Exchange');
    expect(buyButton().disabled).toBe(true);
    expect(field('Card number').maxLength).toBe(80);
    expect(field('Card password').maxLength).toBe(80);
    expect(field('Card password').type).toBe('password');
    g.click(getByRole('button', 'Show password', sheet()!));
    expect(field('Card password').type).toBe('text');
    g.typeInto(field('Card number'), '9900010001');
    expect(buyButton().disabled).toBe(true);
    g.typeInto(field('Card password'), '   ');
    expect(buyButton().disabled).toBe(true);
    g.typeInto(field('Card password'), 'pin1234');
    expect(buyButton().disabled).toBe(false);
    // Another method leaves card mode.
    g.click(methodButton('PayPal'));
    expect(queryByLabelText('Card number', sheet()!)).toBeNull();
    expect(buyButton().textContent).toBe('Buy');
  });

  it('Enter checks the card, the confirm shows price and gems, exchange opens the pending result', async () => {
    const stub = await cardMode();
    g.typeInto(field('Card number'), ' 9900010001 ');
    g.typeInto(field('Card password'), 'pin1234 ');
    enter(field('Card password'));
    await g.until(() => confirmDialog());
    const [check] = bodyOf(stub, '/api/card/check');
    expect(check).toMatchObject({
      client_id: '1001',
      domain_area: 'universal',
      oauth_token: 'tok',
    });
    expect(decodeCardInfo(check!.card_info!)).toEqual({
      cardNo: '9900010001',
      password: 'pin1234',
    });
    const confirm = confirmDialog()!;
    expect(confirm.textContent).toContain('$4.99');
    expect(confirm.textContent).toContain('300 + 30 bonus');
    expect(confirm.textContent).toContain('Kira');
    expect(bodyOf(stub, '/api/card/exchange')).toHaveLength(0);

    g.click(getByRole('button', 'Exchange', confirm));
    await g.until(() => dialogTitled('Recharge result'));
    const [exchange] = bodyOf(stub, '/api/card/exchange');
    expect(exchange).toMatchObject({
      client_id: '1001',
      server_id: 's1',
      role_id: 'r1',
      platform: 'web',
    });
    expect(decodeCardInfo(exchange!.card_info!)?.cardNo).toBe('9900010001');
    expect(sheet()).toBeUndefined();
    expect(getOrderSelection()).toMatchObject({
      billing_no: 'TP2603010000000042',
      rechargeKey: 'prepaid_card',
    });
  });

  it('cancel in the confirm redeems nothing', async () => {
    const stub = await cardMode();
    g.typeInto(field('Card number'), '9900010001');
    g.typeInto(field('Card password'), 'pin1234');
    g.click(buyButton());
    await g.until(() => confirmDialog());
    g.click(getByRole('button', 'Cancel', confirmDialog()!));
    await g.settle();
    expect(confirmDialog()).toBeUndefined();
    expect(bodyOf(stub, '/api/card/exchange')).toHaveLength(0);
    expect(buyButton().disabled).toBe(false);
  });

  it("shows the server's message for a wrong card, and swallows other failures silently", async () => {
    let answer = () =>
      g.envelope(null, ResultCode.CardInvalid, 'Incorrect card number or password');
    await cardMode({ '/api/card/check': () => answer() });
    g.typeInto(field('Card number'), '9900010001');
    g.typeInto(field('Card password'), 'nope');
    g.click(buyButton());
    await g.until(() => queryByRole('alert', undefined, sheet()!));
    expect(queryByRole('alert', undefined, sheet()!)?.textContent).toBe(
      'Incorrect card number or password',
    );
    expect(toast).not.toHaveBeenCalled();
    // Typing clears it; a server failure then shows nothing at all.
    g.typeInto(field('Card password'), 'pin1234');
    expect(queryByRole('alert', undefined, sheet()!)).toBeNull();
    answer = () => g.envelope(null, ResultCode.ServerError, 'Internal error');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    g.click(buyButton());
    await g.settle(50);
    expect(queryByRole('alert', undefined, sheet()!)).toBeNull();
    expect(confirmDialog()).toBeUndefined();
    expect(toast).not.toHaveBeenCalled();
    expect(buyButton().disabled).toBe(false);
  });

  it('reopens in card mode after a card exchange', async () => {
    stubServer();
    page = await openSheet({ rechargeKey: 'prepaid_card' });
    expect(methodButton('Prepaid card')?.getAttribute('aria-pressed')).toBe('true');
    expect(buyButton().textContent).toBe('Exchange');
    // Reopened, not chosen: the sheet does not jump to the card field by itself.
    expect(document.activeElement).not.toBe(getByRole('textbox', 'Card number'));
  });

  describe('choosing the card item (issue 17: the fields opened below the fold)', () => {
    const scrolls: ScrollIntoViewOptions[] = [];
    const motion = (reduce: boolean) =>
      vi
        .spyOn(window, 'matchMedia')
        .mockImplementation(
          (query: string) =>
            ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
        );
    beforeEach(() => {
      scrolls.length = 0;
      vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
        this: HTMLElement,
        arg?: boolean | ScrollIntoViewOptions,
      ) {
        if (this === document.activeElement || this.getAttribute('name') === 'card-number') {
          scrolls.push(arg as ScrollIntoViewOptions);
        }
      });
    });

    it('scrolls the card number to the middle of the sheet smoothly and focuses it', async () => {
      motion(false);
      await cardMode();
      expect(document.activeElement).toBe(getByRole('textbox', 'Card number'));
      expect(scrolls).toEqual([{ block: 'center', behavior: 'smooth' }]);
    });

    it('jumps instead of gliding when the player prefers reduced motion', async () => {
      motion(true);
      await cardMode();
      expect(document.activeElement).toBe(getByRole('textbox', 'Card number'));
      expect(scrolls).toEqual([{ block: 'center', behavior: 'auto' }]);
    });
  });
});
