import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '../../../db/client.ts';

/** Payment methods per tenant and country (idempotent). */
export async function seedPaymentMethods(_db: Db, _tenants: readonly Tenant[]): Promise<void> {
  // Filled in by the payment-methods module.
}
