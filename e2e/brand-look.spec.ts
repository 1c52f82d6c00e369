import { mkdirSync } from 'node:fs';
import { loadTenants } from '@topup/tenants/all-tenants';
import { expect, tenantUrl, test } from './support/fixtures.ts';
import { goodsSection, header } from './support/player.ts';
import { entryOf, loaded, seriousA11yFindings, switchLanguage, text } from './support/screens.ts';
import type { Page } from '@playwright/test';

// Issue 29 items 9 and 10: each brand its own shop (theme and key art, from the first paint) and
// a desktop site on a desktop (top navigation, goods and summary side by side, a wide frame).
// Screenshots of Arabic at both sizes: LOOK_SHOTS (default e2e/screenshots/look).
//
// Moved (CI time, issue 30 item 6): "<brand> at <size> size: screenshot, no serious axe problem"
// (every brand's first visit at both sizes, screenshot to LOOK_SHOTS and axe) is now the first
// visit of brand-screens.spec.ts's pass per brand and size, which loaded the same page.

const tenants = loadTenants();
const byId = (id: string) => tenants.find((t) => t.id === id)!;
const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };
const shots = process.env.LOOK_SHOTS ?? 'e2e/screenshots/look';
mkdirSync(shots, { recursive: true });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** A brand's goods page as a first-time visitor sees it. */
async function openGoodsPage(page: Page, tenantId: string, size: typeof phone): Promise<void> {
  await page.setViewportSize(size);
  const { clientId, area } = entryOf(byId(tenantId));
  await page.goto(tenantUrl(tenantId, `/selectGoods?client_id=${clientId}&domain_area=${area}`));
  await expect(goodsSection(page)).toBeVisible();
  await loaded(page);
}

test.describe('desktop is a desktop site', () => {
  test('1440 px: the navigation sits in the header, goods and summary side by side', async ({
    page,
  }) => {
    await openGoodsPage(page, 'watt', desktop);
    const bar = (await header(page).boundingBox())!;
    const links = (await nav(page).boundingBox())!;
    // In the header's row, not a tab bar along the bottom of the window.
    await expect(nav(page)).toBeVisible();
    expect(links.y).toBeGreaterThanOrEqual(bar.y - 1);
    expect(links.y + links.height).toBeLessThanOrEqual(bar.y + bar.height + 1);
    expect(links.y + links.height).toBeLessThan(desktop.height / 2);
    await expect(nav(page).getByRole('link', { name: 'Top-up' })).toHaveCSS(
      'flex-direction',
      'row',
    );
    // The frame is wide: no phone column in the middle of the window.
    const main = (await page.getByRole('main').boundingBox())!;
    expect(main.width).toBeGreaterThanOrEqual(1100);
    // Goods on the left, the order summary beside them on the right, at the same height.
    const goods = (await goodsSection(page).boundingBox())!;
    const summary = (await page.getByRole('region', { name: 'Your selection' }).boundingBox())!;
    expect(summary.x).toBeGreaterThanOrEqual(goods.x + goods.width);
    expect(summary.y).toBeLessThan(goods.y + goods.height);
    // Scrolled down the navigation stays in view with the header.
    await page.mouse.wheel(0, 1200);
    await expect(async () => {
      const after = (await nav(page).boundingBox())!;
      expect(after.y).toBeGreaterThanOrEqual(0);
      expect(after.y).toBeLessThan(80);
    }).toPass();
    // The links work from the top.
    await nav(page).getByRole('link', { name: 'My' }).click();
    await expect(page).toHaveURL(/\/my\?/);
    await expect(nav(page)).toBeInViewport();
  });

  test("1440 px, the old layout: its shortcuts are the header's navigation too", async ({
    page,
  }) => {
    await openGoodsPage(page, 'dragon', desktop);
    const bar = (await header(page).boundingBox())!;
    const links = (await nav(page).boundingBox())!;
    expect(links.y).toBeGreaterThanOrEqual(bar.y - 1);
    expect(links.y + links.height).toBeLessThanOrEqual(bar.y + bar.height + 1);
    // Centred between the brand and the login.
    expect(links.x).toBeGreaterThan(desktop.width / 4);
    expect(links.x + links.width).toBeLessThan((desktop.width * 3) / 4);
    await nav(page).getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/activity\?/);
  });

  test('390 px: the phone keeps its bottom tab bar', async ({ page }) => {
    await openGoodsPage(page, 'watt', phone);
    const links = (await nav(page).boundingBox())!;
    expect(Math.round(links.y + links.height)).toBe(phone.height);
    expect(links.width).toBe(phone.width);
    await expect(nav(page).getByRole('link', { name: 'Top-up' })).toHaveCSS(
      'flex-direction',
      'column',
    );
  });
});

test.describe('each brand its own shop', () => {
  test('two brands differ in header, corners, type and backdrop from the first paint', async ({
    browser,
  }) => {
    // No script: the look must come with the server's page, not from the app.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
    const page = await context.newPage();
    const lookOf = async (id: string) => {
      const { clientId, area } = entryOf(byId(id));
      await page.goto(tenantUrl(id, `/selectGoods?client_id=${clientId}&domain_area=${area}`));
      await expect(page.getByRole('banner')).toBeVisible();
      return page.evaluate(() => {
        const css = (el: Element | null) => getComputedStyle(el!);
        const bar = css(document.querySelector('header'));
        return {
          header: `${bar.backgroundColor} ${bar.backgroundImage}`,
          headerText: bar.color,
          radius: css(document.querySelector('.game-card')).borderTopLeftRadius,
          title: css(document.querySelector('h1')).fontFamily,
          backdrop: css(document.querySelector('.app')).backgroundImage,
        };
      });
    };
    const watt = await lookOf('watt');
    const ko = await lookOf('ko');
    await context.close();
    expect(watt.header).not.toBe(ko.header);
    expect(watt.radius).toBe('4px');
    expect(ko.radius).toBe('16px');
    expect(watt.title).not.toBe(ko.title);
    expect(watt.backdrop).not.toBe(ko.backdrop);
    // watt's night header with white text; ko's solid blue.
    expect(watt.headerText).toBe('rgb(255, 255, 255)');
    expect(ko.header).toContain('rgb(30, 111, 217)');
  });

  test("the game's key art: a decorative banner in a box sized before it paints", async ({
    page,
  }) => {
    await openGoodsPage(page, 'watt', phone);
    const art = page.locator('.game-card__art');
    await expect(art).toHaveAttribute('alt', '');
    await expect(art).toHaveAttribute('src', /^\/games\/art\/[a-z0-9-]+\.svg$/);
    await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    const box = (await art.boundingBox())!;
    expect(Math.round(box.width / box.height)).toBe(3);
    // The box holds its height with no picture: nothing below moves when it arrives.
    await page.route('**/games/art/**', () => undefined);
    await page.reload({ waitUntil: 'domcontentloaded' });
    const empty = (await page.locator('.game-card__art').boundingBox())!;
    expect(Math.round(empty.height)).toBe(Math.round(box.height));
  });
});

test('Arabic, right to left: the look mirrors and stays axe-clean', async ({ page }) => {
  await openGoodsPage(page, 'watt', phone);
  await switchLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arNav = page.getByRole('navigation', { name: text('ar', 'nav.label') });
  for (const [size, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    await expect(arNav).toBeVisible();
    await loaded(page);
    // The header's start (the logo) is on the right, and so is the banner's logo.
    const logo = (await header(page).locator('img').first().boundingBox())!;
    expect(logo.x).toBeGreaterThan(viewport.width / 2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/ar-watt-${size}.png` });
    expect(await seriousA11yFindings(page), size).toEqual([]);
  }
});
