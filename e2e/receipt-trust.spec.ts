import { mkdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { Language } from '@topup/contracts/languages';
import { loadTenants } from '@topup/tenants/all-tenants';
import { koreaCompanyFor } from '@topup/tenants/tenant-rules';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { expect, test, tenantUrl } from './support/fixtures.ts';
import {
  buyInWindow,
  buyNow,
  chooseGoods,
  chooseMethod,
  payerChooses,
  resultView,
} from './support/pay-steps.ts';
import { demo, factValue, login, pickRole, pickServerById } from './support/player.ts';
import { recheckUntil } from './support/result-steps.ts';
import { entryOf, loaded, seriousA11yFindings, text } from './support/screens.ts';
import { ko as koShop, shopFor } from './support/shop.ts';

// Issue 29 item 7, "a thin receipt": the seller was the shop's title, not the company; no payment
// method, no company address; the result showed no amount paid; the order and accessibility
// pages had no brand header; most brands named no support channel. Now, on watt (new layout, in
// English and in Arabic, right to left) and ko (old layout, its Korean company): a paid order's
// result shows the amount and the method; its receipt names the company with its address, the
// method as the player chose it, the amount in the currency's units and where to get help; the
// order page and the accessibility statement carry the brand's header (banner), and the statement
// names the brand's support contact. Every screen passes axe (no serious or critical findings).

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };
test.use({ viewport: phone, locale: 'en-US' });

const tenants = loadTenants();
const byId = (id: string): Tenant => tenants.find((t) => t.id === id)!;
const shots = '/work/wt/_shots/receipt';

/** A feature's own text (its locales/<lang>.json), e.g. ('order', 'ar', 'seller'). */
function featureText(feature: 'order' | 'result/track', lang: Language, key: string): string {
  const file = new URL(`../apps/web/src/features/${feature}/locales/${lang}.json`, import.meta.url);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no ${key} in ${feature}/${lang}.json`);
  return node;
}

/** A price as the player reads it (major units, the currency's symbol). */
function shown(price: { amount: string; currency: string }): string {
  const value = Number(price.amount.replace(/,/g, ''));
  if (price.currency === 'KRW') return `₩${value.toLocaleString('en-US')}`;
  if (price.currency === 'USD') return `$${value.toFixed(2)}`;
  throw new Error(`no display rule for ${price.currency} here`);
}

/**
 * The screen at phone and desktop size, stored for a person to look at: whole pages, or what is
 * in view for a popup (a full-page shot would paint the fixed popup and bars mid-page).
 */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await loaded(page);
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage });
  await page.setViewportSize(desktop);
  await page.screenshot({ path: `${shots}/${name}-1440.png`, fullPage });
  await page.setViewportSize(phone);
}

async function expectAxeClean(page: Page): Promise<void> {
  await loaded(page);
  expect(await seriousA11yFindings(page)).toEqual([]);
}

/** The brand's header: the banner landmark with the brand's title. */
async function expectBrandHeader(page: Page, tenant: Tenant): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(tenant.title);
}

type ReceiptFacts = { method: string; amount: string; lang: Language };

/** The receipt names the company, its address, the method, the amount and where to get help. */
async function expectReceipt(page: Page, tenant: Tenant, seller: Seller, facts: ReceiptFacts) {
  const { lang } = facts;
  const main = page.getByRole('main');
  const receipt = main.getByRole('region', { name: featureText('order', lang, 'receipt') });
  await expect(receipt).toBeVisible();
  await expect(factValue(receipt, featureText('order', lang, 'seller'))).toHaveText(seller.name);
  await expect(factValue(receipt, text(lang, 'tradeLaw.address'))).toHaveText(seller.address);
  await expect(factValue(receipt, featureText('order', lang, 'amount'))).toHaveText(facts.amount);
  await expect(factValue(receipt, featureText('order', lang, 'method'))).toHaveText(facts.method);
  // Never the shop's title as the seller, never an internal method id.
  await expect(receipt).not.toContainText(/\d+_[a-z]+/);
  await expect(receipt).toContainText(featureText('order', lang, 'needHelp'));
  const mail = receipt.getByRole('link', { name: featureText('order', lang, 'support') });
  await expect(mail).toHaveAttribute('href', new RegExp(`^mailto:${seller.email}\\?subject=`));
  await expect(receipt).toContainText(seller.email);
  const site = receipt.getByRole('link', { name: featureText('order', lang, 'supportSite') });
  if (tenant.support.url) await expect(site).toHaveAttribute('href', tenant.support.url);
  else await expect(site).toHaveCount(0);
}

type Seller = { name: string; address: string; email: string };

/** The statement with the brand's header and its support contact. */
async function expectStatement(page: Page, tenant: Tenant, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectBrandHeader(page, tenant);
  const mail = page.getByRole('main').getByRole('link', { name: email });
  await expect(mail).toHaveAttribute('href', new RegExp(`^mailto:${email}\\?subject=`));
}

/** The result's amount paid and method (their labels come with the tracker's texts). */
function resultFact(result: Locator, lang: Language, key: 'amountPaid' | 'method'): Locator {
  return factValue(result, featureText('result/track', lang, `track.${key}`));
}

test('watt: the result shows the amount and method; receipt and statement name the company and support, with the header, in English and Arabic', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const watt = byId('watt');
  const query = 'domain_area=universal&client_id=11103';
  await page.goto(tenantUrl('watt', `/?${query}`));
  await login(page, demo);
  await pickServerById(page, '1003');
  await pickRole(page, 'Dax');
  await chooseGoods(page, '60 Diamonds');
  const info = await buyNow(page, 'new');
  await chooseMethod(page, info, { country: 'US', method: /^PayPal/ });
  const price = { amount: '0.99', currency: 'USD' };
  const checkout = await buyInWindow(page, price);
  await payerChooses(checkout, 'Pay now (succeed)');
  await checkout.window.close();
  const result = resultView(page, 'new');
  await recheckUntil(result, 'Top up successful');

  // The result: what was paid, and how.
  await expect(resultFact(result, 'en', 'amountPaid')).toHaveText(shown(price));
  await expect(resultFact(result, 'en', 'method')).toHaveText('PayPal');
  await shoot(page, 'result-watt-en', false);
  await expectAxeClean(page);

  const seller = {
    name: 'Watt Games Ltd.',
    address: watt.company.address,
    email: watt.support.email!,
  };
  expect(seller.name).toBe(watt.company.legalName);
  const order = `/order/${checkout.billingNo}?${query}`;
  await page.goto(tenantUrl('watt', order));
  await expectBrandHeader(page, watt);
  await expectReceipt(page, watt, seller, { method: 'PayPal', amount: shown(price), lang: 'en' });
  await expect(page.getByRole('main')).not.toContainText(watt.title);
  await shoot(page, 'order-watt-en');
  await expectAxeClean(page);

  await page.goto(tenantUrl('watt', `/accessibility?${query}`));
  await expectStatement(page, watt, seller.email);
  await shoot(page, 'accessibility-watt-en');
  await expectAxeClean(page);

  // Arabic, right to left: the result reopened from its billing number, the receipt, the statement.
  await page.goto(tenantUrl('watt', `/?${query}&billing_no=${checkout.billingNo}&spec_lang=ar`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const resultAr = page.getByRole('dialog', { name: text('ar', 'result.title') });
  await expect(resultFact(resultAr, 'ar', 'amountPaid')).toHaveText(shown(price));
  await expect(resultFact(resultAr, 'ar', 'method')).toHaveText('PayPal');
  await shoot(page, 'result-watt-ar', false);
  await expectAxeClean(page);

  await page.goto(tenantUrl('watt', `${order}&spec_lang=ar`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectBrandHeader(page, watt);
  await expectReceipt(page, watt, seller, { method: 'PayPal', amount: shown(price), lang: 'ar' });
  await shoot(page, 'order-watt-ar');
  await expectAxeClean(page);

  await page.goto(tenantUrl('watt', `/accessibility?${query}&spec_lang=ar`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectStatement(page, watt, seller.email);
  await shoot(page, 'accessibility-watt-ar');
  await expectAxeClean(page);
});

test('ko (old layout): the /result page shows the amount and method; the receipt names the Korean company', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const ko = byId('ko');
  const method = '웰컴페이먼츠 · 신용카드';
  const shop = await shopFor(page, request, koShop, {
    server: '1001',
    role: 'Borin',
    goods: '300 Diamonds',
  });
  await shop.choose(/^웰컴페이먼츠/, { popup: '웰컴페이먼츠', name: '신용카드' });
  const checkout = await buyInWindow(page, shop.price);
  await payerChooses(checkout, 'Pay now (succeed)');
  await recheckUntil(shop.result, 'Top up successful');
  await checkout.window.close();
  await expect(resultFact(shop.result, 'en', 'amountPaid')).toHaveText(shown(shop.price));
  // The names the recharge page listed, the sub-method after its method; never an internal id.
  await expect(resultFact(shop.result, 'en', 'method')).toHaveText(method);
  await shoot(page, 'result-ko-en');
  await expectAxeClean(page);

  const query = 'client_id=13103&domain_area=kr';
  await page.goto(tenantUrl('ko', `/order/${checkout.billingNo}?${query}`));
  await expectBrandHeader(page, ko);
  const seller = {
    name: 'KO Play Co., Ltd.',
    address: ko.koreaCompany!.address,
    email: ko.support.email!,
  };
  await expectReceipt(page, ko, seller, {
    method,
    amount: shown(shop.price),
    lang: 'en',
  });
  await shoot(page, 'order-ko-en');
  await expectAxeClean(page);

  await page.goto(tenantUrl('ko', `/accessibility?${query}`));
  await expectStatement(page, ko, seller.email);
  await shoot(page, 'accessibility-ko-en');
  await expectAxeClean(page);
});

test('every brand: the statement carries the brand header and names its support contact', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const tenant of tenants) {
    const { clientId, area } = entryOf(tenant);
    await page.goto(
      tenantUrl(tenant.id, `/accessibility?client_id=${clientId}&domain_area=${area}&spec_lang=en`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectBrandHeader(page, tenant);
    const contact = page.getByRole('main').getByRole('region', { name: 'Feedback and contact' });
    // The area's legal notice may name its own e-mail (ko's, acenetJp's); else the brand's own,
    // else its help site.
    const email =
      tenant.jpTradeLaw?.email ?? koreaCompanyFor(tenant, area)?.email ?? tenant.support.email;
    if (email) {
      await expect(contact.getByRole('link', { name: email })).toHaveAttribute(
        'href',
        new RegExp(`^mailto:${email}\\?subject=`),
      );
    } else {
      const site = new URL(tenant.support.url!).host;
      await expect(contact.getByRole('link', { name: site })).toHaveAttribute(
        'href',
        tenant.support.url!,
      );
    }
    if (['dragon', 'acenetJp', 'ru'].includes(tenant.id)) {
      await shoot(page, `accessibility-${tenant.id}-en`);
      await expectAxeClean(page);
    }
  }
});
