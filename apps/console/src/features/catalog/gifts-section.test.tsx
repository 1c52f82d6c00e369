import { describe, expect, it } from 'vitest';
import {
  analyst,
  byTestId,
  queryByTestId,
  click,
  serverStub,
  settle,
  submit,
  type,
} from '../../test/render.tsx';
import { GiftsSection } from './gifts-section.tsx';
import { sectionHarness } from './section-harness.tsx';
import { catalogBase, testBrand, testGame, testGoods } from './test-brand.ts';

const { show, unmount } = sectionHarness(<GiftsSection brand={testBrand} game={testGame} />);

const partner = {
  gift_id: 'partner',
  game_code: testGame,
  product_id: null,
  channel_name: 'Partner',
  payway_id: null,
  names: { en: 'Partner gift' },
  icon: '',
  quantity: 2,
  active: true,
  starts_at: null,
  ends_at: null,
};

function giftsServer() {
  return serverStub({
    [`GET ${catalogBase}/games/${testGame}/gifts`]: () => ({ data: { gifts: [partner] } }),
    [`GET ${catalogBase}/games/${testGame}/goods`]: () => ({
      data: {
        goods: [testGoods('gem-60', '60 gems')],
      },
    }),
    [`PUT ${catalogBase}/games/${testGame}/gifts/kiwi`]: (c) => ({
      data: { ...partner, ...(c.body as object), gift_id: 'kiwi' },
    }),
    [`DELETE ${catalogBase}/gifts/partner`]: () => ({ data: { deleted: true } }),
  });
}

describe('partner gifts section', () => {
  it('lists gifts and creates one tied to a goods item and a payway', async () => {
    const server = giftsServer();
    await show();
    expect(byTestId('gift-row-partner').textContent).toContain('Partner gift');
    expect(byTestId('gift-row-partner').textContent).toContain('Every goods item');

    click(byTestId('gift-create'));
    await settle();
    type(byTestId('gift-id'), 'kiwi');
    type(byTestId('gift-goods'), 'gem-60');
    type(byTestId('gift-channel'), 'Kiwi');
    type(byTestId('gift-payway'), '901');
    type(byTestId('gift-names-en'), 'Kiwi sticker');
    type(byTestId('gift-quantity'), '3');
    submit(byTestId<HTMLFormElement>('gift-form'));
    await settle();
    const put = server.calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe(`${catalogBase}/games/${testGame}/gifts/kiwi`);
    expect(put.body).toEqual({
      product_id: 'gem-60',
      channel_name: 'Kiwi',
      payway_id: 901,
      names: { en: 'Kiwi sticker' },
      icon: '',
      quantity: 3,
      active: true,
      starts_at: null,
      ends_at: null,
    });
    expect(queryByTestId('gift-form')).toBeNull();
  });

  it('deletes a gift after the confirmation; an analyst gets no controls', async () => {
    const server = giftsServer();
    await show();
    click(byTestId('gift-delete-partner'));
    click(byTestId('gift-delete-partner-confirm'));
    await settle();
    expect(server.calls.find((c) => c.method === 'DELETE')!.url).toBe(
      `${catalogBase}/gifts/partner`,
    );
    await unmount();

    giftsServer();
    await show(analyst);
    expect(byTestId('gift-row-partner')).toBeTruthy();
    for (const id of ['gift-create', 'gift-edit-partner', 'gift-delete-partner']) {
      expect(queryByTestId(`${id}`)).toBeNull();
    }
  });
});
