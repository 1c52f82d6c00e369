import type { Db } from '../../../db/client.ts';
import type { OrderStateEvent } from '../../../lib/ops-events.ts';
import type { outbox } from '../../../db/tables/payments.ts';
import type { GameGateway } from '../../../games/game-gateway.ts';
import type { OrderHooks } from '../hooks.ts';
import type { Attempt } from './delivery-attempts.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * What the relay does for one row: an order's goods or a claimed reward to hand over, or a
 * refunded order's goods to take back.
 */
export type RelayJob = {
  /** Names the row in logs (billingNo for orders, deliveryId for rewards). */
  logFields: Record<string, unknown>;
  /** A reason not to go on any more (the order was refunded...), or null. */
  skipReason(): Promise<{ reason: string; fields: Record<string, unknown> } | null>;
  /** Not yet (something it depends on is in flight): when to look again; null to go on. */
  deferUntil?(): Promise<Date | null>;
  defer?(retryAt: Date): Promise<void>;
  /** The order the row belongs to (its story in the console), null for a reward. */
  billingNo: string | null;
  /** The call to the game; idempotent on the row's delivery id. `answer` is the game's, kept. */
  send(gateway: GameGateway): Promise<{ applied: boolean; answer: unknown }>;
  /**
   * Done; answers the order it delivered (for metrics), null for a reward or a repeat. The
   * attempt is written with it, in its transaction.
   */
  finish(at: Date, attempt?: Attempt): Promise<OrderStateEvent | null>;
  giveUp(at: Date, error: string, attempt?: Attempt): Promise<void>;
};

/** What the relay knows of the brands: how long a paid order may wait for the game (issue 18). */
export type RelayPolicy = {
  now: () => Date;
  /** The brand's deliveryLimitMinutes in ms; undefined: no limit (the relay keeps trying). */
  deliveryLimitMs?: (tenantId: string) => number | undefined;
};

/** What a job is made with: the database, the brands' policy, and the lifecycle's hooks. */
export type RelayContext = { db: Db; policy: RelayPolicy; hooks: OrderHooks };

/** Makes the job for one claimed row of its kind. */
export type RelayJobFactory = (row: OutboxRow, ctx: RelayContext) => RelayJob;

/**
 * The relay's jobs by outbox kind (ARCHITECTURE, "The server's module map"): orders registers its
 * own (deliver, revoke), each module its kind at its registration (offers' free steps, event and
 * daily rewards), so the relay names none of them. A kind two modules share ('reward': event
 * tiers and daily steps) is told apart by its payload's source.
 */
export function createRelayJobs() {
  const jobs = new Map<string, RelayJobFactory>();
  const keyOf = (kind: string, source?: string) => (source ? `${kind}:${source}` : kind);
  return {
    /** Registers the job of `kind` (of payloads with `source`, when given); twice throws. */
    register(kind: string, job: RelayJobFactory, opts: { source?: string } = {}): void {
      const key = keyOf(kind, opts.source);
      if (jobs.has(key)) throw new Error(`relay job '${key}' is already registered`);
      jobs.set(key, job);
    },
    /** The registered jobs, as kind or kind:source, in registration order. */
    names(): string[] {
      return [...jobs.keys()];
    },
    /** The outbox kinds the relay claims. */
    kinds(): string[] {
      return [...new Set([...jobs.keys()].map((key) => key.split(':')[0]!))];
    },
    /** The job for a row: its kind and source's, else its kind's; undefined when none. */
    jobFor(row: Pick<OutboxRow, 'kind' | 'payload'>): RelayJobFactory | undefined {
      const source = (row.payload as { source?: unknown } | null)?.source;
      const bySource = typeof source === 'string' ? jobs.get(keyOf(row.kind, source)) : undefined;
      return bySource ?? jobs.get(row.kind);
    },
  };
}

export type RelayJobs = ReturnType<typeof createRelayJobs>;
