import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as g from '../../game/test-harness.tsx';
import {
  accessibleName,
  allByRole,
  getByRole,
  queryByRole,
  queryByText,
} from '@topup/test-queries/by-role';
import {
  dialogTitled,
  methodButton,
  openSheet,
  priceArea,
  sheet,
} from '../../recharge/test-harness.tsx';
import { chooseCoupon } from '../coupon-choice.ts';
import { couponRow, footerText, setUpVip, stubVipServer } from './coupon-sheet-harness.tsx';

vi.mock('../../../shared/tracking/track.ts', () => ({ track: vi.fn(), trackOrder: vi.fn() }));

let page: g.Rendered | null = null;
const couponable = { goods: { display: 'p300 pack', value: 'p300' } };
const codesPriced = (calls: (p: string) => URL[]) =>
  calls('/api/pay/productPoints').map((u) => u.searchParams.get('coupon_code'));

beforeEach(setUpVip);
afterEach(async () => {
  await page?.unmount();
  page = null;
});

describe('the coupon row of the recharge sheet', () => {
  it('preselects the lowest-rate coupon and shows the discounted price and VIP points', async () => {
    const { calls } = stubVipServer();
    page = await openSheet(couponable);
    await g.until(() => couponRow()?.textContent?.includes('Twenty'));
    // The name is text: no element made from it.
    // One text node holds the whole name (markup in it would have made elements of its own).
    expect(queryByText('<img src=x onerror="alert(1)"><b>Twenty</b>', couponRow()!)).not.toBeNull();
    expect(queryByRole('img', undefined, couponRow()!)).toBeNull();
    expect(couponRow()!.textContent).toContain('$8.00');
    expect(codesPriced(calls)).toContain('C80');
    expect(getByRole('deletion', undefined, priceArea()!).textContent).toContain('$10.00');
    expect(queryByText('$8.00', priceArea()!)).not.toBeNull();
    expect(sheet()!.textContent).toContain('+120 points');
  });

  it("prefers the coupon chosen with 'use' in the VIP centre", async () => {
    stubVipServer();
    chooseCoupon('1001', 'C90');
    page = await openSheet(couponable);
    await g.until(() => couponRow()?.textContent?.includes('Ten off'));
    expect(footerText()).toContain('$9.00');
  });

  it('says the goods take no coupon, and sends none', async () => {
    const { calls } = stubVipServer();
    page = await openSheet();
    await g.until(() => couponRow());
    expect(couponRow()!.textContent).toContain('This item cannot be used with coupons');
    expect(codesPriced(calls).every((c) => c === null)).toBe(true);
  });

  it('says the method takes no coupon, and tells the player to claim more when none is usable', async () => {
    stubVipServer();
    page = await openSheet(couponable);
    await g.until(() => couponRow()?.textContent?.includes('Twenty'));
    g.click(methodButton('Bank'));
    expect(couponRow()!.textContent).toContain('This payment method does not support coupons');
    expect(footerText()).not.toContain('$8.00');
    await page.unmount();

    stubVipServer({ '/api/coupons/couponList': () => ({ list: [] }) });
    page = await openSheet(couponable);
    await g.until(() => couponRow());
    expect(couponRow()!.textContent).toContain('No coupons available');
  });

  it('hides the row when the coupons or the price calculation fail', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubVipServer({ '/api/coupons/couponList': () => g.envelope(null, -1, 'down') });
    page = await openSheet(couponable);
    await g.settle();
    expect(couponRow()).toBeNull();
    await page.unmount();

    stubVipServer({ '/api/pay/productPoints': () => g.envelope(null, -1, 'down') });
    page = await openSheet(couponable);
    await g.settle();
    expect(couponRow()).toBeNull();
    expect(error).toHaveBeenCalled();
    expect(queryByText('$10.00', priceArea()!)).not.toBeNull();
    expect(queryByRole('deletion', undefined, sheet()!)).toBeNull();
  });
});

describe('the coupon popup', () => {
  it('lists usable and not usable coupons, selects, cancels and shows the history', async () => {
    const { calls } = stubVipServer();
    page = await openSheet(couponable);
    await g.until(() => couponRow()?.textContent?.includes('Twenty'));
    g.click(couponRow());
    const popup = () => dialogTitled('My reward');
    expect(popup()).toBeDefined();
    const tabs = allByRole('tab', undefined, popup()!).map((t) => accessibleName(t));
    expect(tabs).toEqual(['Usable (2)', 'Not usable (1)']);

    g.click(getByRole('button', /Ten off/, popup()!));
    expect(popup()).toBeUndefined();
    await g.until(() => footerText().includes('$9.00'));
    expect(codesPriced(calls)).toContain('C90');
    expect(couponRow()!.textContent).toContain('Ten off');

    g.click(couponRow());
    g.click(getByRole('tab', 'Not usable (1)', popup()!));
    expect(getByRole('tab', { selected: true }, popup()!).textContent).toBe('Not usable (1)');
    expect(popup()!.textContent).toContain('Coupon ');
    // Nothing to pick there: no coupon is a (pressed or unpressed) choice.
    expect(allByRole('button', { pressed: false }, popup()!)).toHaveLength(0);
    expect(allByRole('button', { pressed: true }, popup()!)).toHaveLength(0);
    g.click(getByRole('tab', 'Usable (2)', popup()!));
    g.click(g.button('Cancel'));
    await g.settle();
    expect(couponRow()!.textContent).toContain('Please select a coupon');
    expect(footerText()).toContain('$10.00');
    expect(queryByRole('deletion', undefined, sheet()!)).toBeNull();

    g.click(g.button('History'));
    expect(dialogTitled('History')).toBeDefined();
    g.click(getByRole('button', 'Back'));
    expect(popup()).toBeDefined();
  });
});
