import { createOrderHooks, type OrderHooks } from './hooks.ts';
import { deliverJob } from './relay/deliver-job.ts';
import { createRelayJobs, type RelayJobs } from './relay/relay-jobs.ts';
import { revokeJob } from './relay/revoke-job.ts';

/**
 * One app's order lifecycle registries (issue 30, docs/decisions/0040): the hooks the modules
 * register on its transitions, and the relay's jobs by outbox kind. The order service runs the
 * hooks of the transitions it makes, the relay those of deliveries and revokes and the jobs.
 */
export type OrderLifecycle = { hooks: OrderHooks; relayJobs: RelayJobs };

/** A lifecycle with the order's own relay jobs (deliver, revoke) and no module's yet. */
export function createOrderLifecycle(): OrderLifecycle {
  const relayJobs = createRelayJobs();
  relayJobs.register('deliver', deliverJob);
  relayJobs.register('revoke', revokeJob);
  return { hooks: createOrderHooks(), relayJobs };
}
