import { and, eq } from 'drizzle-orm';
import type { Language } from '@topup/contracts/languages';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/tables/catalog.ts';
import { nameIn } from '../../i18n/name-in.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { amountName } from '../catalog/amount-name.ts';
import { cardExchangeKind, giftRedeemKind } from './redemption-kinds.ts';
import { createCatalogRepository } from '../catalog/repository.ts';
import type { OrderRow } from '../orders/types.ts';
import { REPLENISH_PRODUCT_ID } from './pay-order.ts';

type Named = Pick<
  OrderRow,
  'tenantId' | 'gameCode' | 'productId' | 'productName' | 'value' | 'bonus'
>;

/**
 * The goods name of an order in the language of the request that reads it (issue 17 defect 7):
 * the order keeps the name in the language it was bought in, but a player who reads the result in
 * another language sees it in theirs. Goods take their catalog names, a card or gift-code
 * redemption "<amount> <first goods type>", a make-up payment its message; whatever is no longer in
 * the catalog keeps the stored name.
 */
export async function orderProductNameIn(db: Db, order: Named, lang: Language): Promise<string> {
  if (order.productId === REPLENISH_PRODUCT_ID)
    return serverMessage('orders.makeUpPayment').in(lang);
  if (
    order.productId === cardExchangeKind.productId ||
    order.productId === giftRedeemKind.productId
  )
    return (
      (await amountName(createCatalogRepository(db), {
        tenantId: order.tenantId,
        gameCode: order.gameCode,
        amount: order.value + order.bonus,
        lang,
      })) || order.productName
    );
  const [row] = await db
    .select({ names: products.names })
    .from(products)
    .where(and(eq(products.tenantId, order.tenantId), eq(products.productId, order.productId)));
  return row ? nameIn(row.names, lang) || order.productName : order.productName;
}
