import { currencyList, type ProviderCurrencies } from '../../provider-kit/currency-list.ts';

// Airwallex "supports collecting payments in 130+ currencies ... ISO 4217"
// (https://www.airwallex.com/docs/payments__supported-currencies, with decimal precision = ISO);
// recorded: the codes read from that table and the processing currencies of its wallet
// (Airwallex Pay: "AUD, CNY, USD, HKD, EUR, GBP, ... JPY, THB, ... KRW, MXN, ILS, ZAR").
// UNCONFIRMED: TWD, VND, IDR, MYR and TRY are from the full table as summarised, not re-read.
// The one currency table of this provider (decision 0036): the method lists, the pay endpoints
// and amounts.ts (through provider-kit/wire-amount.ts) read it.
export const currencies: ProviderCurrencies = {
  name: 'Airwallex',
  basis: 'published',
  source: 'https://www.airwallex.com/docs/payments__supported-currencies',
  currencies: currencyList(
    `AED ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BZD
       CAD CHF CLP CNY COP CZK DKK EUR GBP HKD HUF IDR ILS JPY KRW MXN MYR NOK NZD PLN RON SEK SGD
       THB TRY TWD USD VND ZAR`,
  ),
};
