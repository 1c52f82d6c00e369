import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencyList } from '../../provider-kit/currency-list.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createPayermaxProtocol } from './protocol.ts';

export const manifest: ProviderManifest = {
  key: 'payermax',
  families: [PaymentFamily.Payermax],
  liveOrigins: ['https://cashier.payermax.com'],
  // PayerMax "Supported Countries and Ordering Currencies", Global row, cashier mode
  // (https://docs.payermax.com/en/doc-center/appendix/collection/supported-country-region-currency.html):
  // no CNY. Decimals from its API's totalAmount description (providers/payermax/amounts.ts):
  // IDR, TWD, KRW, VND, CLP, PKR, COP, JPY, ISK, PYG none; BHD, KWD, JOD, OMR two.
  currencies: {
    name: 'PayerMax',
    basis: 'published',
    source:
      'https://docs.payermax.com/en/doc-center/appendix/collection/supported-country-region-currency.html',
    currencies: currencyList(
      `INR PHP MYR THB VND SGD USD HKD TWD KRW JPY AED BHD EGP KWD SAR TRY MAD JOD OMR QAR AZN BRL
         CLP COP MXN PEN UYU PYG ZAR CAD AUD GBP EUR CHF CZK DKK ILS IDR ISK MDL MMK NOK NZD PKR RON
         BDT BOB DZD`,
      {
        decimals: {
          IDR: 0,
          TWD: 0,
          KRW: 0,
          VND: 0,
          CLP: 0,
          PKR: 0,
          COP: 0,
          JPY: 0,
          ISK: 0,
          PYG: 0,
          BHD: 2,
          KWD: 2,
          JOD: 2,
          OMR: 2,
        },
      },
    ),
  },
  protocol: protocolFactory(createPayermaxProtocol),
};
