import type { Language } from '@topup/contracts/languages';
import type { Db } from '../../db/client.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { textIn } from '../../i18n/text-in.ts';
import { cardExchangeKind, giftRedeemKind } from './redemption-kinds.ts';
import type { OrderRow } from '../orders/types.ts';
import { createMethodsRepository } from './methods/repository.ts';

type Paid = Pick<OrderRow, 'tenantId' | 'country' | 'methodKey' | 'productId'>;

/**
 * The payment method of an order as the player picked it in the recharge sheet (issue 29 item 7):
 * its listed name in the reader's language, a sub-method after its method ("Convenience store ·
 * FamilyMart"). Read from the method rows, inactive ones too, since an order outlives its offer;
 * a card or gift-code redemption is paid by that card. An order whose method row is gone gets no
 * name rather than its internal key.
 */
export async function orderMethodNameIn(
  db: Db,
  order: Paid,
  lang: Language,
): Promise<string | undefined> {
  if (order.productId === cardExchangeKind.productId)
    return serverMessage('orders.prepaidCard').in(lang);
  if (order.productId === giftRedeemKind.productId)
    return serverMessage('orders.giftCard').in(lang);
  if (!order.country) return undefined;
  const repo = createMethodsRepository(db);
  const row = await repo.findByKey(order.tenantId, order.country, order.methodKey);
  if (!row) return undefined;
  const own = textIn(row.name, lang).trim();
  const parent = row.parentKey
    ? await repo.findByKey(order.tenantId, order.country, row.parentKey)
    : null;
  const parentName = parent ? textIn(parent.name, lang).trim() : '';
  return parentName && parentName !== own ? `${parentName} · ${own}` : own || undefined;
}
