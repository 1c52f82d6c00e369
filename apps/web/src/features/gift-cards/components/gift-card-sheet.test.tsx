import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { setOrderSelection, type OrderSelection } from '../../../shared/storage/order-selection.ts';
import { reloadSelection } from '../../game/selection-store.ts';
import { getByLabelText, getByRole, queryByRole } from '@topup/test-queries/by-role';
import * as g from '../../game/test-harness.tsx';
import { dialogTitled, freshShop, stubServer } from '../../recharge/test-harness.tsx';
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

async function goodsPage(selection: OrderSelection) {
  setOrderSelection({
    gameName: 'Alpha',
    clientId: '1001',
    gameProductId: 7,
    area: { display: 'Global', value: 'universal' },
    ...selection,
  });
  reloadSelection();
  page = await g.render(<SelectGoodsPage />, '/selectGoods?client_id=1001&domain_area=universal');
  await g.settle();
}
const withRole: OrderSelection = {
  server: { display: 'Ember Peak', value: 's1' },
  realServer: 's1',
  role: { display: 'Kira', value: 'r1' },
};
const codeField = () => getByLabelText('Gift card code');
const redeemButton = () =>
  getByRole('button', 'Redeem', dialogTitled('Redeem a gift card')!) as HTMLButtonElement;

describe('gift-card redemption on the goods page', () => {
  it('needs a character before the sheet opens', async () => {
    stubServer();
    await goodsPage({});
    expect(g.button('Redeem gift card')?.disabled).toBe(true);
  });

  it('redeems a code for the chosen character and opens the pending result', async () => {
    const stub = stubServer({
      '/api/gift/redeem': () => ({
        billing_no: 'TP2603010000000077',
        value: '10.00',
        value_minor: 1000,
        currency: 'USD',
        gems_number: 606,
      }),
    });
    await goodsPage(withRole);
    g.click(g.button('Redeem gift card'));
    await g.until(() => dialogTitled('Redeem a gift card'));
    expect(dialogTitled('Redeem a gift card')!.textContent).toContain('Kira');
    expect(redeemButton().disabled).toBe(true);
    g.typeInto(codeField(), ' gift-demo-0001 ');
    expect(redeemButton().disabled).toBe(false);
    g.click(redeemButton());
    await g.until(() => dialogTitled('Recharge result'));
    // The stub's fetch is typed with its first argument only; the request init is the second.
    const [, init] = (stub.fetchMock.mock.calls as unknown[][]).find(([input]) =>
      String(input).includes('/api/gift/redeem'),
    )!;
    expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({
      client_id: '1001',
      server_id: 's1',
      role_id: 'r1',
      code: 'gift-demo-0001',
      oauth_token: 'tok',
    });
    expect(dialogTitled('Redeem a gift card')).toBeUndefined();
  });

  it("shows the server's message for a wrong code and keeps the sheet open", async () => {
    stubServer({
      '/api/gift/redeem': () =>
        g.envelope(null, ResultCode.CardInvalid, 'Incorrect gift card code'),
    });
    await goodsPage(withRole);
    g.click(g.button('Redeem gift card'));
    await g.until(() => dialogTitled('Redeem a gift card'));
    g.typeInto(codeField(), 'nope');
    codeField().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await g.until(() => queryByRole('alert'));
    expect(getByRole('alert').textContent).toBe('Incorrect gift card code');
    expect(dialogTitled('Redeem a gift card')).toBeDefined();
  });
});
