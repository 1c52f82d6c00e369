import type { Tenant } from '@topup/tenants/tenant-schema';

export type Seller = {
  name: string;
  address: string | null;
  email: string | null;
  phone: string | null;
};

/**
 * Who sold the goods, as the receipt names them: the JP trade-law seller (SPEC §1) or the KR
 * company block where the brand has one, else the brand's own title.
 */
export function sellerOf(tenant: Tenant): Seller {
  if (tenant.jpTradeLaw) {
    const { seller, address, email, phone } = tenant.jpTradeLaw;
    return { name: seller, address, email, phone };
  }
  if (tenant.koreaCompany) {
    const { name, address, email, phone } = tenant.koreaCompany;
    return { name, address, email, phone };
  }
  return { name: tenant.title, address: null, email: null, phone: null };
}

/** A mailto: link to the seller with the order's context filled in (the player adds the problem). */
export function supportLink(email: string, subject: string, body: string): string {
  const query = new URLSearchParams({ subject, body }).toString().replaceAll('+', '%20');
  return `mailto:${email}?${query}`;
}
