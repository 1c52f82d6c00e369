import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencies } from './currencies.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createNaverpayProtocol } from './protocol.ts';

export const manifest: ProviderManifest = {
  key: 'naverpay',
  // 11501: NaverPay's in-game variant.
  families: [PaymentFamily.NaverPay, 11501],
  liveOrigins: ['https://pay.naver.com', 'https://m.pay.naver.com'],
  currencies,
  protocol: protocolFactory(createNaverpayProtocol),
};
