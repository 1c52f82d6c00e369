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
import { EventsSection } from './events-section.tsx';
import { sectionHarness } from './section-harness.tsx';
import { catalogBase, testBrand, testGame } from './test-brand.ts';

const { show } = sectionHarness(<EventsSection brand={testBrand} game={testGame} />);

const spring = {
  event_id: 'spring',
  game_code: testGame,
  kind: 'cumulative',
  names: { en: 'Spring top-up' },
  descriptions: {},
  currency: 'USD',
  min_daily_minor: 0,
  starts_at: '2026-03-01T00:00:00.000Z',
  ends_at: '2026-04-01T00:00:00.000Z',
  tiers: [
    {
      tier: 1,
      threshold: 1000,
      reward_amount: 10,
      rewards: [{ names: { en: 'Chest' }, icon: '', quantity: 1 }],
    },
  ],
};

function eventsServer() {
  return serverStub({
    [`GET ${catalogBase}/games/${testGame}/events`]: () => ({ data: { events: [spring] } }),
    [`PUT ${catalogBase}/games/${testGame}/events/summer`]: (c) => ({
      data: { ...spring, ...(c.body as object), event_id: 'summer' },
    }),
    [`PUT ${catalogBase}/games/${testGame}/events/spring`]: (c) => ({
      data: { ...spring, ...(c.body as object) },
    }),
    [`DELETE ${catalogBase}/events/spring`]: () => ({ data: { deleted: true } }),
  });
}

describe('events section', () => {
  it('lists events with their tiers, thresholds shown as money', async () => {
    eventsServer();
    await show();
    const row = byTestId('event-row-spring').textContent;
    expect(row).toContain('Spring top-up');
    expect(row).toContain('1: $10.00 → 10 (Chest ×1)');
  });

  it('creates an event with two tiers, amounts typed in dollars and sent in cents', async () => {
    const server = eventsServer();
    await show();
    click(byTestId('event-create'));
    await settle();
    type(byTestId('event-id'), 'summer');
    type(byTestId('event-names-en'), 'Summer top-up');
    type(byTestId('event-starts'), '2026-07-01T00:00');
    type(byTestId('event-ends'), '2026-08-01T00:00');
    type(byTestId('event-tier-0-threshold'), '10');
    type(byTestId('event-tier-0-amount'), '10');
    type(byTestId('event-tier-0-reward-0-names-en'), 'Chest');
    click(byTestId('event-tier-add'));
    await settle();
    type(byTestId('event-tier-1-threshold'), '25.50');
    type(byTestId('event-tier-1-amount'), '30');
    type(byTestId('event-tier-1-reward-0-names-en'), 'Big chest');
    type(byTestId('event-tier-1-reward-0-quantity'), '2');
    submit(byTestId<HTMLFormElement>('event-form'));
    await settle();

    const put = server.calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe(`${catalogBase}/games/${testGame}/events/summer`);
    expect(put.body).toEqual({
      kind: 'cumulative',
      names: { en: 'Summer top-up' },
      descriptions: {},
      currency: 'USD',
      min_daily_minor: 0,
      starts_at: new Date('2026-07-01T00:00').toISOString(),
      ends_at: new Date('2026-08-01T00:00').toISOString(),
      tiers: [
        {
          tier: 1,
          threshold: 1000,
          reward_amount: 10,
          rewards: [{ names: { en: 'Chest' }, icon: '', quantity: 1 }],
        },
        {
          tier: 2,
          threshold: 2550,
          reward_amount: 30,
          rewards: [{ names: { en: 'Big chest' }, icon: '', quantity: 2 }],
        },
      ],
    });
    expect(queryByTestId('event-form')).toBeNull();
  });

  it('edits an event: its id stays, its thresholds come back in dollars', async () => {
    const server = eventsServer();
    await show();
    click(byTestId('event-edit-spring'));
    await settle();
    expect(byTestId<HTMLInputElement>('event-id').disabled).toBe(true);
    expect(byTestId<HTMLInputElement>('event-tier-0-threshold').value).toBe('10.00');
    type(byTestId('event-tier-0-threshold'), '12.5');
    submit(byTestId<HTMLFormElement>('event-form'));
    await settle();
    const put = server.calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe(`${catalogBase}/games/${testGame}/events/spring`);
    expect(put.body).toMatchObject({
      starts_at: spring.starts_at,
      tiers: [{ tier: 1, threshold: 1250, reward_amount: 10 }],
    });
  });

  it('refuses an amount with too many decimals before asking the server', async () => {
    const server = eventsServer();
    await show();
    click(byTestId('event-create'));
    await settle();
    type(byTestId('event-tier-0-threshold'), '10.999');
    expect(document.body.textContent).toContain('USD has 2 digits after the point: type at most 2');
    type(byTestId('event-starts'), '2026-07-01T00:00');
    type(byTestId('event-ends'), '2026-08-01T00:00');
    submit(byTestId<HTMLFormElement>('event-form'));
    await settle();
    expect(byTestId('event-error').getAttribute('role')).toBe('alert');
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('deletes an event only after the confirmation', async () => {
    const server = eventsServer();
    await show();
    click(byTestId('event-delete-spring'));
    await settle();
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    click(byTestId('event-delete-spring-confirm'));
    await settle();
    expect(server.calls.find((c) => c.method === 'DELETE')!.url).toBe(
      `${catalogBase}/events/spring`,
    );
  });

  it('shows an analyst the events without edit controls', async () => {
    eventsServer();
    await show(analyst);
    expect(byTestId('event-row-spring')).toBeTruthy();
    for (const id of ['event-create', 'event-edit-spring', 'event-delete-spring']) {
      expect(queryByTestId(`${id}`)).toBeNull();
    }
  });
});
