import { expect, type APIRequestContext } from '@playwright/test';
import { tenantUrl } from './fixtures.ts';

export type ListedGoods = { display: string; isCoupon: boolean };

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
): Promise<ListedGoods[]> {
  const query = new URLSearchParams({ client_id: clientId, domain_area: area, spec_lang: 'en' });
  const res = await request.get(tenantUrl(brand, `/api/pay/getGoodsList?${query}`));
  const body = (await res.json()) as { code: number; data: { goods: ListedGoods[] } };
  expect(body.code).toBe(1);
  return body.data.goods;
}
