import type {
  CallbackStatus,
  PaymentStatus,
  SandboxPayment,
  SandboxRepository,
} from './repository.ts';

// What the payer can do on the hosted page (and the drop-in): the payment moves only from the
// listed states, so a finished payment cannot be paid (or declined) again.
export const checkoutActions = {
  succeed: { from: ['open', 'pending'], to: 'succeeded', callback: 'succeeded' },
  decline: { from: ['open', 'pending'], to: 'failed', callback: 'failed' },
  cancel: { from: ['open', 'pending'], to: 'cancelled', callback: 'failed' },
  pending: { from: ['open'], to: 'pending', callback: 'pending' },
} as const satisfies Record<
  string,
  { from: readonly PaymentStatus[]; to: PaymentStatus; callback: CallbackStatus }
>;
export type CheckoutAction = keyof typeof checkoutActions;

export function isCheckoutAction(value: string): value is CheckoutAction {
  return Object.hasOwn(checkoutActions, value);
}

export type ActionResult =
  | { kind: 'applied'; payment: SandboxPayment }
  | { kind: 'unchanged'; payment: SandboxPayment }
  | { kind: 'missing' };

/** Records the payer's choice and queues its callback, or says why nothing changed. */
export async function applyAction(
  repo: SandboxRepository,
  id: string,
  action: CheckoutAction,
  now: Date,
): Promise<ActionResult> {
  const step = checkoutActions[action];
  const moved = await repo.transition(id, [...step.from], step.to, step.callback, now);
  if (moved) return { kind: 'applied', payment: moved };
  const current = await repo.findPayment(id);
  return current ? { kind: 'unchanged', payment: current } : { kind: 'missing' };
}

export const isFinished = (status: string) => !['open', 'pending'].includes(status);

/** The merchant API's vocabulary (the callbacks'): a cancelled payment is a failed one. */
export function apiStatus(status: string): 'open' | 'pending' | 'succeeded' | 'failed' {
  if (status === 'open' || status === 'pending' || status === 'succeeded') return status;
  return 'failed';
}

/** The word the payer reads: 'Payment declined.' */
export function outcomeWord(status: string): string {
  const words: Record<string, string> = {
    open: 'open',
    pending: 'pending',
    succeeded: 'succeeded',
    failed: 'declined',
    cancelled: 'cancelled',
  };
  return words[status] ?? status;
}
