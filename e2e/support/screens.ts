import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Language } from '@topup/contracts/languages';
import type { Area } from '@topup/tenants/areas';
import { usesNewLayout } from '@topup/tenants/tenant-rules';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { tenantUrl } from './fixtures.ts';
import { buyNow, closeRechargeInfo, type Layout } from './pay-steps.ts';
import { demo, goodsSection, login, pickRole, pickServerById } from './player.ts';
import { tenantApiGet } from './tenant-api.ts';

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
export function entryOf(tenant: Tenant): { clientId: string; area: Area; layout: Layout } {
  const { clientId, area } = tenant.games[0]!.clients.web;
  const domainArea = tenant.areas.includes(area) ? area : tenant.areas[0]!;
  return { clientId, area: domainArea, layout: layoutOf(tenant, clientId, domainArea) };
}

function layoutOf(tenant: Tenant, clientId: string, area: Area): Layout {
  return usesNewLayout(tenant, { area, clientId }) ? 'new' : 'old';
}

/** A demo character to buy for: its game's web client, region, server and name. */
export type Shopper = { clientId: string; area: Area; server: string; role: string };

/**
 * Where the brand screens buy (the result screen needs a paid order, and both sizes buy the first
 * goods, 60 Diamonds, for the same character): characters of the demo account whose balance,
 * deliveries and events no other spec watches. The default is Cyra on S2 of the first game; on
 * these brands other specs pay for or watch that one (or all four of demo's characters in the
 * first region: S1 Borin and Cyra, S2 Cyra, S3 Dax). A spec that starts paying for one of these
 * characters picks another, or moves the brand here to one of its own.
 */
const shoppers: Record<string, Partial<Shopper>> = {
  // payment-journey, adyen-dropin, daily-reward, order-history/-tracker: all four on universal.
  watt: { area: 'useuro', server: '1015', role: 'Dax' },
  // emulator-refund: S3 Dax; purchase-limit: S2 Cyra.
  dragon: { server: '1001', role: 'Cyra' },
  // payment-journey-ko: S1 Borin, S2 Cyra, S3 Dax.
  ko: { server: '1001', role: 'Cyra' },
  // cards: S2 Cyra.
  acenet: { server: '1003', role: 'Dax' },
  // activity: S2 Cyra.
  rhinosSea: { server: '1003', role: 'Dax' },
  // game-server-http points Age of Joy at the reference game server while it runs: Harbour Heroes.
  joyage: { clientId: '18303', area: 'hk', server: '3005', role: 'Fenna' },
};

export function shopperOf(tenant: Tenant): Shopper {
  const { clientId, area } = entryOf(tenant);
  return { clientId, area, server: '1002', role: 'Cyra', ...shoppers[tenant.id] };
}

/**
 * Opens the brand's goods page, logs in as demo, picks a character and the first goods; answers
 * the layout. Without a shopper: the first game, server 1001 and its first character.
 */
export async function openGoods(page: Page, tenant: Tenant, shopper?: Shopper): Promise<Layout> {
  const { clientId, area } = shopper ?? entryOf(tenant);
  await page.goto(tenantUrl(tenant.id, `/selectGoods?client_id=${clientId}&domain_area=${area}`));
  return chooseGoodsAsDemo(page, tenant, shopper);
}

/**
 * On a brand's goods page already open (anonymous): logs in as demo, picks a character and the
 * first goods, as openGoods does after opening the page; answers the layout.
 */
export async function chooseGoodsAsDemo(
  page: Page,
  tenant: Tenant,
  shopper?: Shopper,
): Promise<Layout> {
  const { clientId, area } = shopper ?? entryOf(tenant);
  await login(page, demo);
  await pickServerById(page, shopper?.server ?? '1001');
  if (shopper) await pickRole(page, shopper.role);
  else await pickFirstCharacter(page);
  const layout = layoutOf(tenant, clientId, area);
  // Picking goods with the character chosen goes on to paying (issue 29 item 12): the sheet
  // opens (new layout) or /recharge (old). Back to the goods page, the goods stay chosen.
  const first = goodsSection(page).getByRole('tabpanel').getByRole('button').first();
  await first.click();
  if (layout === 'new') await closeRechargeInfo(page);
  else {
    await expect(page).toHaveURL(/\/recharge\b/);
    await page.goBack();
    await expect(page).toHaveURL(/\/selectGoods\b/);
  }
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  return layout;
}

/** Desktop (issue 17): the goods page in two columns, the order summary right of the goods. */
export async function expectTwoColumns(page: Page): Promise<void> {
  const goods = await goodsSection(page).boundingBox();
  const summary = await page.getByRole('region', { name: 'Your selection' }).boundingBox();
  expect(summary!.x).toBeGreaterThanOrEqual(goods!.x + goods!.width);
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

/** The recharge info, opened again with the app's 'Buy now' in whatever language it shows. */
export async function openRecharge(page: Page, layout: Layout, lang: Language): Promise<Locator> {
  // The sheet may still be open from picking the goods; the old layout's /recharge is a page away.
  if (lang === 'en' && layout === 'new') return buyNow(page, layout);
  // Choosing goods with a character chosen already went to the old layout's /recharge (issue 29
  // item 12): nothing to press.
  const onRecharge = layout === 'old' && /\/recharge\b/.test(new URL(page.url()).pathname);
  if (!onRecharge) await page.getByRole('button', { name: text(lang, 'recharge.buyNow') }).click();
  if (layout === 'old') await expect(page).toHaveURL(/\/recharge\b/);
  const info =
    layout === 'new' ? page.getByRole('dialog').last() : page.getByRole('main').getByRole('region');
  await expect(info.first()).toBeVisible();
  return info.first();
}

type EventFlags = {
  cumulative_config: { is_has_cumulative: boolean };
  continue_config: { is_has_continue: boolean };
};

/** What the app itself asks (features/config: hasEvents): does the game announce events? */
export async function eventsAnnounced(
  request: APIRequestContext,
  tenantId: string,
  clientId: string,
  area: string,
): Promise<boolean> {
  const { data } = await tenantApiGet<EventFlags>(request, tenantId, '/api/config/recharge', {
    client_id: clientId,
    domain_area: area,
  });
  return Boolean(
    data?.cumulative_config.is_has_cumulative || data?.continue_config.is_has_continue,
  );
}

/** The main navigation's Events: /activity, with the progress of the chosen character. */
export async function openEvents(page: Page): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Events' })
    .click();
  await expect(page).toHaveURL(/\/activity\?/);
  const events = page.getByRole('main').getByRole('region', { name: 'Event' });
  await expect(events).toBeVisible();
  await expect(events.getByRole('progressbar').first()).toBeVisible();
  return events;
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
  // Lazy images (payment icons in a sheet that slides in) start loading only once on screen, and
  // one not started yet may already say complete: each on screen must have its picture (a broken
  // one never does, and fails here).
  await page.waitForFunction(() =>
    [...document.images].every((img) => {
      const r = img.getBoundingClientRect();
      const onScreen = r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
      return !onScreen || (img.complete && img.naturalWidth > 0);
    }),
  );
  await page.screenshot({ path: `${screenshotDir}/${name}.png` });
}

/** Saves what the player sees (snap) and finds no serious or critical axe-core problem there. */
export async function snapChecked(page: Page, name: string): Promise<void> {
  await snap(page, name);
  expect(await seriousA11yFindings(page)).toEqual([]);
}

export type AxeFinding = { id: string; impact: string; help: string; targets: string[] };

type AxeCheck = string | { id: string };
type AxeAudit = {
  rules: { id: string; impact?: string; any: AxeCheck[]; all: AxeCheck[]; none: AxeCheck[] }[];
  data: { checks: Record<string, { impact?: string } | undefined> };
};

/**
 * The axe-core rules that can never find a serious or critical problem: a finding's impact is the
 * highest of its rule's and failed checks' impacts, fixed in axe-core's metadata
 * (https://github.com/dequelabs/axe-core/blob/develop/doc/rule-development.md), and these rules'
 * are all minor or moderate (region, heading-order, the landmark rules, …). This suite keeps only
 * serious and critical findings, so running them was work thrown away (CI time, issue 30 item 6).
 * Read from the axe-core that @axe-core/playwright injects, so a new version's rules are judged
 * by their own metadata.
 */
const neverSerious: string[] = (() => {
  const requireFromAxeBuilder = createRequire(import.meta.resolve('@axe-core/playwright'));
  const audit = (requireFromAxeBuilder('axe-core') as { _audit: AxeAudit })._audit;
  const rank = (impact: string | undefined) => ['serious', 'critical'].includes(impact ?? '');
  return audit.rules
    .filter((rule) => {
      const checks = [...rule.any, ...rule.all, ...rule.none].map((c) =>
        typeof c === 'string' ? c : c.id,
      );
      return !rank(rule.impact) && !checks.some((id) => rank(audit.data.checks[id]?.impact));
    })
    .map((rule) => rule.id);
})();

/** Serious and critical axe-core findings on what is on screen now. */
export async function seriousA11yFindings(page: Page): Promise<AxeFinding[]> {
  const result = await new AxeBuilder({ page }).disableRules(neverSerious).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}
