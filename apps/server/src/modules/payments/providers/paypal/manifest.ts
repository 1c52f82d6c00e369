import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencies } from './currencies.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createPaypalProtocol } from './protocol.ts';

export const manifest: ProviderManifest = {
  key: 'paypal',
  families: [PaymentFamily.PayPal],
  liveOrigins: ['https://www.paypal.com'],
  currencies,
  protocol: protocolFactory(createPaypalProtocol),
};
