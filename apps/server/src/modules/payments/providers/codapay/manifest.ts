import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencies } from './currencies.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createCodapayProtocol } from './protocol.ts';

export const manifest: ProviderManifest = {
  key: 'codapay',
  families: [PaymentFamily.Codapay],
  liveOrigins: ['https://airtime.codapayments.com'],
  currencies,
  protocol: protocolFactory(createCodapayProtocol),
};
