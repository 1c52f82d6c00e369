import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencyList } from '../../provider-kit/currency-list.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createCodapayProtocol } from './protocol.ts';

export const manifest: ProviderManifest = {
  key: 'codapay',
  families: [PaymentFamily.Codapay],
  liveOrigins: ['https://airtime.codapayments.com'],
  // Codapay takes ISO 4217 currencies of the countries it serves, and USD ("initiate USD
  // transactions"): https://coda-payments.gitbook.io/coda-public-technical-documentation/codapay/
  // (initiate-a-payment; additional-features/initiate-usd-transactions), the codes
  // providers/codapay/codes.ts sends. "For Indonesia, Chile, South Korea, Taiwan, and Vietnam
  // currency, decimals are not supported" (card-payments, Item Info → Price).
  currencies: {
    name: 'Codapay',
    basis: 'published',
    source:
      'https://coda-payments.gitbook.io/coda-public-technical-documentation/codapay/integration-guides/redirection-flow/initiate-a-payment',
    currencies: currencyList(
      `AED AUD BDT BHD BRL CLP COP EGP EUR GBP HKD IDR INR IQD JOD JPY KES KHR KRW KWD LAK LKR MMK
         MXN MYR NGN NPR OMR PEN PHP PKR QAR RUB SAR SGD THB TRY TWD USD VND ZAR`,
      { decimals: { IDR: 0, CLP: 0, KRW: 0, TWD: 0, VND: 0 } },
    ),
  },
  protocol: protocolFactory(createCodapayProtocol),
};
