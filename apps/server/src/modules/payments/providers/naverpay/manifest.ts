import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencyList } from '../../provider-kit/currency-list.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createNaverpayProtocol } from './protocol.ts';

export const manifest: ProviderManifest = {
  key: 'naverpay',
  // 11501: NaverPay's in-game variant.
  families: [PaymentFamily.NaverPay, 11501],
  liveOrigins: ['https://pay.naver.com', 'https://m.pay.naver.com'],
  // NaverPay: "totalPayAmount 총 결제 금액" in Korean won only
  // (https://developer.pay.naver.com/docs/v2/api#payments-payments_reserve).
  currencies: {
    name: 'NaverPay',
    basis: 'published',
    source: 'https://developer.pay.naver.com/docs/v2/api#payments-payments_reserve',
    currencies: currencyList('KRW'),
  },
  protocol: protocolFactory(createNaverpayProtocol),
};
