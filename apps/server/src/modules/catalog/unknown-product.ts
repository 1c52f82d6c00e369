import { serverMessage } from '../../i18n/server-messages.ts';

/**
 * A product id the brand does not sell: the catalog's message, which the pay flow, coupons and
 * cards answer with too. Here, in the foundation, so those features need not import payments.
 */
export const unknownProductMessage = serverMessage('catalog.unknownProduct');
