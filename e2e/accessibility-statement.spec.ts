import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Language } from '@topup/contracts/languages';
import { loadTenants } from '@topup/tenants/all-tenants';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { expect, test, tenantUrl } from './support/fixtures.ts';
import { entryOf, loaded, seriousA11yFindings, switchLanguage, text } from './support/screens.ts';

// Issue 18: the accessibility statement is one footer link away on every brand, on either route
// set, and itself passes axe-core (no serious or critical findings) in English and in Arabic.
// watt uses the new route set, ko the old one; watt again with ?layout=old covers the old set in
// Arabic (ko offers no Arabic). The statement's texts come from apps/web/src/locales/accessibility.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const tenants = loadTenants();
const byId = (id: string): Tenant => tenants.find((t) => t.id === id)!;

function statement(lang: Language, key: string, values: Record<string, string> = {}): string {
  const file = new URL(`../apps/web/src/locales/accessibility/${lang}.json`, import.meta.url);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no ${key} in accessibility/${lang}.json`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** Opens the brand's first game (on `layout` when forced) and follows the footer's link. */
async function openFromFooter(page: Page, tenant: Tenant, layout?: 'old' | 'new') {
  const entry = entryOf(tenant);
  const set = layout ?? entry.layout;
  const start = set === 'new' ? '/selectGoods' : '/selectGame';
  const query = `client_id=${entry.clientId}&domain_area=${entry.area}`;
  await page.goto(tenantUrl(tenant.id, `${start}?${query}${layout ? `&layout=${layout}` : ''}`));
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: text('en', 'footer.accessibility') })
    .click();
  await expect(page).toHaveURL(/\/accessibility\?/);
  // The footer keeps the query, so the statement knows the game's area.
  expect(new URL(page.url()).searchParams.get('domain_area')).toBe(entry.area);
  await expect(
    page.getByRole('heading', { level: 1, name: statement('en', 'title') }),
  ).toBeVisible();
  await loaded(page);
}

/**
 * The claim, the five sections, the brand's header and its contact in `lang`: the e-mail (the
 * area's legal notice, else the brand's support channel), else its help site (issue 29 item 7).
 */
async function checkStatement(page: Page, tenant: Tenant, lang: Language, email?: string) {
  const brand = tenant.title;
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(statement(lang, 'title'));
  for (const key of ['status', 'testing', 'limits', 'contact', 'date']) {
    await expect(
      main.getByRole('heading', { level: 2, name: statement(lang, `${key}.heading`) }),
    ).toBeVisible();
  }
  await expect(main.getByText(statement(lang, 'status.claim', { brand }))).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(brand);
  const contact = main.getByRole('region', { name: statement(lang, 'contact.heading') });
  if (email) {
    const mail = contact.getByRole('link', { name: email });
    await expect(mail).toHaveAttribute('href', new RegExp(`^mailto:${email}\\?subject=`));
  } else {
    const site = new URL(tenant.support.url!).host;
    const sentence = statement(lang, 'contact.site', { brand, site }).replace(/<\/?site>/g, '');
    await expect(contact).toContainText(sentence);
    await expect(contact.getByRole('link', { name: site })).toHaveAttribute(
      'href',
      tenant.support.url!,
    );
  }
  await expect(
    main.getByRole('region', { name: statement(lang, 'date.heading') }).locator('time'),
  ).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  expect(await seriousA11yFindings(page)).toEqual([]);
}

async function toArabic(page: Page) {
  await switchLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(statement('ar', 'title'));
  await expect(page.getByRole('main')).toHaveCSS('direction', 'rtl');
  await loaded(page);
}

test('new route set (watt): from the footer, in English and Arabic', async ({ page }) => {
  const watt = byId('watt');
  expect(entryOf(watt).layout).toBe('new');
  await openFromFooter(page, watt);
  await checkStatement(page, watt, 'en', watt.support.email);
  await toArabic(page);
  await checkStatement(page, watt, 'ar', watt.support.email);
});

test("old route set (ko): from the footer, with the brand's e-mail as contact", async ({
  page,
}) => {
  const ko = byId('ko');
  expect(entryOf(ko).layout).toBe('old');
  await openFromFooter(page, ko);
  await checkStatement(page, ko, 'en', ko.koreaCompany!.email);
});

test('old route set in Arabic (watt, ?layout=old)', async ({ page }) => {
  const watt = byId('watt');
  await openFromFooter(page, watt, 'old');
  await toArabic(page);
  await checkStatement(page, watt, 'ar', watt.support.email);
});

test('dragon: a brand whose support channel is its help site names that site (issue 29 item 7)', async ({
  page,
}) => {
  const dragon = byId('dragon');
  expect(dragon.support.email).toBeUndefined();
  await openFromFooter(page, dragon);
  await checkStatement(page, dragon, 'en');
});
