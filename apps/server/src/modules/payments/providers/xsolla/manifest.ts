import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencies } from './currencies.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createXsollaProtocol } from './protocol.ts';

export const manifest: ProviderManifest = {
  key: 'xsolla',
  families: [PaymentFamily.Xsolla],
  liveOrigins: ['https://secure.xsolla.com'],
  currencies,
  protocol: protocolFactory(createXsollaProtocol),
};
