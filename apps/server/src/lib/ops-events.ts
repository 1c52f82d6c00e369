// What the shop reports about its own work, for metrics. Modules call these after the fact
// (after their transaction committed); they do not know who listens. plugins/metrics.ts turns
// them into Prometheus series; without it (a unit test building a service) nothing listens.

/** An order entered a state: created, pending, paid, delivered, failed, expired, refunded. */
export type OrderStateEvent = { tenantId: string; provider: string; status: string };

export type OpsEvents = {
  orderState(event: OrderStateEvent): void;
  /** A provider callback's fate: applied, duplicate, duplicate-event, rejected-signature, … */
  callback(event: { provider: string; outcome: string }): void;
  /** One relay attempt of an outbox row (kind deliver|reward): delivered, retried, dead, skipped. */
  relayAttempt(event: { kind: string; outcome: string }): void;
  /** A request refused by a limit (its name, e.g. login:ip, pay:login, route:/util/login/auth). */
  rateLimited(limit: string): void;
};

export const silentOpsEvents: OpsEvents = {
  orderState() {},
  callback() {},
  relayAttempt() {},
  rateLimited() {},
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Where modules report what happened; decorated by plugins/metrics.ts. */
    opsEvents: OpsEvents;
  }
}
