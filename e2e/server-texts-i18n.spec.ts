import type { Language } from '@topup/contracts/languages';
import { loadTenants } from '@topup/tenants/all-tenants';
import { expect, test, tenantUrl } from './support/fixtures.ts';
import { demo, login } from './support/player.ts';
import { entryOf, openGoods, openRecharge, switchLanguage } from './support/screens.ts';
import { openVipCentre } from './support/vip-steps.ts';

// Issue 17 defect 7: the texts the server sends (payment-method descriptions and names, coupon
// names, third-party gift items, goods names) stayed English in ar, ru, de and every language
// but en/ja/ko/zh-tw. A player in Arabic, Russian or German reads them in that language and never
// the English ones. Texts as the demo seed writes them (packages/demo/src/seed/payment-methods/seed-descriptions.ts,
// seed-method-names.ts, vip/seed-texts.ts, third-gifts/seed-data.ts, catalog/seed-data.ts).

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const tenants = loadTenants();
const tenant = (id: string) => tenants.find((t) => t.id === id)!;

const english = {
  chest: 'Treasure chest',
  diamonds: '6480 Diamonds',
  platform: 'Pay with your platform balance',
  paypal: 'PayPal balance or linked card',
  card: 'Credit / debit card',
  weekly: 'Weekly 5% off',
};
type Texts = Partial<typeof english> & Pick<typeof english, 'chest' | 'diamonds' | 'platform'>;

// Each language on a brand that offers it (tenant languages): Arabic and German on watt (VIP,
// methods of the US), Russian on ru (no VIP, methods of Russia).
type Sub = { method: string; name: string; en: string };
const cases: { lang: Language; brand: string; country: string; want: Texts; sub?: Sub }[] = [
  {
    lang: 'ar',
    brand: 'watt',
    country: 'US',
    want: {
      chest: 'صندوق الكنز',
      diamonds: '6480 ماسة',
      platform: 'ادفع من رصيدك على المنصة',
      paypal: 'رصيد PayPal أو بطاقة مرتبطة',
      card: 'بطاقة ائتمان / خصم',
      weekly: 'خصم أسبوعي 5%',
    },
  },
  {
    lang: 'ru',
    brand: 'ru',
    country: 'RU',
    want: {
      chest: 'Сундук сокровищ',
      diamonds: '6480 алмазов',
      platform: 'Оплата с баланса платформы',
    },
    // Xsolla has sub-methods (no description): its popup names them.
    sub: { method: 'Xsolla', name: 'Банковские карты', en: 'Bank cards' },
  },
  {
    lang: 'de',
    brand: 'watt',
    country: 'US',
    want: {
      chest: 'Schatztruhe',
      diamonds: '6480 Diamanten',
      platform: 'Mit deinem Plattformguthaben bezahlen',
      paypal: 'PayPal-Guthaben oder verknüpfte Karte',
      card: 'Kredit-/Debitkarte',
      weekly: 'Wochenrabatt 5 %',
    },
  },
];

const checked = (want: Texts, keys: (keyof typeof english)[]) =>
  keys.filter((key) => want[key] !== undefined).map((key) => [want[key]!, english[key]] as const);

for (const { lang, brand, country, want, sub } of cases) {
  test(`${brand} in ${lang}: goods and their third-party gift in ${lang}`, async ({ page }) => {
    const { clientId, area } = entryOf(tenant(brand));
    await page.goto(
      tenantUrl(brand, `/selectGoods?client_id=${clientId}&domain_area=${area}&spec_lang=${lang}`),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const goods = page.getByRole('main').getByRole('button', { name: want.diamonds }).first();
    await expect(goods).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(english.diamonds);
    // The gift shows on the goods' card (no detail popup since issue 29 item 12).
    await expect(goods).toContainText(want.chest);
    await expect(goods).not.toContainText(english.chest);
    await page.screenshot({
      path: `e2e/screenshots/defects/server-texts-gift-${brand}-${lang}.png`,
    });
  });

  test(`${brand} in ${lang}: payment methods described and named in ${lang}`, async ({ page }) => {
    const layout = await openGoods(page, tenant(brand));
    await switchLanguage(page, lang);
    // A fresh load asks the server again in the chosen language (kept as perfLang).
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const info = await openRecharge(page, layout, lang);
    await info.getByRole('combobox').first().selectOption(country);
    for (const [translated, en] of checked(want, ['platform', 'paypal', 'card'])) {
      await expect(info).toContainText(translated);
      await expect(info).not.toContainText(en);
    }
    if (sub) {
      await info.getByRole('button', { name: new RegExp(`^${sub.method}`) }).click();
      const popup = page.getByRole('dialog').last();
      await expect(popup.getByRole('button', { name: sub.name })).toBeVisible();
      await expect(popup).not.toContainText(sub.en);
    }
    await page.screenshot({
      path: `e2e/screenshots/defects/server-texts-methods-${brand}-${lang}.png`,
    });
  });

  if (want.weekly)
    test(`${brand} in ${lang}: VIP coupon names in ${lang}`, async ({ page }) => {
      const { clientId, area } = entryOf(tenant(brand));
      await page.goto(tenantUrl(brand, `/?client_id=${clientId}&domain_area=${area}`));
      await login(page, demo);
      await openVipCentre(page);
      const main = page.getByRole('main');
      await expect(main).toContainText(english.weekly);
      await switchLanguage(page, lang);
      await expect(main).toContainText(want.weekly!);
      await expect(main).not.toContainText(english.weekly);
      await page.screenshot({
        path: `e2e/screenshots/defects/server-texts-coupons-${brand}-${lang}.png`,
      });
    });
}
