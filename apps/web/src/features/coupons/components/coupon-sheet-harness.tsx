import { setBoot } from '../../../shared/boot/boot.ts';
import { setUserInfo } from '../../../shared/storage/user-info.ts';
import { resetGameListCache } from '../../game/game-list-cache.ts';
import * as g from '../../game/test-harness.tsx';
import { method } from '../../pay-methods/test-methods.ts';
import { resetPayFlow } from '../../../shared/pay-flow/pay-flow-store.ts';
import { priceArea, sheet, stubServer } from '../../recharge/test-harness.tsx';
import { queryByRole } from '@topup/test-queries/by-role';
import { pageConfig } from '../../../shared/test/catalog-fixtures.ts';
import { resetCouponChoice } from '../coupon-choice.ts';
import { coupon } from '../test-coupons.ts';

// The coupon tests drive the real recharge sheet of a VIP tenant; fetch is answered by path.
export const couponList = [
  coupon('C90', { discount_rate: 90, name: JSON.stringify({ en: 'Ten off', ja: '10%オフ' }) }),
  coupon('C80', { discount_rate: 80, name: '<img src=x onerror="alert(1)"><b>Twenty</b>' }),
  coupon('L70', { discount_rate: 70, use_category: 'lock', code: '' }),
];
export const payWays = {
  currency: 'USD',
  price_minor: 1000,
  country: {
    US: [
      method(1, { name: 'PayPal', family_id: 10201, open_coupon: true }),
      method(5, { name: 'Bank', family_id: 10401, open_coupon: false }),
    ],
  },
};

export async function setUpVip(): Promise<void> {
  localStorage.clear();
  resetGameListCache();
  resetPayFlow();
  resetCouponChoice();
  setUserInfo(7, { username: 'demo', suid: '1', oauth_token: 'tok' });
  await g.setUp();
  setBoot({ ...g.boot, tenant: { ...g.boot.tenant, vip: true } });
}

/** productPoints prices 1000 minor units at the coupon's rate; 120 points each. */
export function stubVipServer(routes: Record<string, (url: URL) => unknown> = {}) {
  return stubServer({
    '/api/config/recharge': () => ({ ...pageConfig, is_open_coupon: true }),
    '/api/pay/getPayWayList': () => payWays,
    '/api/coupons/couponList': () => ({ list: couponList }),
    '/api/pay/productPoints': (url) => {
      const code = url.searchParams.get('coupon_code');
      const rate = couponList.find((c) => c.code === code)?.discount_rate ?? 100;
      const minor = Math.floor((1000 * rate) / 100);
      return {
        points: 120,
        discountPrice: (minor / 100).toFixed(2),
        discount_price_minor: minor,
        price_minor: 1000,
        currency: 'USD',
      };
    },
    ...routes,
  });
}

/** The coupon row: the button labelled 'Coupon' that opens the coupon popup. */
export const couponRow = () =>
  (sheet() && (queryByRole('button', /^Coupon/, sheet()) as HTMLButtonElement | null)) ?? null;
/** What the sheet says the player pays. */
export const footerText = () => (sheet() && priceArea()?.textContent) ?? '';
