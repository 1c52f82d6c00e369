import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencies } from './currencies.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createAlipayProtocol } from './protocol.ts';

export const manifest: ProviderManifest = {
  key: 'alipay',
  // 11701/11702: in-game variants of 11601/11602.
  families: [...PaymentFamily.AliPay, 11701, 11702],
  // 11602 is AliPay card, paid in the drop-in component.
  dropInFamilies: [11602],
  liveOrigins: ['https://global.alipay.com', 'https://render.alipay.com'],
  currencies,
  protocol: protocolFactory(createAlipayProtocol),
};
