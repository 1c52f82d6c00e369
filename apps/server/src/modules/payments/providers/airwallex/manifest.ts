import { OwnFamily } from '@topup/contracts/payment-families';
import { currencies } from './currencies.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createAirwallexProtocol } from './protocol.ts';

export const manifest: ProviderManifest = {
  key: 'airwallex',
  families: [OwnFamily.AirwallexDropIn, OwnFamily.AirwallexCard],
  // Both Airwallex families pay in the drop-in component.
  dropInFamilies: [OwnFamily.AirwallexDropIn, OwnFamily.AirwallexCard],
  liveOrigins: ['https://checkout.airwallex.com'],
  currencies,
  protocol: protocolFactory(createAirwallexProtocol),
};
