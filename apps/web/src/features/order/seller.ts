import { koreaCompanyFor } from '@topup/tenants/tenant-rules';
import type { Tenant } from '@topup/tenants/tenant-schema';

export type Seller = {
  name: string;
  address: string;
  /** Where the player writes about an order; absent when the brand only runs a help site. */
  email: string | null;
  /** The brand's help site (https), if it has one. */
  helpUrl: string | null;
};

/**
 * Who sold the goods, as the receipt names them (issue 29 item 7): the brand's company, or where a
 * legal notice names the seller for the order's area — the JP trade-law notice (SPEC §1), the
 * Korean company block — that notice's company and customer e-mail, so receipt and notice agree.
 */
export function sellerOf(
  tenant: Pick<Tenant, 'areas' | 'company' | 'support' | 'jpTradeLaw' | 'koreaCompany'>,
  area: string | undefined,
): Seller {
  const helpUrl = tenant.support.url ?? null;
  const korea = koreaCompanyFor(tenant, area);
  if (tenant.jpTradeLaw) {
    const { seller, address, email } = tenant.jpTradeLaw;
    return { name: seller, address, email, helpUrl };
  }
  if (korea) return { name: korea.name, address: korea.address, email: korea.email, helpUrl };
  const { legalName, address } = tenant.company;
  return { name: legalName, address, email: tenant.support.email ?? null, helpUrl };
}

/** A mailto: link to the seller with the order's context filled in (the player adds the problem). */
export function supportLink(email: string, subject: string, body: string): string {
  const query = new URLSearchParams({ subject, body }).toString().replaceAll('+', '%20');
  return `mailto:${email}?${query}`;
}
