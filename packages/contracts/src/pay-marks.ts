import type { LoginMethod } from './auth.ts';
import { OwnFamily, PaymentFamily } from './payment-families.ts';

// Which picture a payment method or third-party login gets (issue 29 item 11). A brand that a
// maintained icon set carries gets its real mark; every other method a neutral pictogram of its
// kind beside its name, never a letter. The storefront draws the pictures (shared/ui/marks);
// this is the one table that says which, shared so the server's tests can check that every
// method of every brand resolves.

/**
 * Brands with a mark in simple-icons (CC0), checked against v16: those a brand lists or the issue
 * names. Each costs its path twice in the lazy chunk (the set ships it as `path` and `svg`), so a
 * brand is added when a method of it is.
 */
export const brandMarks = [
  'paypal',
  'alipay',
  'applepay',
  'googlepay',
  'visa',
  'mastercard',
  'amex',
  'kakao',
  'naver',
  'line',
  'razer',
  'pix',
  'qiwi',
  'google',
  'apple',
  'facebook',
  'vk',
  'x',
  'huawei',
] as const;
export type BrandMark = (typeof brandMarks)[number];

/** Kinds of payment for methods without a mark (or whose mark the icon set dropped). */
export const neutralMarks = [
  'card',
  'bank',
  'wallet',
  'store',
  'phone',
  'voucher',
  'balance',
  'checkout',
] as const;
export type NeutralMark = (typeof neutralMarks)[number];

export type PayMark = { brand: BrandMark } | { neutral: NeutralMark };

const brand = (b: BrandMark): PayMark => ({ brand: b });
const neutral = (n: NeutralMark): PayMark => ({ neutral: n });

/**
 * By channel id (SPEC §3/§4: the method's own id within its family). Brands the icon set does not
 * carry (UnionPay, Xsolla, iDEAL, GCash, MoMo, ZaloPay, TrueMoney, STC Pay, mada, MyCard,
 * Cultureland, OXXO, Boleto, Airwallex ...) are drawn by kind.
 */
const byChannel: Readonly<Record<string, PayMark>> = {
  paypal: brand('paypal'),
  alipay: brand('alipay'),
  alipayhk: brand('alipay'),
  alipay_ingame: brand('alipay'),
  applepay: brand('applepay'),
  googlepay: brand('googlepay'),
  visa: brand('visa'),
  mastercard: brand('mastercard'),
  amex: brand('amex'),
  kakaopay: brand('kakao'),
  naverpay: brand('naver'),
  naverpay_ingame: brand('naver'),
  linepay: brand('line'),
  razergold: brand('razer'),
  pix: brand('pix'),
  xsolla_qiwi: brand('qiwi'),

  card: neutral('card'),
  alipay_card: neutral('card'),
  alipay_card_ingame: neutral('card'),
  xsolla_cards: neutral('card'),
  welcome_card: neutral('card'),
  troy: neutral('card'),
  elo: neutral('card'),
  hipercard: neutral('card'),
  mada: neutral('card'),
  ininal: neutral('card'),

  bank: neutral('bank'),
  banking: neutral('bank'),
  internet_bank: neutral('bank'),
  razer_banking: neutral('bank'),
  eft: neutral('bank'),
  sadad: neutral('bank'),
  ideal: neutral('bank'),
  ideal_abn: neutral('bank'),
  ideal_ing: neutral('bank'),
  ideal_rabobank: neutral('bank'),
  welcome_bank: neutral('bank'),
  spei: neutral('bank'),
  fps: neutral('bank'),

  e_wallet: neutral('wallet'),
  ewallet: neutral('wallet'),
  wallet: neutral('wallet'),
  gcash: neutral('wallet'),
  momo: neutral('wallet'),
  zalopay: neutral('wallet'),
  truewallet: neutral('wallet'),
  stcpay: neutral('wallet'),
  urpay: neutral('wallet'),
  papara: neutral('wallet'),
  xsolla_webmoney: neutral('wallet'),
  molpoints: neutral('wallet'),

  cvs: neutral('store'),
  counter: neutral('store'),
  konbini: neutral('store'),
  familymart: neutral('store'),
  lawson: neutral('store'),
  seven_eleven: neutral('store'),
  payeasy: neutral('store'),
  oxxo: neutral('store'),
  boleto: neutral('store'),
  lottery: neutral('store'),

  cht: neutral('phone'),
  taiwan_mobile: neutral('phone'),
  welcome_phone: neutral('phone'),

  prepaid_card: neutral('voucher'),
  point_card: neutral('voucher'),
  koudian: neutral('voucher'),
  mycard: neutral('voucher'),
  mycard_ingame: neutral('voucher'),
  cultureland: neutral('voucher'),
  truemoney: neutral('voucher'),
  '12call': neutral('voucher'),
  funtap_card: neutral('voucher'),

  platform: neutral('balance'),

  xsolla: neutral('checkout'),
  pingpong: neutral('checkout'),
  travellet: neutral('checkout'),
  funtap: neutral('checkout'),
  welcome: neutral('checkout'),
  dropin: neutral('checkout'),
};

/** A channel this table does not know, by its family: the provider's brand or its usual kind. */
const byFamily = new Map<number, PayMark>([
  [PaymentFamily.PlatformPay, neutral('balance')],
  [PaymentFamily.CardBilling, neutral('voucher')],
  [PaymentFamily.CardDeduct, neutral('voucher')],
  [PaymentFamily.PayPal, brand('paypal')],
  [PaymentFamily.Xsolla, neutral('checkout')],
  [PaymentFamily.Codapay, neutral('wallet')],
  [PaymentFamily.PayPagsmile, neutral('store')],
  [PaymentFamily.Razer[0], neutral('voucher')],
  [PaymentFamily.Razer[1], brand('razer')],
  [PaymentFamily.Razer[2], neutral('bank')],
  [PaymentFamily.Razer[3], neutral('wallet')],
  [PaymentFamily.NaverPay, brand('naver')],
  [PaymentFamily.AliPay[0], brand('alipay')],
  [PaymentFamily.AliPay[1], neutral('card')],
  [PaymentFamily.Payermax, neutral('wallet')],
  [PaymentFamily.Adyen, neutral('card')],
  [PaymentFamily.Travellet, neutral('checkout')],
  [PaymentFamily.PingPong, neutral('checkout')],
  [PaymentFamily.Ebanx, neutral('card')],
  [PaymentFamily.FunTap, neutral('checkout')],
  [PaymentFamily.InGame[0], neutral('voucher')],
  [PaymentFamily.InGame[1], brand('alipay')],
  [PaymentFamily.InGame[2], brand('naver')],
  [PaymentFamily.InGame[3], neutral('card')],
  [OwnFamily.AirwallexDropIn, neutral('checkout')],
  [OwnFamily.AirwallexCard, neutral('card')],
  [OwnFamily.WelcomePay, neutral('checkout')],
  [OwnFamily.KakaoPay, brand('kakao')],
]);

/** What a method that neither its channel nor its family places is drawn as. */
export const FALLBACK_MARK: PayMark = neutral('checkout');

export type MarkSource = 'channel' | 'family' | 'fallback';

/** The picture of a payment method, and where in the table it came from (for the tests). */
export function payMarkWithSource(m: { channel_id: string; family_id: number }): {
  mark: PayMark;
  source: MarkSource;
} {
  const id = m.channel_id.toLowerCase();
  if (Object.hasOwn(byChannel, id)) return { mark: byChannel[id]!, source: 'channel' };
  const family = byFamily.get(m.family_id);
  if (family) return { mark: family, source: 'family' };
  return { mark: FALLBACK_MARK, source: 'fallback' };
}

export function payMarkOf(m: { channel_id: string; family_id: number }): PayMark {
  return payMarkWithSource(m).mark;
}

/** Third-party logins (login_config.json_type): each is a brand with a mark. */
export const loginMarks = {
  google: 'google',
  facebook: 'facebook',
  apple: 'apple',
  vk: 'vk',
  twitter: 'x',
  huawei: 'huawei',
} as const satisfies Record<LoginMethod, BrandMark>;
