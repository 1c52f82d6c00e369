import { currencyList, type ProviderCurrencies } from '../../provider-kit/currency-list.ts';

// KakaoPay: "total_amount Integer 상품 총액" in Korean won only
// (https://developers.kakaopay.com/docs/payment/online/single-payment).
// The one currency table of this provider (decision 0036): the method lists, the pay endpoints
// and amounts.ts (through provider-kit/wire-amount.ts) read it.
export const currencies: ProviderCurrencies = {
  name: 'KakaoPay',
  basis: 'published',
  source: 'https://developers.kakaopay.com/docs/payment/online/single-payment',
  currencies: currencyList('KRW'),
};
