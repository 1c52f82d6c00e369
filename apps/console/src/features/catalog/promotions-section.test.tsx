import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { getByLabelText, getByRole, queryByRole, within } from '@topup/test-queries/by-role';
import { analyst, byTestId, click, serverStub, settle, type } from '../../test/render.tsx';
import { PromotionsSection } from './promotions-section.tsx';
import { sectionHarness } from './section-harness.tsx';
import { catalogBase, testBrand, testGame, testGoods } from './test-brand.ts';

const { show } = sectionHarness(<PromotionsSection brand={testBrand} game={testGame} />);

const promotion = (id: number, fields: object = {}) => ({
  id,
  game_code: testGame,
  titles: { en: `Promo ${id}`, ja: `プロモ ${id}` },
  texts: {},
  link_product_id: null,
  link_path: null,
  starts_at: '2026-03-01T00:00:00.000Z',
  ends_at: '2026-04-01T00:00:00.000Z',
  active: true,
  sort: 0,
  ended_at: null,
  state: 'live',
  ...fields,
});

function promotionsServer(extra: Parameters<typeof serverStub>[0] = {}) {
  return serverStub({
    ...extra,
    [`GET ${catalogBase}/games/${testGame}/promotions`]: () => ({
      data: { promotions: [promotion(1, { link_product_id: 'gem-60' })] },
    }),
    [`GET ${catalogBase}/games/${testGame}/goods`]: () => ({
      data: { goods: [testGoods('gem-60', '60 gems'), testGoods('gem-120', '120 gems')] },
    }),
    [`POST ${catalogBase}/games/${testGame}/promotions`]: (c) => ({
      data: { ...promotion(2), ...(c.body as object) },
    }),
    [`PUT ${catalogBase}/promotions/1`]: (c) => ({
      data: { ...promotion(1), ...(c.body as object) },
    }),
    [`GET ${catalogBase}/games/${testGame}/key-art`]: () => ({ data: { key_art: null } }),
    [`PUT ${catalogBase}/games/${testGame}/key-art`]: (c) => ({ data: c.body }),
    [`POST ${catalogBase}/promotions/1/end`]: () => ({
      data: promotion(1, { ended_at: '2026-03-02T00:00:00.000Z', state: 'ended' }),
    }),
  });
}
const button = (name: string) => getByRole('button', name);

describe('promotions section', () => {
  it('lists the promotions with their link and state', async () => {
    promotionsServer();
    await show();
    const row = within(byTestId('promotion-row-1'));
    expect(row.getByText('Promo 1')).toBeTruthy();
    expect(row.getByText('60 gems (gem-60)')).toBeTruthy();
    expect(row.getByText('Live')).toBeTruthy();
  });

  it('adds a promotion with titles per language, a link to goods, and confirms the save', async () => {
    const server = promotionsServer();
    await show();
    click(button('New promotion'));
    await settle();
    const form = within(getByRole('form', 'New promotion'));
    type(getByLabelText<HTMLInputElement>('Title: English (en)'), ' Double gems ');
    type(getByLabelText<HTMLInputElement>('Title: Japanese (ja)'), 'ダブル');
    type(form.getByLabelText('Link'), 'goods');
    await settle();
    type(form.getByLabelText('Goods'), 'gem-120');
    type(form.getByLabelText('Starts'), '2026-06-01T10:00');
    type(form.getByLabelText('Ends'), '2026-06-08T10:00');
    type(form.getByLabelText('Order'), '3');
    click(form.getByRole('button', 'Save'));
    await settle();
    const post = server.calls.find((c) => c.method === 'POST');
    expect(post!.body).toEqual({
      titles: { en: 'Double gems', ja: 'ダブル' },
      texts: {},
      link_product_id: 'gem-120',
      link_path: null,
      starts_at: new Date('2026-06-01T10:00').toISOString(),
      ends_at: new Date('2026-06-08T10:00').toISOString(),
      active: true,
      sort: 3,
    });
    expect(queryByRole('form', 'New promotion')).toBeNull();
    expect(byTestId('promotion-saved').textContent).toContain('Double gems');
  });

  it('refuses a link to another site before sending it', async () => {
    const server = promotionsServer();
    await show();
    click(button('New promotion'));
    await settle();
    const form = within(getByRole('form', 'New promotion'));
    type(getByLabelText<HTMLInputElement>('Title: English (en)'), 'Elsewhere');
    type(form.getByLabelText('Link'), 'path');
    await settle();
    type(form.getByLabelText('Page of the shop'), '//evil.example/x');
    click(form.getByRole('button', 'Save'));
    await settle();
    expect(byTestId('promotion-error').textContent).toContain('not another site');
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('ends a promotion after a confirmation', async () => {
    const server = promotionsServer();
    await show();
    click(byTestId('promotion-end-1'));
    await settle();
    click(byTestId('promotion-end-1-confirm'));
    await settle();
    expect(server.calls.some((c) => c.url.endsWith('/promotions/1/end'))).toBe(true);
  });

  it("uploads the game's key art in the banner's sizes and saves it", async () => {
    const art = '/media/0123456789abcdef0123456789abcdef-1200.webp';
    const server = promotionsServer({
      'POST /api/console/media': () => ({
        data: { image: art, variants: [{ width: 1200, height: 300, url: art }] },
      }),
    });
    await show();
    const input = byTestId<HTMLInputElement>('key-art-picture-file');
    const file = new File([new Uint8Array(10)], 'banner.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(server.calls.find((c) => c.method === 'POST')?.url).toBe(
      '/api/console/media?use=key-art',
    );
    expect(byTestId<HTMLImageElement>('key-art-picture-preview').getAttribute('src')).toBe(art);
    // Nothing saved until the operator says so.
    expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    const panel = within(getByRole('form', 'Key art'));
    click(panel.getByRole('button', 'Save key art'));
    await settle();
    const puts = server.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.body)).toEqual([{ key_art: art }]);
    expect(byTestId('key-art-saved')).toBeTruthy();
  });

  it('a viewer sees the list without buttons to change it', async () => {
    promotionsServer();
    await show(analyst);
    expect(queryByRole('button', 'New promotion')).toBeNull();
    expect(within(byTestId('promotion-row-1')).queryByRole('button')).toBeNull();
  });
});
