import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getOrderSelection, setOrderSelection } from '../../../shared/storage/order-selection.ts';
import { reloadSelection } from '../../game/selection-store.ts';
import { SelectGoodsPage } from '../../select-goods/components/select-goods-page.tsx';
import { allByRole, getByRole, queryByRole, queryByText } from '@topup/test-queries/by-role';
import { track } from '../../../shared/tracking/track.ts';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { setBoot } from '../../../shared/boot/boot.ts';
import * as g from '../../game/test-harness.tsx';
import { payWayList } from '../test-pay-fixtures.ts';
import {
  buyButton,
  changeRegion,
  dialogTitled,
  methodButton,
  methodNames,
  methodsIn,
  openSheet,
  regionSelect,
  sheet,
  stubServer,
  freshShop,
} from '../test-harness.tsx';

vi.mock('../../../shared/tracking/track.ts', () => ({ track: vi.fn(), trackOrder: vi.fn() }));

let page: g.Rendered | null = null;

beforeEach(async () => {
  await freshShop();
});
afterEach(async () => {
  await page?.unmount();
  page = null;
});

describe('the recharge sheet', () => {
  it('offers only countries and methods that qualify, sorted; buy waits for a method', async () => {
    stubServer();
    page = await openSheet();
    expect(track).toHaveBeenCalledWith('clickBuy', { product_id: 'p60' });
    const options = allByRole('option', undefined, regionSelect()!).map(
      (o) => (o as HTMLOptionElement).value,
    );
    expect(options).toEqual(['US', 'PH']);
    expect(methodNames()).toEqual(['Wallets', 'PayPal', 'Card', 'Prepaid card']);
    expect(methodButton('Wallets')?.getAttribute('aria-haspopup')).toBe('dialog');
    expect(buyButton().disabled).toBe(true);
    expect(queryByText('$4.99', sheet()!)).not.toBeNull();
    g.click(methodButton('PayPal'));
    expect(buyButton().disabled).toBe(false);
    expect(track).toHaveBeenCalledWith('selectPayway', expect.objectContaining({ payway_id: 1 }));
  });

  it('shows the order detail, with the region because areas have roles here', async () => {
    stubServer();
    page = await openSheet();
    const toggle = g.button('Order details')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    g.click(toggle);
    // The panel the toggle controls (aria-controls) lists the facts as terms and definitions.
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const values = allByRole('definition', undefined, panel);
    const facts = allByRole('term', undefined, panel).map(
      (term, i) => `${term.textContent}${values[i]?.textContent}`,
    );
    expect(facts).toEqual(['Goodsp60 pack', 'RegionGlobal', 'ServerEmber Peak', 'CharacterKira']);
  });

  it('picks a sub-method in the second popup; a region change resets and saves the region', async () => {
    stubServer();
    page = await openSheet();
    g.click(methodButton('Wallets'));
    const subs = dialogTitled('Wallets')!;
    expect(methodsIn(subs)).toEqual(['GrabPay', 'GCash']);
    g.click(methodButton('GCash', subs));
    expect(dialogTitled('Wallets')).toBeUndefined();
    expect(methodButton('Wallets')?.textContent).toContain('GCash');
    expect(buyButton().disabled).toBe(false);

    changeRegion('PH');
    await g.settle();
    expect(methodNames()).toEqual(['PayPal', 'Bank', 'Prepaid card']);
    expect(buyButton().disabled).toBe(true);
    expect(getOrderSelection().region).toBe('PH');
  });

  it('re-selects the stored sub-method in the saved region without opening its popup', async () => {
    stubServer();
    page = await openSheet({ region: 'US', rechargeKey: '22_ch22' });
    // Issue 29 item 8: arriving at the sheet does not put the card-brand popup in front of it.
    expect(dialogTitled('Wallets')).toBeUndefined();
    expect(methodButton('Wallets')?.getAttribute('aria-pressed')).toBe('true');
    expect(methodButton('Wallets')?.textContent).toContain('GrabPay');
    expect(buyButton().disabled).toBe(false);
    changeRegion('PH');
    await g.settle();
    changeRegion('US');
    await g.settle();
    expect(dialogTitled('Wallets')).toBeUndefined();
    expect(methodButton('Wallets')?.textContent).toContain('GrabPay');

    // Reopened during the same visit: chosen again, still without the popup.
    g.click(getByRole('button', 'Close', sheet()!));
    g.click(g.button('Buy now'));
    await g.until(() => methodButton('Wallets'));
    expect(methodButton('Wallets')?.getAttribute('aria-pressed')).toBe('true');
    expect(dialogTitled('Wallets')).toBeUndefined();
    // The player can still change the card brand with one tap on the parent.
    g.click(methodButton('Wallets'));
    expect(dialogTitled('Wallets')).toBeDefined();
  });
});

// Issue 17: payment methods that could not be loaded are an error with retry, not 'no methods'.
describe('the recharge sheet when the methods cannot be loaded', () => {
  it('says so with "Try again"; retry lists the methods', async () => {
    let online = false;
    stubServer({
      '/api/pay/getPayWayList': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return payWayList;
      },
    });
    page = await openSheet({}, () => sheet() && queryByRole('alert', undefined, sheet()!));
    const dialog = getByRole('dialog', 'Recharge info');
    const alert = getByRole('alert', undefined, dialog);
    expect(alert.textContent).toContain('Payment methods could not be loaded.');

    online = true;
    g.click(getByRole('button', 'Try again', alert));
    await g.until(regionSelect);
    expect(methodNames().length).toBeGreaterThan(0);
    expect(queryByRole('alert', undefined, dialog)).toBeNull();
  });
});

// Issue 29 item 12: goods → method → Buy; no detail popup to confirm, no 'Buy now' in between.
describe('picking goods with the character chosen', () => {
  it('opens the recharge sheet at once; a method and Buy are all that is left', async () => {
    stubServer();
    setOrderSelection({
      gameName: 'Alpha',
      clientId: '1001',
      gameProductId: 7,
      area: { display: 'Global', value: 'universal' },
      server: { display: 'Ember Peak', value: 's1' },
      realServer: 's1',
      role: { display: 'Kira', value: 'r1' },
    });
    reloadSelection();
    page = await g.render(<SelectGoodsPage />, '/selectGoods?client_id=1001&domain_area=universal');
    await g.settle();
    const goods = getByRole('button', /p60 pack/, getByRole('region', 'Select goods'));
    expect(goods.getAttribute('aria-haspopup')).toBe('dialog');
    g.click(goods);
    await g.until(regionSelect);
    expect(track).toHaveBeenCalledWith('clickBuy', { product_id: 'p60' });
    // The sheet is the only popup: no product detail to confirm before it.
    expect(allByRole('dialog')).toEqual([sheet()]);
    expect(getOrderSelection().goods).toMatchObject({ value: 'p60' });
    g.click(methodButton('PayPal'));
    expect(buyButton().disabled).toBe(false);
  });
});

// Issue 29 item 12: what the Japanese trade-law notice asks a buyer to know is beside the buy
// button, not behind the footer's link.
describe('the Japanese trade-law points in the recharge info', () => {
  it('show on a brand with the notice, above the buy button', async () => {
    const jpTradeLaw = { seller: 'S', email: 'e@x.example', phone: '0', address: 'A' };
    setBoot({ ...g.boot, tenant: { ...g.boot.tenant, jpTradeLaw } as Tenant });
    stubServer();
    page = await openSheet();
    const notice = getByRole('region', 'Specified Commercial Transactions Act', sheet()!);
    expect(allByRole('listitem', undefined, notice).map((li) => li.textContent)).toEqual([
      'Prices are shown including tax.',
      'Payment is made before delivery.',
      'Due to the nature of digital content, returns and refunds are not accepted.',
      'Minors must obtain the consent of a parent or guardian before purchasing.',
    ]);
  });

  it('stay away on other brands', async () => {
    stubServer();
    page = await openSheet();
    expect(queryByRole('region', 'Specified Commercial Transactions Act', sheet()!)).toBeNull();
  });
});
