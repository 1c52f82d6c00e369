import { myCardInGameName } from './seed-method-names.ts';
import { atConvenienceStore, cardBankOrPhone, telecomOrMyCard } from './seed-descriptions.ts';
import {
  adyenCards,
  applePay,
  F,
  method,
  paypal,
  platformPay,
  type MethodTemplate,
} from './seed-templates.ts';

const myCard = method(F.CardBilling, 'mycard', F.CardBilling, 'MyCard', {
  sort: 3,
  openCoupon: true,
  description: telecomOrMyCard,
  subs: [
    method(F.CardBilling, 'cht', F.CardBilling, '中華電信', { sort: 1, icon: 'mycard' }),
    method(F.CardBilling, 'taiwan_mobile', F.CardBilling, '台灣大哥大', {
      sort: 2,
      icon: 'mycard',
      bounds: { max: 2 },
    }),
    method(F.CardDeduct, 'point_card', F.CardDeduct, 'MyCard 點數卡', { sort: 3, icon: 'mycard' }),
  ],
});
const myCardInGame = method(10301, 'mycard_ingame', 10301, myCardInGameName, {
  sort: 6,
  icon: 'mycard',
});

// Taiwan, Hong Kong, Korea, Japan: priced in TWD, KRW, JPY, or USD where a brand's area says so.
export const eastCountries: Record<string, MethodTemplate[]> = {
  TW: [
    platformPay,
    applePay,
    myCard,
    method(F.CardDeduct, 'koudian', F.CardDeduct, 'MyCard 扣點', { sort: 5, icon: 'mycard' }),
    myCardInGame,
    paypal({ bounds: { min: 1 } }),
    method(F.CardBilling, 'cvs', F.CardBilling, '超商代碼繳費', { sort: 20, icon: 'store' }),
  ],
  HK: [
    platformPay,
    applePay,
    method(F.AliPay[0], 'alipayhk', F.AliPay[0], 'AlipayHK', { sort: 3, icon: 'alipay' }),
    adyenCards(),
    myCard,
    paypal({ bounds: { min: 1 } }),
    method(F.PingPong, 'fps', F.PingPong, 'FPS', { sort: 30, icon: 'fps' }),
  ],
  KR: [
    platformPay,
    applePay,
    method(F.NaverPay, 'naverpay', F.NaverPay, '네이버페이', { sort: 3, openCoupon: true }),
    method(F.KakaoPay, 'kakaopay', F.KakaoPay, '카카오페이', { sort: 4 }),
    method(F.WelcomePay, 'welcome', F.WelcomePay, '웰컴페이먼츠', {
      sort: 5,
      description: cardBankOrPhone,
      subs: [
        method(F.WelcomePay, 'welcome_card', F.WelcomePay, '신용카드', { sort: 1, icon: 'card' }),
        method(F.WelcomePay, 'welcome_bank', F.WelcomePay, '계좌이체', { sort: 2, icon: 'bank' }),
        method(F.WelcomePay, 'welcome_phone', F.WelcomePay, '휴대폰 결제', {
          sort: 3,
          icon: 'phone',
          bounds: { max: 3 },
        }),
      ],
    }),
    method(11501, 'naverpay_ingame', 11501, '네이버페이 (게임 내)', { sort: 6, icon: 'naverpay' }),
    // No PayPal here: PayPal takes no KRW, and Korea is only offered in KRW areas
    // (providers/provider-currencies.ts). Culture Land gift cards start above the cheapest goods.
    method(F.WelcomePay, 'cultureland', F.WelcomePay, '컬처랜드', {
      sort: 20,
      icon: 'cultureland',
      bounds: { min: 1 },
    }),
  ],
  JP: [
    platformPay,
    applePay,
    paypal({ bounds: { min: 1 } }),
    method(F.AliPay[0], 'alipay', F.AliPay[0], 'Alipay+', {
      sort: 4,
      icon: 'alipay',
      bounds: { max: 4 },
    }),
    method(F.AliPay[1], 'alipay_card', F.AliPay[1], 'クレジットカード (Alipay)', {
      sort: 5,
      icon: 'card',
    }),
    method(F.AirwallexDropIn, 'konbini', F.AirwallexDropIn, 'コンビニ払い', {
      sort: 6,
      description: atConvenienceStore,
      subs: [
        method(F.AirwallexDropIn, 'seven_eleven', F.AirwallexDropIn, 'セブン-イレブン', {
          sort: 1,
          icon: 'store',
        }),
        method(F.AirwallexDropIn, 'lawson', F.AirwallexDropIn, 'ローソン', {
          sort: 2,
          icon: 'store',
        }),
        method(F.AirwallexDropIn, 'familymart', F.AirwallexDropIn, 'ファミリーマート', {
          sort: 3,
          icon: 'store',
          bounds: { min: 1 },
        }),
      ],
    }),
    method(F.AirwallexCard, 'card', F.AirwallexCard, 'カード (Airwallex)', {
      sort: 7,
      icon: 'airwallex',
    }),
    method(11701, 'alipay_ingame', 11701, 'Alipay+ (ゲーム内)', { sort: 8, icon: 'alipay' }),
    method(11702, 'alipay_card_ingame', 11702, 'カード (ゲーム内)', { sort: 9, icon: 'card' }),
    method(F.AirwallexDropIn, 'payeasy', F.AirwallexDropIn, 'ペイジー', {
      sort: 20,
      icon: 'payeasy',
    }),
  ],
};
