import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { tenantUrl } from './fixtures.ts';
import { startPurchase, type Purchase } from './demo-game.ts';
import {
  buyNow,
  chooseGoods,
  chooseMethod,
  resultView,
  type Layout,
  type MethodChoice,
} from './pay-steps.ts';
import { demo, login, pickRole, pickServerById } from './player.ts';

// The two brands the payment journeys run on, and the way to their recharge info.

export type Brand = {
  tenantId: string;
  layout: Layout;
  /** The payment region the journeys pay in. */
  country: string;
  /** Opens the brand on its first game and logs in as demo. */
  enter: (page: Page) => Promise<void>;
};

/** New layout, several regions (opened with universal), USD. */
export const watt: Brand = {
  tenantId: 'watt',
  layout: 'new',
  country: 'US',
  enter: async (page) => {
    await page.goto(tenantUrl('watt', '/?domain_area=universal&client_id=11103'));
    await login(page, demo);
  },
};

/** Old route set (/selectGame → /selectGoods → /recharge → /result), one region, KRW. */
export const ko: Brand = {
  tenantId: 'ko',
  layout: 'old',
  country: 'KR',
  enter: async (page) => {
    await page.goto(tenantUrl('ko'));
    await expect(page).toHaveURL(/\/selectGame/);
    await page.getByRole('main').getByRole('button', { name: 'Black Moon Online' }).click();
    await expect(page).toHaveURL(/\/selectGoods\?.*client_id=13103/);
    await login(page, demo);
  },
};

export type Shop = {
  purchase: Purchase;
  /** The recharge info: sheet or /recharge page. */
  info: Locator;
  /** The result: popup or /result page. */
  result: Locator;
  /** What the checkout must charge. */
  price: { amount: string; currency: string };
  /** Picks a method (and sub-method) in the brand's payment region. */
  choose: (method: RegExp, sub?: MethodChoice['sub']) => Promise<void>;
};

/**
 * Logged in, a character on a server of the first game, goods chosen, the balance noted, and
 * 'Buy now' pressed: the recharge info is open.
 */
export async function shopFor(
  page: Page,
  request: APIRequestContext,
  brand: Brand,
  pick: { server: string; role: string; goods: string },
): Promise<Shop> {
  await brand.enter(page);
  await pickServerById(page, pick.server);
  await pickRole(page, pick.role);
  await chooseGoods(page, pick.goods);
  const purchase = await startPurchase(page, request, brand.tenantId);
  const info = await buyNow(page, brand.layout);
  return {
    purchase,
    info,
    result: resultView(page, brand.layout),
    price: { amount: purchase.goods.price, currency: purchase.goods.currency },
    choose: (method, sub) => chooseMethod(page, info, { country: brand.country, method, sub }),
  };
}
