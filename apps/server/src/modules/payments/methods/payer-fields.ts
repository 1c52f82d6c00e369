import { PaymentFamily } from '@topup/contracts/payment-families';
import type { PayerField } from '@topup/contracts/payer-fields';

// Which payer details a method needs, by its family and country (issue 14: "the payer fields a
// method needs — CPF, phone, email — asked for in the sheet only for methods that need them").
//  - EBANX's direct API requires name and email, and a document where the country has one:
//    CPF in Brazil, DNI/CUIT in Argentina, RUT in Chile, CC/NIT in Colombia
//    (https://docs.ebanx.com/docs/payments/guides/accept-payments/api/ "Customer fields";
//    providers/ebanx/protocol.ts refuses a payment without name and email).
//  - Pagsmile's trade/create asks for customer name, email and, in Brazil, the CPF
//    (customer.identify; providers/pagsmile).
// Every other method's provider asks on its own page.
const documentCountries = new Set(['BR', 'AR', 'CL', 'CO']);

export function payerFieldsFor(familyId: number, country: string): PayerField[] {
  if (familyId === PaymentFamily.Ebanx) {
    return documentCountries.has(country) ? ['name', 'email', 'tax_id'] : ['name', 'email'];
  }
  if (familyId === PaymentFamily.PayPagsmile) {
    return country === 'BR' ? ['name', 'email', 'tax_id'] : ['name', 'email'];
  }
  return [];
}
