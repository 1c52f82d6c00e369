import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '@topup/contracts/languages';
import { usesNewLayout } from '@topup/tenants/tenant-rules';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { tenantUrl } from './fixtures.ts';
import { buyNow, type Layout } from './pay-steps.ts';
import { demo, goodsSection, login, pickServerById } from './player.ts';

// Screens of every brand for people to look at (issue: brand presentation), and the accessibility
// check of the main screens. Screenshots land in e2e/screenshots/brands/.

export const sizes = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;
export type Size = keyof typeof sizes;

export const screenshotDir = 'e2e/screenshots/brands';

type Dictionary = Record<string, unknown>;
const dictionaries = new Map<string, Map<string, string>>();

function flatten(dict: Dictionary, prefix = '', into = new Map<string, string>()) {
  for (const [key, value] of Object.entries(dict)) {
    if (value && typeof value === 'object') flatten(value as Dictionary, `${prefix}${key}.`, into);
    else into.set(`${prefix}${key}`, String(value));
  }
  return into;
}

function dictionary(lang: Language): Map<string, string> {
  let dict = dictionaries.get(lang);
  if (!dict) {
    const file = new URL(`../../apps/web/src/locales/${lang}.json`, import.meta.url);
    dict = flatten(JSON.parse(readFileSync(file, 'utf8')) as Dictionary);
    dictionaries.set(lang, dict);
  }
  return dict;
}

/** The app's own text for `key` in `lang` (from its dictionaries), for finding localized buttons. */
export function text(lang: Language, key: string): string {
  const value = dictionary(lang).get(key);
  if (value === undefined) throw new Error(`no ${key} in ${lang}`);
  return value;
}

/** Where a brand's first game opens: its web client and that client's region. */
export function entryOf(tenant: Tenant): { clientId: string; area: string; layout: Layout } {
  const { clientId, area } = tenant.games[0]!.clients.web;
  const domainArea = tenant.areas.includes(area) ? area : tenant.areas[0]!;
  const layout = usesNewLayout(tenant, { area: domainArea, clientId }) ? 'new' : 'old';
  return { clientId, area: domainArea, layout };
}

/**
 * Opens the brand's goods page, logs in as demo, picks server 1001 and its first character and the
 * first goods; answers the layout.
 */
export async function openGoods(page: Page, tenant: Tenant): Promise<Layout> {
  const { clientId, area, layout } = entryOf(tenant);
  await page.goto(tenantUrl(tenant.id, `/selectGoods?client_id=${clientId}&domain_area=${area}`));
  await login(page, demo);
  await pickServerById(page, '1001');
  await pickFirstCharacter(page);
  const first = goodsSection(page).getByRole('tabpanel').getByRole('button').first();
  await first.click();
  const detail = page.getByRole('dialog');
  await detail.getByRole('button', { name: 'Confirm' }).click();
  await expect(detail).toBeHidden();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  return layout;
}

/** In the open character list, the first character (its names: catalog/seed-data.ts heroNames). */
export async function pickFirstCharacter(page: Page): Promise<void> {
  const roles = page.getByRole('dialog', { name: 'Select character' });
  await roles
    .getByRole('button', {
      name: /^(Aria|Borin|Cyra|Dax|Elio|Fenna|Garrick|Hana|Ivo|Juno|Kael|Lyra)\b/,
    })
    .first()
    .click();
  await expect(roles).toBeHidden();
}

/** The recharge info, opened with the app's 'Buy now' in whatever language it shows. */
export async function openRecharge(page: Page, layout: Layout, lang: Language): Promise<Locator> {
  if (lang === 'en') return buyNow(page, layout);
  await page.getByRole('button', { name: text(lang, 'recharge.buyNow') }).click();
  if (layout === 'old') await expect(page).toHaveURL(/\/recharge\b/);
  const info =
    layout === 'new' ? page.getByRole('dialog').last() : page.getByRole('main').getByRole('region');
  await expect(info.first()).toBeVisible();
  return info.first();
}

/** Switches the language with the footer's picker (the choice is kept as perfLang). */
export async function switchLanguage(page: Page, lang: Language): Promise<void> {
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /^Language:/ })
    .click();
  await page.locator(`button[lang="${lang}"]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Waits until nothing on the page is loading (the 3-item skeleton of SPEC §9 is gone). */
export async function loaded(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Lets images and fonts settle, then saves what the player sees (the viewport: a full-page shot
 * would paint the fixed buy bar over the middle of the page).
 */
export async function snap(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await loaded(page);
  await page.evaluate(() => document.fonts.ready);
  // Lazy images (payment icons in a sheet that slides in) start loading only once on screen.
  await page.waitForFunction(() =>
    [...document.images].every((img) => {
      const r = img.getBoundingClientRect();
      const onScreen = r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
      return !onScreen || img.complete;
    }),
  );
  await page.screenshot({ path: `${screenshotDir}/${name}.png` });
}

export type AxeFinding = { id: string; impact: string; help: string; targets: string[] };

/** Serious and critical axe-core findings on what is on screen now. */
export async function seriousA11yFindings(page: Page): Promise<AxeFinding[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}
