import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencies } from './currencies.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createEbanxProtocol } from './protocol.ts';

export const manifest: ProviderManifest = {
  key: 'ebanx',
  families: [PaymentFamily.Ebanx],
  liveOrigins: ['https://checkout.ebanx.com'],
  currencies,
  protocol: protocolFactory(createEbanxProtocol),
};
