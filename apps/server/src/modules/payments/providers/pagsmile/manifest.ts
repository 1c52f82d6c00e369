import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencies } from './currencies.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createPagsmileProtocol } from './protocol.ts';

export const manifest: ProviderManifest = {
  key: 'pagsmile',
  families: [PaymentFamily.PayPagsmile],
  liveOrigins: ['https://checkout.pagsmile.com'],
  currencies,
  protocol: protocolFactory(createPagsmileProtocol),
};
