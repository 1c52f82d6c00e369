import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencies } from './currencies.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createMyCardProtocol } from './protocol.ts';

export const manifest: ProviderManifest = {
  key: 'mycard',
  // Billing, deduct (KouDian) and the in-game variant of billing.
  families: [PaymentFamily.CardBilling, PaymentFamily.CardDeduct, 10301],
  liveOrigins: ['https://www.mycard520.com.tw', 'https://b2b.mycard520.com.tw'],
  currencies,
  protocol: protocolFactory(createMyCardProtocol),
};
