import type { ConsoleOrder } from '@topup/contracts/console-orders';
import type { OrderRow } from '../../orders/types.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An order as the console shows it (what support needs; no pay link, no player meta). */
export function consoleOrderOf(o: OrderRow): ConsoleOrder {
  return {
    billing_no: o.billingNo,
    tenant: o.tenantId,
    status: o.status,
    suid: o.suid,
    username: o.username,
    game_code: o.gameCode,
    game_name: o.gameName,
    server_id: o.serverId,
    server_name: o.serverName,
    role_id: o.roleId,
    role_name: o.roleName,
    product_id: o.productId,
    product_name: o.productName,
    amount_minor: o.amountMinor,
    refunded_minor: o.refundedMinor,
    currency: o.currency,
    country: o.country,
    provider: o.provider,
    purpose: o.purpose,
    provider_txn_id: o.providerTxnId,
    delivery_error: o.deliveryError,
    created_at: o.createdAt.toISOString(),
    paid_at: iso(o.paidAt),
    delivered_at: iso(o.deliveredAt),
  };
}
