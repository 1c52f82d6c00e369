import type { BrandProtocol } from '../providers/brand-protocols.ts';

/**
 * Whether the brand's provider gives the day as a list (its transaction search or report, with
 * the brand's credentials reaching it: Adyen needs a report user), rather than a query per order.
 */
export function listsDay(brand: BrandProtocol): boolean {
  const { protocol, io } = brand;
  if (!protocol.listTransactions) return false;
  return protocol.listsFor ? protocol.listsFor(io.credentials) : true;
}
