import type { Logger } from './types.ts';
import { intervalJob, type IntervalJob } from '../../lib/interval-job.ts';

/** Expires unpaid orders once a minute (an order's TTL is at least 5 minutes). */
export function createExpirySweep({
  sweepExpired,
  log,
  intervalMs = 60_000,
}: {
  sweepExpired: () => Promise<number>;
  log: Logger;
  intervalMs?: number;
}): IntervalJob & { runOnce(): Promise<number> } {
  const runOnce = async () => {
    const expired = await sweepExpired();
    if (expired > 0) log.info({ expired }, 'orders expired');
    return expired;
  };
  return { ...intervalJob('expiry-sweep', runOnce, { intervalMs, log }), runOnce };
}
