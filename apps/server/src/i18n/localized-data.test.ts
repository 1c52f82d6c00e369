import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponListSchema } from '@topup/contracts/coupons';
import { payWayListSchema } from '@topup/contracts/payments';
import { vipBasicInfoSchema } from '@topup/contracts/vip';
import { createTestApp, type TestApp } from '../test/create-test-app.ts';
import { playerOf } from '../modules/coupons/test-kit.ts';
import { hostOf, tenantById } from '../modules/payments/test-kit.ts';

// Issue 17 defect 7 through the API: a player in Arabic, Russian or German gets the server's data
// texts in that language. Descriptions and coupon names are JSON maps the app picks from (SPEC
// §3); gift names, VIP level names and the FAQ are picked by the server for the request.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const watt = tenantById('watt');
const host = hostOf(watt);
const game = watt.games[0]!;
const clientId = game.clients.web.clientId;
const player = playerOf(() => t.app, watt);

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
  const body = res.json<{ code: number; msg: string; data: unknown }>();
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

// The words a player of each language reads (written in seed-descriptions.ts, vip/seed-texts.ts,
// third-gifts/seed-data.ts); English beside them to show they differ.
const expected = {
  en: {
    platform: 'Pay with your platform balance',
    card: 'Credit / debit card',
    germany: 'Germany',
    xsolla: 'Cards, wallets and local methods through Xsolla',
    chest: 'Treasure chest',
    weekly: 'Weekly 5% off',
    bronze: 'Bronze',
    faq: 'How do VIP levels work?',
  },
  ar: {
    platform: 'ادفع من رصيدك على المنصة',
    card: 'بطاقة ائتمان / خصم',
    germany: 'ألمانيا',
    xsolla: 'بطاقات ومحافظ وطرق دفع محلية عبر Xsolla',
    chest: 'صندوق الكنز',
    weekly: 'خصم أسبوعي 5%',
    bronze: 'برونزي',
    faq: 'كيف تعمل مستويات VIP؟',
  },
  ru: {
    platform: 'Оплата с баланса платформы',
    card: 'Кредитная / дебетовая карта',
    germany: 'Германия',
    xsolla: 'Карты, кошельки и местные способы через Xsolla',
    chest: 'Сундук сокровищ',
    weekly: 'Еженедельная скидка 5%',
    bronze: 'Бронза',
    faq: 'Как работают VIP-уровни?',
  },
  de: {
    platform: 'Mit deinem Plattformguthaben bezahlen',
    card: 'Kredit-/Debitkarte',
    germany: 'Deutschland',
    xsolla: 'Karten, Wallets und lokale Zahlungsarten über Xsolla',
    chest: 'Schatztruhe',
    weekly: 'Wochenrabatt 5 %',
    // German says Bronze too: the FAQ shows the difference.
    bronze: 'Bronze',
    faq: 'Wie funktionieren die VIP-Stufen?',
  },
};

describe.each(['ar', 'ru', 'de'] as const)('a player asking in %s', (lang) => {
  const want = expected[lang];

  it('reads the payment methods described in the language', async () => {
    const query = `client_id=${clientId}&product_id=${game.code}-diamonds-300&spec_lang=${lang}`;
    const { country } = payWayListSchema.parse(await get(`/api/pay/getPayWayList?${query}`));
    const description = (channel: string) => {
      const method = country.US!.find((m) => m.channel_id === channel)!;
      return (JSON.parse(method.description) as Record<string, string>)[lang];
    };
    expect(description('platform')).toBe(want.platform);
    expect(description('xsolla')).toBe(want.xsolla);
    expect(want.platform).not.toBe(expected.en.platform);
    // Names that are words come in the language from the server; brands stay.
    const us = country.US!.map((m) => m.name);
    expect(us).toEqual(expect.arrayContaining([want.card, 'PayPal', 'Xsolla']));
    expect(us).not.toContain(expected.en.card);
  });

  it('reads the country names in the language', async () => {
    const query = `client_id=${clientId}&spec_lang=${lang}`;
    const data = (await get(`/api/pay/getCountryList?${query}`)) as {
      countries: { code: string; name: string }[];
    };
    expect(data.countries).toContainEqual({ code: 'DE', name: want.germany });
  });

  it('reads the third-party gift items in the language', async () => {
    const data = (await get(`/api/pay/getThirdGift?client_id=${clientId}&spec_lang=${lang}`)) as {
      gifts: { gift_id: string; name: string; quantity: number }[];
    };
    const chest = data.gifts.find((g) => g.gift_id === `${game.code}-razer-chest`)!;
    expect(chest).toMatchObject({ name: want.chest, quantity: 1 });
    expect(chest.name).not.toBe(expected.en.chest);
  });

  it('reads the coupon names in the language', async () => {
    await player.login();
    const res = await player.get('/api/coupons/couponList', {
      use_category: 'avail,lock',
      spec_lang: lang,
    });
    expect(res.code, res.msg).toBe(1);
    const { list } = couponListSchema.parse(res.data);
    const weekly = list.find((c) => c.template_id === 'v1-week')!;
    const names = JSON.parse(weekly.name) as Record<string, string>;
    expect([names[lang], names.en]).toEqual([want.weekly, expected.en.weekly]);
  });

  it('reads the VIP levels and FAQ in the language (picked by the server)', async () => {
    const info = vipBasicInfoSchema.parse(
      await get(`/api/coupons/vipBasicInfo?client_id=${clientId}&spec_lang=${lang}`),
    );
    expect(info.faq_title).toBe(want.faq);
    expect(info.levels[0]!.name).toBe(want.bronze);
    expect(info.faq_content).not.toMatch(/VIP points|top-up/);
    await player.login();
    const mine = await player.get('/api/coupons/vipInfo', { spec_lang: lang });
    expect(mine.data).toMatchObject({ vip_level: 1, vip_level_name: want.bronze });
  });
});

describe('the language from Accept-Language (how the app sends it without spec_lang)', () => {
  it('names the gifts and the VIP FAQ in Russian', async () => {
    const headers = { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' };
    const gifts = (await get(`/api/pay/getThirdGift?client_id=${clientId}`, headers)) as {
      gifts: { name: string }[];
    };
    expect(gifts.gifts.map((g) => g.name)).toContain(expected.ru.chest);
    const info = vipBasicInfoSchema.parse(
      await get(`/api/coupons/vipBasicInfo?client_id=${clientId}`, headers),
    );
    expect(info.faq_title).toBe(expected.ru.faq);
  });

  it('stays English without any language', async () => {
    const info = vipBasicInfoSchema.parse(
      await get(`/api/coupons/vipBasicInfo?client_id=${clientId}`),
    );
    expect([info.faq_title, info.levels[0]!.name]).toEqual([expected.en.faq, expected.en.bronze]);
  });
});
