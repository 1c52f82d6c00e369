import type { OrderService } from '../orders/service.ts';
import { applyShortfallRule, type ShortfallPolicy } from './block-on-shortfall.ts';
import { liftBlocksOfLink } from './repository.ts';

/**
 * A refunded order's goods the game could not all take back (or never could) fall under the
 * brand's revokeShortfall rule: block the account until a make-up payment (the order lifecycle's
 * revoked hook, orders/hooks.ts).
 */
export function registerAccountBlockOrderHooks(
  orders: Pick<OrderService, 'hooks'>,
  policy: ShortfallPolicy,
): void {
  orders.hooks.on('revoked', 'account-blocks.shortfall-rule', (tx, order, { at, end }) =>
    applyShortfallRule(tx, policy, { ...order, end, at }),
  );
  // The money for the unrecovered goods is in (issue 14): a paid make-up order lifts the purchase
  // block made with its link, in the paid transaction, whichever of the link's orders paid it.
  orders.hooks.on('paid', 'account-blocks.lift-on-make-up', async (tx, order, { at, log }) => {
    if (order.purpose !== 'replenish' || !order.ref) return;
    const lifted = await liftBlocksOfLink(tx, {
      tenantId: order.tenantId,
      linkHash: order.ref,
      by: `make-up:${order.billingNo}`,
      at,
    });
    if (lifted.length > 0) {
      log.info(
        { tenantId: order.tenantId, billingNo: order.billingNo, lifted },
        'account block lifted by make-up payment',
      );
    }
  });
}
