import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencyList } from '../../provider-kit/currency-list.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createRazerProtocol } from './protocol.ts';

export const manifest: ProviderManifest = {
  key: 'razer',
  families: PaymentFamily.Razer,
  // Razer Gold is paid on Razer Merchant Services' (Fiuu's) hosted payment page (protocol.ts).
  liveOrigins: ['https://pay.fiuu.com'],
  // Razer Merchant Services publishes no merchant currency list; Razer Gold's wallet is held in
  // USD and in the currencies of the South-East Asian markets where Razer Gold PINs and online
  // banking are sold (MY, TH, ID, PH, SG, VN), which is where the store offers it. The gateway's
  // own examples name "MYR, USD, EUR, AUD, SGD, CNY, IDR" (docs.fiuu.dev/docs/direct-status-requery).
  currencies: {
    name: 'Razer Gold',
    basis: 'implied',
    source: 'Razer Gold markets; https://docs.fiuu.dev (currency examples)',
    currencies: currencyList('USD MYR THB IDR PHP SGD VND'),
  },
  protocol: protocolFactory(createRazerProtocol),
};
