import { describe, expect, it, vi } from 'vitest';
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
import { CardsSection } from './cards-section.tsx';
import { sectionHarness } from './section-harness.tsx';
import { catalogBase, testBrand, testGame } from './test-brand.ts';

const { show } = sectionHarness(<CardsSection brand={testBrand} />);

const card = {
  card_no: '1234567890123456',
  game_code: testGame,
  currency: 'USD',
  price_minor: 500,
  gems: 50,
  extra_gems: 5,
  status: 'active',
  billing_no: null,
  valid_until: null,
  redeemed_at: null,
  created_at: '2026-11-27T08:00:00.000Z',
};
const csv = 'card_no,password\n1111222233334444,ABCDEFGHJKMN\n5555666677778888,PQRSTUVWXYZ2\n';

function cardsServer() {
  return serverStub({
    [`GET ${catalogBase}/games`]: () => ({
      data: { games: [{ code: testGame, name: 'Voltage Arena', parent_code: null, clients: [] }] },
    }),
    [`GET ${catalogBase}/cards`]: () => ({ data: { cards: [card], more: true } }),
    [`POST ${catalogBase}/card-batches`]: () => ({ data: { count: 2, csv } }),
    [`POST ${catalogBase}/cards/${card.card_no}/void`]: () => ({
      data: { ...card, status: 'void' },
    }),
  });
}

describe('prepaid cards section', () => {
  it('lists cards with their price as money, says when there are more, and filters', async () => {
    const server = cardsServer();
    await show();
    const row = byTestId(`card-row-${card.card_no}`).textContent;
    expect(row).toContain('Voltage Arena');
    expect(row).toContain('$5.00');
    expect(row).toContain('50 + 5');
    expect(row).toContain('Active');
    expect(byTestId('cards-more').textContent).toContain('newest 1');

    type(byTestId('card-filter-status'), 'redeemed');
    await settle();
    type(byTestId('card-filter-q'), ' 1234 ');
    submit(byTestId<HTMLFormElement>('card-filter'));
    await settle();
    const lists = server.calls.filter((c) => c.method === 'GET' && c.url.includes('/cards'));
    expect(lists.map((c) => c.url)).toEqual([
      `${catalogBase}/cards`,
      `${catalogBase}/cards?status=redeemed`,
      `${catalogBase}/cards?status=redeemed&q=1234`,
    ]);
  });

  it('creates a batch and offers its CSV once, as a download, with the warning', async () => {
    const made = vi.spyOn(URL, 'createObjectURL');
    const revoked = vi.spyOn(URL, 'revokeObjectURL');
    const server = cardsServer();
    await show();
    click(byTestId('card-batch-create'));
    await settle();
    type(byTestId('card-batch-count'), '2');
    type(byTestId('card-batch-price'), '5');
    type(byTestId('card-batch-gems'), '50');
    submit(byTestId<HTMLFormElement>('card-batch-form'));
    await settle();

    const post = server.calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe(`${catalogBase}/card-batches`);
    expect(post.body).toEqual({
      count: 2,
      game_code: null,
      currency: 'USD',
      price_minor: 500,
      gems: 50,
      extra_gems: 0,
      valid_until: null,
    });

    const warning = byTestId('card-batch-csv-warning');
    expect(warning.getAttribute('role')).toBe('alert');
    expect(warning.textContent).toContain('it will never be shown again');
    const link = byTestId<HTMLAnchorElement>('card-batch-csv-download');
    expect(link.getAttribute('download')).toMatch(
      /^watt-prepaid-cards-\d{4}-\d\d-\d\d-\d{4}\.csv$/,
    );
    expect(link.getAttribute('href')).toBe(made.mock.results[0]!.value);
    expect(await (made.mock.calls[0]![0] as Blob).text()).toBe(csv);
    // Not printed on the page: the file (or the copy button) is the way out.
    expect(document.body.textContent).not.toContain('ABCDEFGHJKMN');

    click(byTestId('card-batch-csv-done'));
    await settle();
    expect(queryByTestId('card-batch-csv')).toBeNull();
    expect(revoked).toHaveBeenCalledWith(made.mock.results[0]!.value);
  });

  it('voids a card only after the confirmation', async () => {
    const server = cardsServer();
    await show();
    click(byTestId(`card-void-${card.card_no}`));
    await settle();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
    click(byTestId(`card-void-${card.card_no}-confirm`));
    await settle();
    expect(server.calls.find((c) => c.method === 'POST')!.url).toBe(
      `${catalogBase}/cards/${card.card_no}/void`,
    );
  });

  it('shows an analyst the cards without batch or void buttons', async () => {
    cardsServer();
    await show(analyst);
    expect(byTestId(`card-row-${card.card_no}`)).toBeTruthy();
    expect(queryByTestId('card-batch-create')).toBeNull();
    expect(queryByTestId(`card-void-${card.card_no}`)).toBeNull();
  });
});
