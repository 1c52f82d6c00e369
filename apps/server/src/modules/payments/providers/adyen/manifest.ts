import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencies } from './currencies.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createAdyenProtocol } from './protocol.ts';

export const manifest: ProviderManifest = {
  key: 'adyen',
  families: [PaymentFamily.Adyen],
  // Adyen is paid in its Drop-in (@adyen/adyen-web), whatever the method.
  dropInFamilies: [PaymentFamily.Adyen],
  liveOrigins: ['https://checkoutshopper-live.adyen.com'],
  currencies,
  protocol: protocolFactory(createAdyenProtocol),
  // Its Drop-in talks to the Adyen emulator in emulator mode (decision 0021).
  emulatedComponent: true,
};
