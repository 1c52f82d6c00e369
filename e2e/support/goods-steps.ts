import { expect, type Page } from '@playwright/test';
import { demo, goodsSection, header, pickerButton, summaryValue } from './player.ts';
import { rechargeInfo, type Layout } from './pay-steps.ts';

// The goods-page steps shared by the brand journeys (e2e/player-journey.spec.ts).

// Dollars with cents; yen whole, never ¥160.00.
export const USD = /\$\d+\.\d\d/;
export const JPY = /¥[\d,]+/;

export type Picked = { game: string; server: string; role: string; goods?: RegExp };

/**
 * Goods in the right currency, the type switch, then a product picked: that goes on to paying
 * (issue 29 item 12), whose recharge info shows its price; back on the goods page it stays chosen.
 */
export async function pickGoods(
  page: Page,
  price: RegExp,
  layout: Layout = 'new',
): Promise<RegExp> {
  const goods = goodsSection(page);
  const panel = goods.getByRole('tabpanel');
  const packs = goods.getByRole('tab', { name: 'Packs' });
  await expect(goods.getByRole('tab', { name: 'Diamonds' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(panel.getByRole('button')).toHaveCount(6);
  const endsWithPrice = new RegExp(`${price.source}$`);
  for (const text of await panel.getByRole('button').allInnerTexts()) {
    expect(text).toMatch(endsWithPrice);
  }

  await packs.click();
  await expect(packs).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toHaveAccessibleName('Packs');
  await expect(panel.getByRole('button')).toHaveCount(3);
  const starter = panel.getByRole('button', { name: /Starter pack/ });
  await expect(starter).toHaveText(endsWithPrice);

  await starter.click();
  // No detail popup to confirm: the recharge info opens at once, with the goods' price.
  await expect(page.getByRole('dialog', { name: 'Starter pack' })).toHaveCount(0);
  const info = rechargeInfo(page, layout);
  await expect(info).toContainText(new RegExp(price.source));
  if (layout === 'new') {
    await info.getByRole('button', { name: 'Close' }).first().click();
    await expect(info).toBeHidden();
  } else {
    await expect(page).toHaveURL(/\/recharge\b/);
    await page.goBack();
    await expect(page).toHaveURL(/\/selectGoods\b/);
  }
  await expect(starter).toHaveAttribute('aria-pressed', 'true');
  const chosen = new RegExp(`^Starter pack · ${price.source}$`);
  await expect(summaryValue(page, 'Goods')).toHaveText(chosen);
  return chosen;
}

export async function expectPicked(
  page: Page,
  { game, server, role, goods }: Picked,
): Promise<void> {
  await expect(summaryValue(page, 'Game')).toHaveText(game);
  await expect(summaryValue(page, 'Server')).toHaveText(server);
  await expect(summaryValue(page, 'Character')).toHaveText(role);
  await expect(pickerButton(page, 'Character')).toHaveText('Change');
  if (goods) {
    await expect(summaryValue(page, 'Goods')).toHaveText(goods);
    // The tab of the chosen product is the one open.
    await expect(goodsSection(page).getByRole('tab', { name: 'Packs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }
}

/** Reloads and checks that the login and the choices are still there. */
export async function expectKeptAfterReload(page: Page, picked: Picked): Promise<void> {
  await page.reload();
  await expect(header(page)).toContainText(demo.username);
  await expectPicked(page, picked);
}

/** What the player sees at a phone and a laptop size: the top, and the end of the page. */
export async function screenshots(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `e2e/screenshots/goods-${name}-${width}-top.png` });
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `e2e/screenshots/goods-${name}-${width}-end.png` });
  }
}
