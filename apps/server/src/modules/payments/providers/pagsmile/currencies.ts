import { currencyList, type ProviderCurrencies } from '../../provider-kit/currency-list.ts';

// Pagsmile publishes no single currency page; its pay-in countries and their currencies (Brazil
// BRL, Mexico MXN, Colombia COP, Chile CLP, Peru PEN, Ecuador/Panama/El Salvador USD, Guatemala
// GTQ, Costa Rica CRC, Nicaragua NIO; Argentina ARS in the direct-integration pages) are listed
// at https://docs.pagsmile.com/payin (and restated by SHOPLINE's Pagsmile setup guide).
// order_amount is "0.01 ~ 999999999" (https://docs.pagsmile.com/payin/checkout-page/general).
// The one currency table of this provider (decision 0036): the method lists, the pay endpoints
// and amounts.ts (through provider-kit/wire-amount.ts) read it.
export const currencies: ProviderCurrencies = {
  name: 'Pagsmile',
  basis: 'published',
  source: 'https://docs.pagsmile.com/payin/checkout-page/general',
  currencies: currencyList('BRL MXN COP CLP PEN USD GTQ CRC NIO ARS', {
    bounds: { min: '0.01', max: '999999999' },
  }),
};
