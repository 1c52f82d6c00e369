import { orderStates, type OrderState } from '@topup/contracts/order-states';

/**
 * The order state machine (ARCHITECTURE §6), the only place that says which action moves which
 * status. An action is applied from its `from` states, a duplicate where it already happened (the
 * caller answers as if it just did), and ignored anywhere else (a late or contradictory report).
 *
 *   created -> pending -> paid -> delivered        failed, expired: paid still honoured
 *   created|pending -> failed | expired            paid|delivered -> refunded
 */
export type OrderAction = 'pending' | 'paid' | 'failed' | 'refunded' | 'expire' | 'deliver';
export type Verdict = 'applied' | 'duplicate' | 'ignored';

type Rule = { from: readonly OrderState[]; to: OrderState; duplicate: readonly OrderState[] };

export const transitions: Readonly<Record<OrderAction, Rule>> = {
  pending: { from: ['created'], to: 'pending', duplicate: ['pending'] },
  // Money received is always honoured: a payment that lands after the order expired or after
  // an earlier attempt failed still delivers.
  paid: {
    from: ['created', 'pending', 'expired', 'failed'],
    to: 'paid',
    duplicate: ['paid', 'delivered'],
  },
  failed: { from: ['created', 'pending'], to: 'failed', duplicate: ['failed'] },
  refunded: { from: ['paid', 'delivered'], to: 'refunded', duplicate: ['refunded'] },
  expire: { from: ['created', 'pending'], to: 'expired', duplicate: ['expired'] },
  deliver: { from: ['paid'], to: 'delivered', duplicate: ['delivered'] },
};

export const orderActions = Object.keys(transitions) as OrderAction[];

export function isOrderState(value: string): value is OrderState {
  return (orderStates as readonly string[]).includes(value);
}

export function decide(action: OrderAction, status: string): Verdict {
  const rule = transitions[action];
  if (!isOrderState(status)) return 'ignored';
  if (rule.from.includes(status)) return 'applied';
  if (rule.duplicate.includes(status)) return 'duplicate';
  return 'ignored';
}
