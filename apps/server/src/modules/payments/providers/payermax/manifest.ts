import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencies } from './currencies.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createPayermaxProtocol } from './protocol.ts';

export const manifest: ProviderManifest = {
  key: 'payermax',
  families: [PaymentFamily.Payermax],
  liveOrigins: ['https://cashier.payermax.com'],
  currencies,
  protocol: protocolFactory(createPayermaxProtocol),
};
