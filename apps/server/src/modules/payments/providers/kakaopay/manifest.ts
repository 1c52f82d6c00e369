import { OwnFamily } from '@topup/contracts/payment-families';
import { currencyList } from '../../provider-kit/currency-list.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createKakaopayProtocol } from './protocol.ts';

export const manifest: ProviderManifest = {
  key: 'kakaopay',
  families: [OwnFamily.KakaoPay],
  liveOrigins: ['https://online-pay.kakao.com'],
  // KakaoPay: "total_amount Integer 상품 총액" in Korean won only
  // (https://developers.kakaopay.com/docs/payment/online/single-payment).
  currencies: {
    name: 'KakaoPay',
    basis: 'published',
    source: 'https://developers.kakaopay.com/docs/payment/online/single-payment',
    currencies: currencyList('KRW'),
  },
  protocol: protocolFactory(createKakaopayProtocol),
};
