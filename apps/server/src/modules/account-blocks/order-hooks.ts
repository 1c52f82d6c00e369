import type { OrderService } from '../orders/service.ts';
import { applyShortfallRule, type ShortfallPolicy } from './block-on-shortfall.ts';

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
}
