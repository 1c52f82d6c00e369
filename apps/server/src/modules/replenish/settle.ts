import type { Logger, OrderRow, Tx } from '../orders/types.ts';
import { settleLink } from './repository.ts';

/**
 * In the paid transition's transaction: the first paid order of a link settles it. A later one
 * (a payment that landed after its order expired while another order had settled the link, or a
 * cancelled link) is still honoured as paid — money received always is — and logged for support.
 */
export async function settleReplenishment(
  tx: Tx,
  order: OrderRow,
  at: Date,
  log: Logger,
): Promise<void> {
  if (order.purpose !== 'replenish') return;
  const fields = { tenantId: order.tenantId, billingNo: order.billingNo };
  if (!order.ref) {
    log.error(fields, 'make-up payment order without its link');
    return;
  }
  const settled = await settleLink(tx, {
    tenantId: order.tenantId,
    idHash: order.ref,
    billingNo: order.billingNo,
    at,
  });
  if (settled) log.info(fields, 'make-up payment link settled');
  else log.warn(fields, 'make-up payment for a link that is no longer open: support refunds it');
  // The account's purchase block made with this link lifts in the same transaction: account
  // blocks' own paid hook (account-blocks/order-hooks.ts).
}
