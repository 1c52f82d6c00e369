import { currencyList, type ProviderCurrencies } from '../../provider-kit/currency-list.ts';

// NaverPay: "totalPayAmount 총 결제 금액" in Korean won only
// (https://developer.pay.naver.com/docs/v2/api#payments-payments_reserve).
// The one currency table of this provider (decision 0036): the method lists, the pay endpoints
// and amounts.ts (through provider-kit/wire-amount.ts) read it.
export const currencies: ProviderCurrencies = {
  name: 'NaverPay',
  basis: 'published',
  source: 'https://developer.pay.naver.com/docs/v2/api#payments-payments_reserve',
  currencies: currencyList('KRW'),
};
