import { describe, expect, it } from 'vitest';
import {
  allByRole,
  getByLabelText,
  getByRole,
  queryByRole,
  within,
} from '@topup/test-queries/by-role';
import { analyst, byTestId, click, serverStub, settle, type } from '../../test/render.tsx';
import { OffersSection } from './offers-section.tsx';
import { sectionHarness } from './section-harness.tsx';
import { catalogBase, testBrand, testGame, testGoods } from './test-brand.ts';

const { show } = sectionHarness(<OffersSection brand={testBrand} game={testGame} />);

const offer = (id: string, fields: object) => ({
  product_id: id,
  game_code: testGame,
  starts_at: null,
  ends_at: null,
  chain_id: null,
  chain_step: null,
  ended_at: null,
  free: false,
  state: 'live',
  ...fields,
});
const offers = [
  offer('gem-60', { ends_at: '2026-04-01T00:00:00.000Z' }),
  offer('step-1', { chain_id: 'starter', chain_step: 1, state: 'upcoming' }),
  offer('step-2', { chain_id: 'starter', chain_step: 2, free: true }),
  offer('gem-old', { ended_at: '2026-02-01T00:00:00.000Z', state: 'ended' }),
];

type Answer = { data?: unknown; code?: number; msg?: string; status?: number };

function offersServer(put: (body: unknown) => Answer = (body) => ({ data: body })) {
  return serverStub({
    [`GET ${catalogBase}/games/${testGame}/offers`]: () => ({
      data: { offers, first_purchase_bonus: 300 },
    }),
    [`GET ${catalogBase}/games/${testGame}/goods`]: () => ({
      data: {
        goods: [
          testGoods('gem-60', '60 gems'),
          testGoods('gem-120', '120 gems'),
          testGoods('gem-300', '300 gems'),
          testGoods('step-1', 'Starter 1'),
          testGoods('step-2', 'Starter 2'),
          testGoods('gem-old', 'Old pack'),
        ],
      },
    }),
    // The client checks the answer's shape; what the tests look at is the request.
    [`PUT ${catalogBase}/games/${testGame}/offers/gem-120`]: (c) => {
      const answer = put(c.body);
      return answer.data ? { data: offer('gem-120', answer.data) } : answer;
    },
    [`PUT ${catalogBase}/games/${testGame}/offers/step-1`]: (c) => put(c.body),
    [`POST ${catalogBase}/offers/gem-60/end`]: () => ({
      data: offer('gem-60', { ended_at: '2026-03-02T00:00:00.000Z', state: 'ended' }),
    }),
    [`PUT ${catalogBase}/games/${testGame}/first-purchase-bonus`]: (c) => ({ data: c.body }),
  });
}

const button = (name: string) => getByRole('button', name);
const puts = (server: ReturnType<typeof offersServer>) =>
  server.calls.filter((c) => c.method === 'PUT');

describe('offers section', () => {
  it('lists the offers with their window, chain step, free and status, and the bonus', async () => {
    offersServer();
    await show();
    const limited = within(byTestId('offer-row-gem-60'));
    expect(limited.getByText('60 gems (gem-60)')).toBeTruthy();
    expect(limited.getByText(/^— – /)).toBeTruthy();
    expect(limited.getByText('Live')).toBeTruthy();
    expect(byTestId('offer-price-gem-60').textContent).toBe('$0.99');
    expect(byTestId('offer-price-step-2').textContent).toBe('Free');
    const free = within(byTestId('offer-row-step-2'));
    expect(free.getByText('starter · step 2')).toBeTruthy();
    expect(free.getByText('Yes')).toBeTruthy();
    expect(within(byTestId('offer-row-step-1')).getByText('Upcoming')).toBeTruthy();
    expect(within(byTestId('offer-row-step-1')).getByText('No time limit')).toBeTruthy();
    // Ended by staff: final, so neither changed nor ended again.
    const ended = within(byTestId('offer-row-gem-old'));
    expect(ended.getByText('Ended')).toBeTruthy();
    expect(ended.getByText(/^ended by staff /)).toBeTruthy();
    expect(ended.queryByRole('button')).toBeNull();
    const bonus = within(getByRole('region', 'First-purchase bonus'));
    expect(bonus.getByText('300 in-game units with the first paid order.')).toBeTruthy();
  });

  it('makes one of the goods that is no offer yet a time-limited offer', async () => {
    const server = offersServer();
    await show();
    click(button('New offer'));
    await settle();
    const form = within(getByRole('form', 'New offer'));
    const product = form.getByLabelText<HTMLSelectElement>('Goods');
    // Goods that are offers already are edited, not added again.
    expect([...product.options].map((o) => o.value)).toEqual(['gem-120', 'gem-300']);
    type(form.getByLabelText('Ends'), '2026-07-01T00:00');
    click(form.getByRole('button', 'Save'));
    await settle();

    const [put] = puts(server);
    expect(put!.url).toBe(`${catalogBase}/games/${testGame}/offers/gem-120`);
    expect(put!.body).toEqual({
      starts_at: null,
      ends_at: new Date('2026-07-01T00:00').toISOString(),
      chain_id: null,
      chain_step: null,
      free: false,
      regular_product_id: null,
    });
    // Back to the table.
    expect(queryByRole('form', 'New offer')).toBeNull();
  });

  it("sets the goods whose price is the offer's regular price", async () => {
    const server = offersServer();
    await show();
    click(button('New offer'));
    await settle();
    const form = within(getByRole('form', 'New offer'));
    const regular = form.getByLabelText<HTMLSelectElement>('Regular price from');
    // Any goods of the game but the offer's own.
    expect([...regular.options].map((o) => o.value)).not.toContain('gem-120');
    expect([...regular.options].map((o) => o.value)).toContain('gem-300');
    type(form.getByLabelText('Ends'), '2026-07-01T00:00');
    type(regular, 'gem-300');
    click(form.getByRole('button', 'Save'));
    await settle();
    expect(puts(server)[0]!.body).toMatchObject({ regular_product_id: 'gem-300' });
  });

  it('gives the offer its own price: 25% off the regular goods, in units, sent in minor units', async () => {
    const server = offersServer();
    await show();
    click(button('New offer'));
    await settle();
    const form = within(getByRole('form', 'New offer'));
    // The chosen goods' own prices to start with.
    expect(form.getByLabelText<HTMLInputElement>('Price (USD)').value).toBe('0.99');
    type(form.getByLabelText('Ends'), '2026-07-01T00:00');
    type(form.getByLabelText<HTMLSelectElement>('Regular price from'), 'gem-300');
    await settle();
    type(form.getByLabelText('Percent off the regular price'), '25');
    click(form.getByRole('button', 'Set the prices'));
    await settle();
    // gem-300's 0.99 USD less 25% is 0.74.
    expect(form.getByLabelText<HTMLInputElement>('Price (USD)').value).toBe('0.74');
    expect(byTestId('offer-prices').textContent).toContain('Regular price $0.99: 25% off.');
    type(form.getByLabelText('Price (KRW)'), '1000');
    click(form.getByRole('button', 'Save'));
    await settle();
    expect(puts(server)[0]!.body).toMatchObject({
      regular_product_id: 'gem-300',
      prices: [
        { currency: 'USD', amount_minor: 74 },
        { currency: 'KRW', amount_minor: 1000 },
      ],
    });
  });

  it('makes a free chain step', async () => {
    const server = offersServer();
    await show();
    click(button('New offer'));
    await settle();
    type(getByLabelText('Chain id'), ' starter ');
    type(getByLabelText('Step'), '3');
    click(getByLabelText('Free step: claimed without payment'));
    click(button('Save'));
    await settle();
    expect(puts(server)[0]!.body).toEqual({
      starts_at: null,
      ends_at: null,
      chain_id: 'starter',
      chain_step: 3,
      free: true,
      regular_product_id: null,
    });
  });

  it("shows the server's -400 when the chain step is taken, and keeps the form", async () => {
    const server = offersServer(() => ({
      code: -400,
      msg: 'Step 2 of starter is step-2',
      status: 400,
    }));
    await show();
    click(button('Edit step-1'));
    await settle();
    const form = within(getByRole('form', 'Edit offer step-1'));
    expect(form.getByLabelText<HTMLSelectElement>('Goods').disabled).toBe(true);
    expect(form.getByLabelText('Chain id').value).toBe('starter');
    type(form.getByLabelText('Step'), '2');
    click(form.getByRole('button', 'Save'));
    await settle();
    expect(puts(server)[0]!.url).toBe(`${catalogBase}/games/${testGame}/offers/step-1`);
    expect(getByRole('alert').textContent).toBe(
      'The server refused this input. Step 2 of starter is step-2',
    );
    expect(getByRole('form', 'Edit offer step-1')).toBeTruthy();
  });

  it('says what is wrong before asking the server', async () => {
    const server = offersServer();
    await show();
    click(button('New offer'));
    await settle();
    click(button('Save'));
    await settle();
    expect(getByRole('alert').textContent).toContain('needs a window');
    click(getByLabelText('Free step: claimed without payment'));
    type(getByLabelText('Starts'), '2026-07-01T00:00');
    click(button('Save'));
    await settle();
    expect(getByRole('alert').textContent).toContain('Only a chain step can be free');
    type(getByLabelText('Chain id'), 'starter');
    type(getByLabelText('Step'), 'two');
    click(button('Save'));
    await settle();
    expect(getByRole('alert').textContent).toContain('from 1 to 1000');
    expect(puts(server)).toEqual([]);
  });

  it('ends an offer only after the confirmation', async () => {
    const server = offersServer();
    await show();
    click(button('End offer gem-60'));
    await settle();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
    const confirm = within(getByRole('group', /^End offer gem-60 now\?/));
    click(confirm.getByRole('button', 'End offer'));
    await settle();
    const post = server.calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe(`${catalogBase}/offers/gem-60/end`);
  });

  it('sets and removes the first-purchase bonus', async () => {
    const server = offersServer();
    await show();
    const bonus = within(getByRole('region', 'First-purchase bonus'));
    type(bonus.getByLabelText('Bonus (in-game units)'), '0');
    click(bonus.getByRole('button', 'Save bonus'));
    await settle();
    expect(bonus.getByRole('alert').textContent).toContain('from 1 to 2,000,000,000');
    expect(puts(server)).toEqual([]);

    type(bonus.getByLabelText('Bonus (in-game units)'), '500');
    click(bonus.getByRole('button', 'Save bonus'));
    await settle();
    expect(puts(server)[0]!.url).toBe(`${catalogBase}/games/${testGame}/first-purchase-bonus`);
    expect(puts(server)[0]!.body).toEqual({ bonus: 500 });
    expect(bonus.getByRole('status').textContent).toBe('Saved: 500 in-game units.');

    click(bonus.getByRole('button', 'Remove bonus'));
    await settle();
    expect(puts(server)[1]!.body).toEqual({ bonus: null });
    expect(bonus.getByRole('status').textContent).toBe('The bonus is removed.');
  });

  it('shows an analyst the offers and the bonus without write controls', async () => {
    offersServer();
    await show(analyst);
    expect(byTestId('offer-row-gem-60')).toBeTruthy();
    expect(allByRole('button')).toEqual([]);
    expect(allByRole('textbox')).toEqual([]);
    const bonus = within(getByRole('region', 'First-purchase bonus'));
    expect(bonus.getByText('300 in-game units with the first paid order.')).toBeTruthy();
  });
});
