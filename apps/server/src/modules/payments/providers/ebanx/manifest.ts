import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencyList } from '../../provider-kit/currency-list.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createEbanxProtocol } from './protocol.ts';

export const manifest: ProviderManifest = {
  key: 'ebanx',
  families: [PaymentFamily.Ebanx],
  liveOrigins: ['https://checkout.ebanx.com'],
  // EBANX: "currency_code ... Supported values: BRL, EUR, USD" for Brazil
  // (https://developers.ebanx.com/api-reference/ebanx-payment-api/ebanx-payment-guide/guide-create-a-payment/brazil/),
  // and "Only the USD and the customers' country local currency" elsewhere
  // (https://www.ebanx.com/business/en/developers/integrations/on-demand-payments); the local
  // currencies of its Latin American countries (Argentina ARS ... Uruguay UYU). No KRW: the
  // -3043 joynet's KRW area got.
  currencies: {
    name: 'EBANX',
    basis: 'published',
    source:
      'https://developers.ebanx.com/api-reference/ebanx-payment-api/ebanx-payment-guide/guide-create-a-payment/brazil/',
    currencies: currencyList('USD EUR BRL MXN ARS BOB CLP COP CRC DOP GTQ PAB PEN PYG UYU'),
  },
  protocol: protocolFactory(createEbanxProtocol),
};
