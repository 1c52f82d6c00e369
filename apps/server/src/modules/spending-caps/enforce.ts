import type { Tenant } from '@topup/tenants/tenant-schema';
import { capPeriods } from '@topup/contracts/spending-caps';
import type { Tx } from '../orders/types.ts';
import { capReached, otherCurrency } from './cap-errors.ts';
import { periodStarts } from './periods.ts';
import { findCaps, lockAccount, spentIn } from './repository.ts';
import { ageMonthlyLimit, capFor, effectiveOf } from './settings.ts';

export type CapScope = {
  tenant: Tenant;
  suid: string;
  currency: string;
  /** The new order's created_at: the instant its periods are taken at. */
  at: Date;
  amountMinor: number;
};

/**
 * Run inside the order's insert transaction, after the insert: the account is locked (so 100
 * concurrent orders are counted one after another), the spend of each period is summed with the
 * new order already in it, and an order over a cap is refused, which rolls its insert back.
 */
export async function enforceSpendingCaps(tx: Tx, scope: CapScope): Promise<void> {
  const who = { tenantId: scope.tenant.id, suid: scope.suid };
  // Most accounts set no caps: they take no lock. A row made while this order is being placed
  // applies from the next order on.
  if (!(await findCaps(tx, who))) return;
  await lockAccount(tx, who);
  const row = await findCaps(tx, who);
  if (!row) return;
  const settings = effectiveOf(row, scope.at);
  const caps = capPeriods
    .map((period) => ({ period, cap: capFor(settings, period, row.currency) }))
    .filter((c): c is { period: (typeof capPeriods)[number]; cap: number } => c.cap !== null);
  if (caps.length === 0) return;
  // No exchange rates: an order in another currency cannot be counted, so it is refused.
  if (scope.currency !== row.currency) throw otherCurrency(row.currency);

  const spent = await spentIn(
    tx,
    who,
    row.currency,
    periodStarts(scope.at, scope.tenant.timeZone),
    scope.at,
  );
  for (const { period, cap } of caps) {
    if (spent[period] <= cap) continue;
    const before = spent[period] - scope.amountMinor;
    const age = ageMonthlyLimit(settings.age_band, row.currency);
    const which = period === 'monthly' && age === cap && settings.monthly !== cap ? 'age' : period;
    throw capReached(which, {
      cap,
      left: Math.max(0, cap - before),
      currency: row.currency,
    });
  }
}
