import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { startPurchase } from './demo-game.ts';
import { factValue, goodsSection } from './player.ts';
import { recheckUntil } from './result-steps.ts';

// Paying, as the player sees it: the recharge info (a sheet in the new layout, the /recharge page
// in the old route set), the provider's checkout (the sandbox's, or a provider emulator's) in its
// own window, the result. English texts from apps/web/src/locales/en.json; the checkout's from
// sandbox-gateway/checkout-page.ts and emulators/kit/pages.ts.

export type Layout = 'new' | 'old';

/** The recharge info: the bottom sheet (new layout) or the /recharge page's section (old). */
export function rechargeInfo(page: Page, layout: Layout): Locator {
  return layout === 'new'
    ? page.getByRole('dialog', { name: 'Recharge info' })
    : page.getByRole('main').getByRole('region', { name: 'Recharge info' });
}

/** The result: a popup that cannot be closed by its overlay (new), the /result page (old). */
export function resultView(page: Page, layout: Layout): Locator {
  return layout === 'new'
    ? page.getByRole('dialog', { name: 'Recharge result' })
    : page.getByRole('main').getByRole('region', { name: 'Recharge result' });
}

/**
 * Picks goods by name (e.g. '300 Diamonds'). With the character chosen that is the step into
 * paying (issue 29 item 12): the recharge sheet opens (new layout; the card says so with
 * aria-haspopup) or the page moves on to /recharge (old). Without a character it is only chosen.
 * No detail popup asks to confirm it any more.
 */
export async function chooseGoods(page: Page, name: string): Promise<void> {
  const word = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const card = goodsSection(page).getByRole('button', { name: new RegExp(`\\b${word}\\b`) });
  const opensSheet = (await card.getAttribute('aria-haspopup')) === 'dialog';
  await card.click();
  if (opensSheet) await expect(rechargeInfo(page, 'new')).toBeVisible();
  await expect(page.getByRole('dialog', { name })).toHaveCount(0);
}

/**
 * The recharge info after goods were picked: picking them with the character chosen opened it
 * already (new layout) or moved on to /recharge (old); goods picked before the character (or a
 * sheet closed since) need the goods page's 'Buy now'.
 */
export async function buyNow(page: Page, layout: Layout): Promise<Locator> {
  const info = rechargeInfo(page, layout);
  if (layout === 'old') await expect(page).toHaveURL(/\/recharge\b/);
  else if (!(await info.isVisible())) await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(info).toBeVisible();
  return info;
}

/** Closes the recharge sheet that picking goods opened, back to the goods page (new layout). */
export async function closeRechargeInfo(page: Page): Promise<void> {
  const info = rechargeInfo(page, 'new');
  await info.getByRole('button', { name: 'Close' }).first().click();
  await expect(info).toBeHidden();
}

export type MethodChoice = {
  /** The payment region's country code. */
  country: string;
  /** The method button's accessible name: its name, then its description. */
  method: RegExp;
  /** Opens the sub-method popup (named after the method) and picks this one. */
  sub?: { popup: string; name: string };
};

/** Region, then method (and sub-method): the buy button becomes usable. */
export async function chooseMethod(page: Page, info: Locator, choice: MethodChoice) {
  await info.getByRole('combobox', { name: 'Payment region' }).selectOption(choice.country);
  const method = info.getByRole('button', { name: choice.method });
  await method.click();
  if (choice.sub) {
    const popup = page.getByRole('dialog', { name: choice.sub.popup });
    await popup.getByRole('button', { name: choice.sub.name, exact: true }).click();
    await expect(popup).toBeHidden();
    // The chosen sub-method is shown under its method.
    await expect(method).toHaveAccessibleName(new RegExp(`${choice.sub.name}$`));
  }
  await expect(method).toHaveAttribute('aria-pressed', 'true');
  await expect(info.page().getByRole('button', { name: 'Buy', exact: true })).toBeEnabled();
}

export type Checkout = { window: Page; billingNo: string };

/**
 * 'Buy' opens the provider's checkout in a new window; returns it and the order it pays (the
 * checkout's 'Order' is the shop's billing number).
 */
export async function buyInWindow(page: Page, price: { amount: string; currency: string }) {
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  return checkoutIn(await opened, price);
}

/** The checkout page of a window that is opening: its amount is the goods' price. */
export async function checkoutIn(
  window: Page,
  price: { amount: string; currency: string },
): Promise<Checkout> {
  // The generic sandbox's page, or a provider emulator's (issue 14): the same facts and choices.
  await window.waitForURL(/\/(sandbox|emulator\/\w+)\/checkout\//);
  await expect(window.getByRole('heading', { level: 1 })).toHaveText(
    / (Sandbox|Emulator) Checkout$/,
  );
  const amount = checkoutFact(window, 'Amount');
  await expect(amount).toContainText(price.amount);
  await expect(amount).toContainText(price.currency);
  const billingNo = (await checkoutFact(window, 'Order').innerText()).trim();
  expect(billingNo).toMatch(/^\w{8,}$/);
  return { window, billingNo };
}

/** A term's value on the checkout page (a plain list of terms and definitions). */
export function checkoutFact(window: Page, term: string): Locator {
  return window
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

type Outcome = 'Pay now (succeed)' | 'Decline' | 'Pay later (leave pending)';
const outcomeText: Record<Outcome, RegExp> = {
  // A provider whose merchant completes the payment (PayPal's capture) shows it approved; the
  // shop takes the money when it hears of the approval or the player re-checks.
  'Pay now (succeed)': /Payment (succeeded|approved)\./,
  Decline: /Payment declined\./,
  'Pay later (leave pending)': /Payment pending\./,
};

/** The payer's choice on the checkout; returns when it was made (callbacks follow from then). */
export async function payerChooses(checkout: Checkout, outcome: Outcome): Promise<number> {
  await checkout.window.bringToFront();
  const at = Date.now();
  await checkout.window.getByRole('button', { name: outcome }).click();
  await expect(checkout.window.getByRole('status')).toContainText(outcomeText[outcome]);
  return at;
}

/** The billing number the next pay call answers (a drop-in pays without a checkout window). */
export async function orderCreated(page: Page): Promise<{ billingNo: string }> {
  const response = await page.waitForResponse(
    (r) => /\/api\/(kr_)?pay\//.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
  );
  const body = (await response.json()) as { code: number; data: { billing_no: string } | null };
  expect(body.code).toBe(1);
  return { billingNo: body.data!.billing_no };
}

/**
 * The cheapest paid order: 'Platform Pay' (the generic sandbox) in the region the open recharge
 * info starts with, paid in its checkout window; waits for the successful result and answers it.
 */
export async function paidWithPlatformPay(
  page: Page,
  request: APIRequestContext,
  tenantId: string,
  layout: Layout,
): Promise<Locator> {
  const { goods } = await startPurchase(page, request, tenantId);
  const method = rechargeInfo(page, layout).getByRole('button', { name: /^Platform Pay/ });
  await method.click();
  await expect(method).toHaveAttribute('aria-pressed', 'true');
  const checkout = await buyInWindow(page, { amount: goods.price, currency: goods.currency });
  await payerChooses(checkout, 'Pay now (succeed)');
  await checkout.window.close();
  const result = resultView(page, layout);
  await recheckUntil(result, 'Top up successful');
  await expect(factValue(result, 'Billing number')).toHaveText(checkout.billingNo);
  return result;
}
