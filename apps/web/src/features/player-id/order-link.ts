// The order link of a guest order (ADR 0038): the billing number in the query, the ticket in the
// fragment, which browsers never send to a server or put in a Referer.

export type OrderLink = { billingNo: string; ticket: string };

export function readOrderLink(search: string, hash: string): OrderLink | null {
  const billingNo = new URLSearchParams(search).get('billing_no');
  const ticket = new URLSearchParams(hash.replace(/^#/, '')).get('t');
  return billingNo && ticket && ticket.length >= 32 ? { billingNo, ticket } : null;
}

/** The page's URL for the order: other query values (client_id, domain_area) stay. */
export function orderLinkUrl(pathname: string, search: string, link: OrderLink): string {
  const query = new URLSearchParams(search);
  query.set('billing_no', link.billingNo);
  return `${pathname}?${query}#${new URLSearchParams({ t: link.ticket })}`;
}
