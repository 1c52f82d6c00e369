import { expect, type Locator, type Page } from '@playwright/test';
import { factValue } from './player.ts';

// The result popup (new layout) or /result page (old route set), SPEC §2 and §4.

export type ResultStatus = 'Waiting for payment' | 'Top up successful' | 'Top up failed';

export function resultStatus(result: Locator, status: ResultStatus): Locator {
  return result.getByText(status, { exact: true });
}

/** Pending: the status, the three numbered hints and the pending buttons. */
export async function expectPending(result: Locator): Promise<void> {
  await expect(resultStatus(result, 'Waiting for payment')).toBeVisible();
  await expect(result.getByRole('list').getByRole('listitem')).toHaveText([
    'Complete the payment on the payment page.',
    'Once you have paid, tap “Recharge done”.',
    /^Having trouble paying\?\s*Change recharge way$/,
  ]);
  await expect(result.getByRole('button', { name: 'Go to pay' })).toBeVisible();
  await expect(result.getByRole('button', { name: 'Recharge done' })).toBeEnabled();
}

/**
 * Presses the pending popup's 'Recharge done' (it re-checks the order) until `status` shows.
 * Success has a 'Recharge done' too, which closes the popup: only the pending one is pressed,
 * never once the status has changed (a callback may land between two presses).
 */
export async function recheckUntil(
  result: Locator,
  status: ResultStatus,
  { timeout = 20_000 }: { timeout?: number } = {},
): Promise<void> {
  const pending = resultStatus(result, 'Waiting for payment');
  // The pending button carries aria-busy (true while re-checking); success's has none.
  const recheck = result
    .getByRole('button', { name: 'Recharge done' })
    .and(result.locator('[aria-busy="false"]'));
  // Back from the checkout window: a page in the background may not paint, and clicks wait for
  // a stable (painted) button.
  await result.page().bringToFront();
  await expect(async () => {
    if ((await pending.isVisible()) && (await recheck.isVisible())) {
      await recheck.click({ timeout: 1_000 });
    }
    await expect(resultStatus(result, status)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout });
}

/** Success or fail: the order's facts, ending with the billing number. */
export async function expectOrderFacts(
  result: Locator,
  facts: { billingNo: string; goods: string; role: string; account?: string },
): Promise<void> {
  await expect(factValue(result, 'Billing number')).toHaveText(facts.billingNo);
  await expect(factValue(result, 'Goods')).toHaveText(facts.goods);
  await expect(factValue(result, 'Character')).toHaveText(facts.role);
  await expect(factValue(result, 'Account')).toHaveText(facts.account ?? 'demo');
}

/** Waits until the images in view have loaded (icons are lazy), then takes a screenshot. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
          })
          .every((img) => img.complete),
      ),
    )
    .toBe(true);
  await page.screenshot({ path: `e2e/screenshots/pay-${name}.png` });
}
