import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from '@topup/server/config';

/**
 * DEMO_DELIVERY_SECONDS (demo only): the named brands' patience in seconds instead of minutes, so
 * a demo or an E2E run shows "delayed" and the make-good without waiting an hour. The tracker,
 * the relay and the make-good job read the brand's minutes, so a fraction of a minute is enough.
 */
export function withDemoDeliveryTimes(
  tenants: readonly Tenant[],
  times: Config['demoDeliverySeconds'],
): readonly Tenant[] {
  if (!times) return tenants;
  const unknown = Object.keys(times).filter((id) => !tenants.some((t) => t.id === id));
  if (unknown.length > 0) {
    throw new Error(`DEMO_DELIVERY_SECONDS names no brand: ${unknown.join(', ')}`);
  }
  return tenants.map((t) => {
    const own = times[t.id];
    if (!own) return t;
    return {
      ...t,
      deliveryDelayMinutes: own.delayedSeconds / 60,
      deliveryLimitMinutes: own.settledSeconds / 60,
    };
  });
}
