import {
  convenienceStore,
  eWallets,
  gameCard,
  internetBanking,
  razerOnlineBanking,
  sevenElevenCounter,
  trueMoneyCashCard,
} from './seed-method-names.ts';
import {
  cashAtCounter,
  momoZaloPayCards,
  onlineBanking,
  thaiWallets,
} from './seed-descriptions.ts';
import {
  adyenCards,
  applePay,
  channel,
  F,
  method,
  pingpong,
  platformPay,
  type MethodName,
  type MethodTemplate,
} from './seed-templates.ts';

const RAZER_GOLD = 10101;
const RAZER_BANKING = 10102;
const RAZER_PIN = 10103;
const RAZER_WALLET = 10104;

const razerGold = (opts: Partial<MethodTemplate> = {}) =>
  method(RAZER_GOLD, 'razergold', RAZER_GOLD, 'Razer Gold', { sort: 4, icon: 'razer', ...opts });
/** The card-key method (SPEC §7): PIN and serial entered in the separately loaded component. */
const razerPin = channel(3, RAZER_PIN, 'Razer Gold PIN', { sort: 6, icon: 'razer' });
/** Internet banks (payway 128-141) under one Codapay parent; the parent alone starts at tier 1. */
const codapayBanks = (banks: [number, string][]) =>
  method(F.Codapay, 'bank', F.Codapay, internetBanking, {
    sort: 5,
    icon: 'bank',
    bounds: { min: 1 },
    description: onlineBanking,
    subs: banks.map(([payway, name], i) =>
      channel(payway, F.Codapay, name, { sort: i + 1, icon: 'bank' }),
    ),
  });
const razerBanking = (banks: [number, string][]) =>
  method(RAZER_BANKING, 'razer_banking', RAZER_BANKING, razerOnlineBanking, {
    sort: 7,
    icon: 'bank',
    subs: banks.map(([payway, name], i) =>
      channel(payway, RAZER_BANKING, name, { sort: i + 1, icon: 'bank' }),
    ),
  });
const counter = (name: MethodName) =>
  method(F.Codapay, 'counter', F.Codapay, name, {
    sort: 30,
    icon: 'store',
    description: cashAtCounter,
  });

// South-East Asia, priced in USD on every brand with a sea or codapay area.
export const seaCountries: Record<string, MethodTemplate[]> = {
  TH: [
    platformPay,
    applePay,
    method(F.Payermax, 'ewallet', F.Payermax, eWallets, {
      sort: 3,
      payId: 'pm_ewallet',
      description: thaiWallets,
      subs: [
        channel(143, F.Payermax, 'TrueMoney Wallet', { sort: 1 }),
        channel(142, F.Payermax, 'Rabbit LINE Pay', { sort: 2 }),
        channel(602, F.Payermax, trueMoneyCashCard, { sort: 3, bounds: { max: 3 } }),
        channel(601, F.Payermax, '12Call', { sort: 4, bounds: { min: 1 } }),
      ],
    }),
    razerGold({ bounds: { min: 1 } }),
    codapayBanks([
      [128, 'SCB Easy'],
      [129, 'K PLUS'],
      [130, 'Bangkok Bank'],
    ]),
    razerPin,
    counter(sevenElevenCounter),
  ],
  ID: [
    platformPay,
    applePay,
    channel(1, RAZER_WALLET, 'DANA', { sort: 3, icon: 'wallet', openCoupon: true }),
    codapayBanks([
      [133, 'BCA KlikPay'],
      [134, 'Mandiri Online'],
      [135, 'BNI'],
    ]),
    razerBanking([
      [91, 'BRI ATM'],
      [92, 'Permata ATM'],
    ]),
    razerGold({ bounds: { min: 1 } }),
    counter('Alfamart'),
  ],
  MY: [
    platformPay,
    applePay,
    razerGold(),
    channel(605, RAZER_WALLET, 'MOLPoints', { sort: 5, bounds: { min: 1, max: 3 } }),
    razerBanking([
      [93, 'Maybank2u'],
      [94, 'CIMB Clicks'],
    ]),
    codapayBanks([[131, 'FPX']]),
    counter('7-Eleven Malaysia'),
  ],
  PH: [
    platformPay,
    applePay,
    method(F.Codapay, 'gcash', F.Codapay, 'GCash', { sort: 3, openCoupon: true }),
    codapayBanks([
      [136, 'BDO'],
      [137, 'BPI'],
    ]),
    razerBanking([[121, 'UnionBank']]),
    razerGold({ bounds: { min: 1 } }),
    counter('7-Eleven CLiQQ'),
  ],
  VN: [
    platformPay,
    applePay,
    method(F.FunTap, 'funtap', F.FunTap, 'FunTap', {
      sort: 3,
      description: momoZaloPayCards,
      subs: [
        method(F.FunTap, 'momo', F.FunTap, 'MoMo', { sort: 1, icon: 'wallet' }),
        method(F.FunTap, 'zalopay', F.FunTap, 'ZaloPay', { sort: 2, icon: 'wallet' }),
        method(F.FunTap, 'funtap_card', F.FunTap, gameCard, {
          sort: 3,
          icon: 'card',
          bounds: { min: 2 },
        }),
      ],
    }),
    codapayBanks([
      [138, 'Vietcombank'],
      [139, 'Techcombank'],
    ]),
    razerGold({ bounds: { min: 1 } }),
    counter(convenienceStore),
  ],
  SG: [
    platformPay,
    applePay,
    codapayBanks([
      [140, 'DBS PayLah!'],
      [141, 'OCBC'],
    ]),
    adyenCards(),
    razerGold(),
    pingpong(),
  ],
};
