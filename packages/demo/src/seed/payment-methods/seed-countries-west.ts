import {
  airwallexCardName,
  bankCards,
  bankTransferEft,
  troyCard,
  wallets,
} from './seed-method-names.ts';
import { dutchBank, pixInstant } from './seed-descriptions.ts';
import {
  adyenCards,
  applePay,
  channel,
  F,
  method,
  paypal,
  pingpong,
  platformPay,
  travellet,
  xsolla,
  type MethodTemplate,
} from './seed-templates.ts';

const airwallexDropIn = method(F.AirwallexDropIn, 'dropin', F.AirwallexDropIn, 'Airwallex', {
  sort: 20,
  icon: 'airwallex',
});
const airwallexCard = method(F.AirwallexCard, 'card', F.AirwallexCard, airwallexCardName, {
  sort: 21,
  icon: 'card',
});

// Americas, Europe, Middle East, Russia: prices in the area's currency (USD on every brand
// except joynet's universal area, which is KRW).
export const westCountries: Record<string, MethodTemplate[]> = {
  US: [
    platformPay,
    applePay,
    paypal(),
    adyenCards(),
    airwallexDropIn,
    xsolla(),
    pingpong(),
    travellet(),
  ],
  GB: [platformPay, applePay, paypal(), adyenCards(), airwallexCard, xsolla()],
  DE: [platformPay, applePay, paypal(), adyenCards(), xsolla(), pingpong(), travellet()],
  FR: [platformPay, applePay, paypal({ sort: 3 }), adyenCards({ sort: 4 }), xsolla()],
  NL: [
    platformPay,
    applePay,
    method(F.Adyen, 'ideal', F.Adyen, 'iDEAL', {
      sort: 5,
      description: dutchBank,
      subs: [
        method(F.Adyen, 'ideal_ing', F.Adyen, 'ING', { sort: 1, icon: 'bank' }),
        method(F.Adyen, 'ideal_rabobank', F.Adyen, 'Rabobank', { sort: 2, icon: 'bank' }),
        method(F.Adyen, 'ideal_abn', F.Adyen, 'ABN AMRO', {
          sort: 3,
          icon: 'bank',
          bounds: { min: 1 },
        }),
      ],
    }),
    paypal(),
    xsolla(),
    travellet(),
  ],
  TR: [
    platformPay,
    applePay,
    method(F.Payermax, 'wallet', F.Payermax, wallets, {
      sort: 5,
      payId: 'pm_wallet',
      subs: [
        channel(127, F.Payermax, 'ininal', { sort: 1 }),
        method(F.Payermax, 'papara', F.Payermax, 'Papara', { sort: 2, bounds: { max: 3 } }),
      ],
    }),
    method(F.Payermax, 'troy', F.Payermax, troyCard, {
      sort: 6,
      icon: 'card',
      bounds: { min: 1 },
    }),
    method(F.Payermax, 'eft', F.Payermax, bankTransferEft, { sort: 7, icon: 'bank' }),
  ],
  SA: [
    platformPay,
    applePay,
    method(F.Payermax, 'mada', F.Payermax, 'mada', { sort: 3, payId: 'pm_mada' }),
    method(F.Payermax, 'wallet', F.Payermax, wallets, {
      sort: 5,
      subs: [
        method(F.Payermax, 'stcpay', F.Payermax, 'STC Pay', { sort: 1 }),
        method(F.Payermax, 'urpay', F.Payermax, 'urpay', { sort: 2, icon: 'urpay' }),
      ],
    }),
    adyenCards(),
    // Deliberately the only seeded method without an icon: SPEC §5 keeps it out of the app's
    // list, which is what it is here to show (seed.test.ts checks it stays the only one).
    method(F.Payermax, 'sadad', F.Payermax, 'SADAD', { sort: 20, icon: null }),
  ],
  AE: [platformPay, applePay, adyenCards(), paypal(), xsolla(), pingpong()],
  BR: [
    platformPay,
    applePay,
    method(F.PayPagsmile, 'pix', F.PayPagsmile, 'Pix', {
      sort: 3,
      openCoupon: true,
      description: pixInstant,
    }),
    method(F.PayPagsmile, 'boleto', F.PayPagsmile, 'Boleto', { sort: 4, bounds: { min: 1 } }),
    method(F.Ebanx, 'card', F.Ebanx, 'Cartão (EBANX)', {
      sort: 5,
      icon: 'ebanx',
      subs: [
        method(F.Ebanx, 'elo', F.Ebanx, 'Elo', { sort: 1, icon: 'card' }),
        method(F.Ebanx, 'hipercard', F.Ebanx, 'Hipercard', { sort: 2, icon: 'card' }),
      ],
    }),
    method(F.PayPagsmile, 'lottery', F.PayPagsmile, 'Lotérica', { sort: 6, icon: 'loterica' }),
  ],
  // Only goods from tier 1 up: for the cheapest goods Mexico is not offered at all (SPEC §5).
  MX: [
    method(F.Ebanx, 'oxxo', F.Ebanx, 'OXXO', { sort: 1, bounds: { min: 1 } }),
    method(F.Ebanx, 'spei', F.Ebanx, 'SPEI', { sort: 2, bounds: { min: 1, max: 4 } }),
  ],
  RU: [
    platformPay,
    applePay,
    method(F.Xsolla, 'xsolla', F.Xsolla, 'Xsolla', {
      sort: 3,
      subs: [
        method(F.Xsolla, 'xsolla_cards', F.Xsolla, bankCards, { sort: 1, icon: 'card' }),
        method(F.Xsolla, 'xsolla_qiwi', F.Xsolla, 'QIWI', { sort: 2, icon: 'wallet' }),
        method(F.Xsolla, 'xsolla_webmoney', F.Xsolla, 'WebMoney', {
          sort: 3,
          icon: 'wallet',
          bounds: { min: 2 },
        }),
      ],
    }),
    pingpong({ bounds: { min: 1 } }),
    travellet(),
  ],
  KZ: [platformPay, applePay, xsolla(), pingpong()],
};
