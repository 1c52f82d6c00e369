import type { EventSource, Logger, OrderRow, Tx } from './types.ts';

/**
 * What a paid hook adds to the order before its delivery is queued (the first-purchase bonus).
 * The lifecycle writes it to the order and its story, so `orders` and `order_events` are written
 * by this module alone (issue 30).
 */
export type OrderAmendment = {
  /** Added to the order's bonus: delivered with it. */
  addBonus: number;
  /** The story's detail of the change, e.g. { action: 'first_purchase_bonus', bonus }. */
  detail: Record<string, unknown>;
};

export type PaidHookContext = { at: Date; source: EventSource; log: Logger };

/** How a refunded order's revoke ended: the game's shortfall, or given up (it cannot revoke). */
export type RevokeEnd = { shortfall: number } | { givenUp: true };

/**
 * The order lifecycle's hooks (ARCHITECTURE, "The server's module map"; Vendure's OrderProcess
 * transition hooks): the modules that react to an order register here, and orders calls none of
 * them by name. Each runs inside the transaction of the transition it follows, so a throw rolls
 * the transition back with it.
 */
export type OrderHookMap = {
  /** Paid by a payment (not orders born paid: card and gift redemptions), before delivery. */
  paid: (tx: Tx, order: OrderRow, ctx: PaidHookContext) => Promise<OrderAmendment | void>;
  /**
   * The game acknowledged the goods (the relay's delivery, in its transaction), once per order:
   * a repeated delivery does not fire it.
   */
  delivered: (tx: Tx, order: OrderRow, ctx: { at: Date }) => Promise<void>;
  /** The pay flow or the provider gave up: what the orders reserved goes back. */
  failed: (tx: Tx, billingNos: readonly string[], ctx: { at: Date }) => Promise<void>;
  /** Open orders past their time: what they reserved goes back. */
  expired: (tx: Tx, billingNos: readonly string[], ctx: { at: Date }) => Promise<void>;
  /** Money given back (all of it or a part; the order is as the refund left it). */
  refunded: (tx: Tx, order: OrderRow, ctx: { at: Date }) => Promise<void>;
  /**
   * A refunded order's goods were taken back as far as the game could (its shortfall), or the
   * relay gave up taking them back: in the transaction that settles the revoke's outbox row.
   */
  revoked: (
    tx: Tx,
    order: { tenantId: string; billingNo: string },
    ctx: { at: Date; end: RevokeEnd },
  ) => Promise<void>;
};

export type OrderHookName = keyof OrderHookMap;

type Entry<K extends OrderHookName> = { name: string; run: OrderHookMap[K] };

/** One registry per app (app.orders.hooks); hooks run in the order they were registered. */
export function createOrderHooks() {
  const lists: { [K in OrderHookName]: Entry<K>[] } = {
    paid: [],
    delivered: [],
    failed: [],
    expired: [],
    refunded: [],
    revoked: [],
  };
  return {
    /**
     * Registers `run` for `hook` under a name unique per hook (the logs and tests use it; twice
     * the same name is a wiring mistake, so it throws rather than run a reaction twice).
     */
    on<K extends OrderHookName>(hook: K, name: string, run: OrderHookMap[K]): void {
      const list = lists[hook] as Entry<K>[];
      if (list.some((e) => e.name === name)) {
        throw new Error(`order hook '${name}' is already registered on '${hook}'`);
      }
      list.push({ name, run });
    },
    /** The registered names of a hook, in running order. */
    names(hook: OrderHookName): string[] {
      return lists[hook].map((e) => e.name);
    },
    /** The hook's functions, in running order (the lifecycle calls them). */
    list<K extends OrderHookName>(hook: K): OrderHookMap[K][] {
      return (lists[hook] as Entry<K>[]).map((e) => e.run);
    },
  };
}

export type OrderHooks = ReturnType<typeof createOrderHooks>;
