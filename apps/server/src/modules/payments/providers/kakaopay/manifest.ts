import { OwnFamily } from '@topup/contracts/payment-families';
import { currencies } from './currencies.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createKakaopayProtocol } from './protocol.ts';

export const manifest: ProviderManifest = {
  key: 'kakaopay',
  families: [OwnFamily.KakaoPay],
  liveOrigins: ['https://online-pay.kakao.com'],
  currencies,
  protocol: protocolFactory(createKakaopayProtocol),
};
