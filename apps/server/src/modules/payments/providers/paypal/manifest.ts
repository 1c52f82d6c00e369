import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencyList } from '../../provider-kit/currency-list.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createPaypalProtocol } from './protocol.ts';

export const manifest: ProviderManifest = {
  key: 'paypal',
  families: [PaymentFamily.PayPal],
  liveOrigins: ['https://www.paypal.com'],
  // PayPal REST API currency codes (https://developer.paypal.com/api/rest/reference/currency-codes/,
  // formerly .../docs/api/reference/currency-codes/): 25 codes, no KRW, TRY, VND or IDR. HUF, JPY
  // and TWD "do not support decimals"; BRL, CNY and MYR are "for in-country PayPal accounts only"
  // (kept: the brand's account decides, PayPal answers for it). No per-currency minimum is published.
  currencies: {
    name: 'PayPal',
    basis: 'published',
    source: 'https://developer.paypal.com/api/rest/reference/currency-codes/',
    currencies: currencyList(
      'AUD BRL CAD CNY CZK DKK EUR HKD HUF ILS JPY MYR MXN TWD NZD NOK PHP PLN GBP RUB SGD SEK CHF THB USD',
      { decimals: { HUF: 0, JPY: 0, TWD: 0 } },
    ),
  },
  protocol: protocolFactory(createPaypalProtocol),
};
