import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ThirdGiftData } from '@topup/contracts/third-gifts';
import { setOrderSelection } from '../../../shared/storage/order-selection.ts';
import { reloadSelection } from '../../game/selection-store.ts';
import * as g from '../../game/test-harness.tsx';
import { dialogTitled, freshShop, stubServer } from '../../recharge/test-harness.tsx';
import {
  allByRole,
  allByText,
  getByRole,
  queryByRole,
  queryByText,
} from '@topup/test-queries/by-role';
import { SelectGoodsPage } from '../../select-goods/components/select-goods-page.tsx';

vi.mock('../../../shared/tracking/track.ts', () => ({ track: vi.fn(), trackOrder: vi.fn() }));

let page: g.Rendered | null = null;
beforeEach(async () => {
  await freshShop();
});
afterEach(async () => {
  await page?.unmount();
  page = null;
});

const gift = (id: string, productId: string | null, name: string): ThirdGiftData => ({
  gift_id: id,
  product_id: productId,
  name,
  icon: '/gift-icons/chest.svg',
  quantity: 2,
  channel_name: 'Razer Gold',
  payway_id: 10103,
});

describe('third-party channel gifts on the goods', () => {
  it('shows a gift line on the goods it comes with, and every gift in the recharge info', async () => {
    const stub = stubServer({
      '/api/pay/getThirdGift': () => ({
        gifts: [gift('g1', 'p300', 'Treasure chest'), gift('g2', 'p300', 'Potion')],
      }),
    });
    setOrderSelection({
      clientId: '1001',
      area: { display: 'Global', value: 'universal' },
      server: { display: 'Ember Peak', value: 's1' },
      realServer: 's1',
      role: { display: 'Kira', value: 'r1' },
    });
    reloadSelection();
    page = await g.render(<SelectGoodsPage />, '/selectGoods?client_id=1001&domain_area=universal');
    await g.until(() => queryByText('Treasure chest ×2 +1 more'));
    // One gift line, on the card of the goods it comes with.
    expect(allByText(/Treasure chest/)).toHaveLength(1);
    const card = getByRole('button', /p300 pack/);
    expect(queryByText('Treasure chest ×2 +1 more', card)).not.toBeNull();
    expect(stub.calls('/api/pay/getThirdGift')).toHaveLength(1);

    g.click(card);
    // Picking the goods opens the recharge info, which lists the channels' gifts by the methods.
    const gifts = () =>
      dialogTitled('Recharge info') &&
      queryByRole('region', 'Gifts from payment channels', dialogTitled('Recharge info'));
    await g.until(gifts);
    const items = allByRole('listitem', undefined, gifts()!);
    expect(items.map((i) => i.textContent)).toEqual([
      'Treasure chest ×2with Razer Gold',
      'Potion ×2with Razer Gold',
    ]);
  });
});
