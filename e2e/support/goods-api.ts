import type { APIRequestContext } from '@playwright/test';
import type { GoodsData } from '@topup/contracts/catalog';
import { tenantApiGet } from './tenant-api.ts';

/**
 * The goods list as the server sends it (GET /api/pay/getGoodsList, SPEC §7), asked for directly:
 * the goods page's first load no longer asks from the browser, its data comes with the
 * server-rendered page (ADR 0031).
 */
export async function goodsListOf(
  request: APIRequestContext,
  brand: string,
  clientId: string,
  area: string,
): Promise<GoodsData[]> {
  const list = await tenantApiGet<{ goods: GoodsData[] }>(request, brand, '/api/pay/getGoodsList', {
    client_id: clientId,
    domain_area: area,
    spec_lang: 'en',
  });
  if (!list.data) throw new Error(`no goods list for ${brand} ${clientId} ${area}: ${list.msg}`);
  return list.data.goods;
}
