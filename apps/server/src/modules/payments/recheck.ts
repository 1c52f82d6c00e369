import type { FastifyBaseLogger } from 'fastify';
import type { OrderService } from '../orders/service.ts';
import type { OrderRow } from './providers/provider.ts';
import type { ProviderRegistry } from './providers/registry.ts';

/**
 * The player's 'payment done': asks the provider about a pending order and applies the answer
 * through the same idempotent confirmPayment as callbacks. A provider that cannot answer leaves
 * the order as it is (the callback still comes).
 */
export async function recheckOrder(
  deps: { orders: OrderService; registry: ProviderRegistry },
  order: OrderRow,
  log: FastifyBaseLogger,
): Promise<OrderRow> {
  if (order.status !== 'pending') return order;
  const provider = deps.registry.get(order.provider);
  if (!provider) return order;
  let status;
  try {
    status = await provider.queryStatus(order);
  } catch (err) {
    log.warn({ err, billingNo: order.billingNo, provider: order.provider }, 'status query failed');
    return order;
  }
  if (!status || status.action === 'pending') return order;
  const result = await deps.orders.confirmPayment({
    tenantId: order.tenantId,
    billingNo: order.billingNo,
    action: status.action,
    providerTxnId: status.providerTxnId,
    amountMinor: status.amountMinor,
    currency: status.currency,
    source: 'recheck',
    detail: { provider: provider.key },
  });
  return result.order ?? order;
}
