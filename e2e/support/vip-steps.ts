import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { OrderInfo } from '@topup/contracts/payments';
import type { Layout } from './pay-steps.ts';
import { storedUsers, type Credentials } from './player.ts';
import { tenantApiGet } from './tenant-api.ts';

// The VIP centre (/userCenter), the coupon row and the coupon popup, as the player sees them.
// English texts from apps/web/src/locales/en.json ('vip', 'coupon').

/**
 * A seeded demo account with characters that no other E2E test logs in with on watt. Claimed
 * coupons belong to the account: one that is usable changes every other sheet of that account
 * (preselected, a lower price, or the no-coupon confirm), so the coupon journey keeps its
 * coupons away from the 'demo' account the payment journeys pay with.
 */
export const couponPlayer: Credentials = {
  username: 'card-8800000000000001',
  password: 'card1234',
};

/** What the level card says: points, progress to the next level, the next level's points. */
export type Standing = { level: string; points: number; progress: string; nextAt: number | null };

/**
 * From a page with the main navigation: the VIP centre, through My on the new layout's bottom bar,
 * directly from the links under the header on the old route set.
 */
export async function openVipCentre(page: Page, layout: Layout = 'new'): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  if (layout === 'new') {
    await nav.getByRole('link', { name: 'My' }).click();
    await page.getByRole('main').getByRole('link', { name: 'VIP centre' }).click();
  } else {
    await nav.getByRole('link', { name: 'VIP centre' }).click();
  }
  await expect(page).toHaveURL(/\/userCenter\?/);
  const centre = page.getByRole('main').getByRole('region', { name: 'VIP centre' });
  await expect(centre).toBeVisible();
  await expect(levelCard(page).getByRole('progressbar')).toBeVisible();
  return centre;
}

export function levelCard(page: Page): Locator {
  return page.getByRole('region', { name: 'My VIP level' });
}

export async function standing(page: Page): Promise<Standing> {
  const card = levelCard(page);
  const paragraphs = await card.getByRole('paragraph').allInnerTexts();
  const [level = '', pointsText = ''] = paragraphs;
  const progress = (await card.getByRole('strong').innerText()).trim();
  const next = /Next level at (\d+) points/.exec(paragraphs.join('\n'));
  // The bar says the same as the text.
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuetext', progress);
  return {
    level: level.trim(),
    points: Number(/^(\d+) points$/.exec(pointsText.trim())?.[1] ?? NaN),
    progress,
    nextAt: next ? Number(next[1]) : null,
  };
}

/** SPEC §4: points / next level's points, truncated to two decimals, capped at 100 %. */
export function expectedProgress(points: number, nextAt: number | null): string {
  if (nextAt === null || points >= nextAt) return '100.00%';
  return `${(Math.floor((points * 10_000) / nextAt) / 100).toFixed(2)}%`;
}

/** A row of the rewards list, by the coupon's name. */
export function reward(centre: Locator, name: string): Locator {
  return centre.getByRole('listitem').filter({ hasText: name });
}

/** The coupon row of the recharge sheet: a button opening the coupon popup. */
export function couponRow(info: Locator): Locator {
  return info.getByRole('button', { name: /^Coupon\b/ });
}

/** "To pay": the struck-through price (if any) and the price to pay. */
export function payPrice(page: Page): Locator {
  return page.getByRole('paragraph').filter({ hasText: /^To pay/ });
}

/** A USD amount of minor units as the app writes it: 474 -> '$4.74'. */
export function usd(minor: number): string {
  return `$${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** PAYMENTS.md: the order is charged floor(price_minor * discount_rate / 100). */
export function discounted(priceMinor: number, discountRate: number): number {
  return Math.floor((priceMinor * discountRate) / 100);
}

/** The full GET /api/pay/getOrderInfo answer, asked with the page's own login token. */
export async function orderInfo(
  page: Page,
  request: APIRequestContext,
  tenantId: string,
  billingNo: string,
): Promise<OrderInfo> {
  const [user] = Object.values(await storedUsers(page));
  if (!user) throw new Error('not logged in');
  const res = await tenantApiGet<OrderInfo>(request, tenantId, '/api/pay/getOrderInfo', {
    billing_no: billingNo,
    oauth_token: user.oauth_token,
  });
  expect(res.code, res.msg).toBe(1);
  return res.data!;
}

/** Waits for the page's images and takes a screenshot into e2e/screenshots/vip-<name>.png. */
export async function snapVip(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `e2e/screenshots/vip-${name}.png` });
}
