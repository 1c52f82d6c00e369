import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencies } from './currencies.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createRazerProtocol } from './protocol.ts';

export const manifest: ProviderManifest = {
  key: 'razer',
  families: PaymentFamily.Razer,
  // Razer Gold is paid on Razer Merchant Services' (Fiuu's) hosted payment page (protocol.ts).
  liveOrigins: ['https://pay.fiuu.com'],
  currencies,
  protocol: protocolFactory(createRazerProtocol),
};
