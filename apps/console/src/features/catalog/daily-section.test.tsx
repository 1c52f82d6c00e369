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
import { DailySection } from './daily-section.tsx';
import { sectionHarness } from './section-harness.tsx';
import { catalogBase, testBrand, testGame } from './test-brand.ts';

const { show } = sectionHarness(<DailySection brand={testBrand} game={testGame} />);

const week = {
  calendar_id: 'week',
  game_code: testGame,
  names: { en: 'Daily login' },
  reset_hour: 4,
  time_zone: 'America/New_York',
  starts_at: '2026-03-01T00:00:00.000Z',
  ends_at: '2026-04-01T00:00:00.000Z',
  steps: [
    { step: 1, reward_amount: 10, rewards: [{ names: { en: 'Gems' }, icon: '', quantity: 10 }] },
    { step: 2, reward_amount: 20, rewards: [{ names: { en: 'Gems' }, icon: '', quantity: 20 }] },
  ],
  claims: 3,
};

function dailyServer() {
  return serverStub({
    [`GET ${catalogBase}/games/${testGame}/daily`]: () => ({ data: { calendars: [week] } }),
    // The answers' shape is checked by the client; the requests are what these tests look at.
    [`PUT ${catalogBase}/games/${testGame}/daily/month`]: () => ({
      data: { ...week, calendar_id: 'month' },
    }),
    [`PUT ${catalogBase}/games/${testGame}/daily/week`]: () => ({ data: week }),
  });
}

describe('daily rewards section', () => {
  it('lists calendars with their days, reset hour and claims', async () => {
    dailyServer();
    await show();
    const row = byTestId('daily-row-week').textContent;
    expect(row).toContain('Daily login');
    expect(row).toContain('resets 4:00 America/New_York');
    expect(row).toContain('1: 10 (Gems ×10)');
    expect(row).toContain('2: 20 (Gems ×20)');
    expect(row).toContain('3');
  });

  it('creates a calendar: seven days offered, one removed, the rest sent as typed', async () => {
    const server = dailyServer();
    await show();
    click(byTestId('daily-create'));
    await settle();
    type(byTestId('daily-id'), 'month');
    type(byTestId('daily-names-en'), 'Monthly login');
    type(byTestId('daily-reset-hour'), '5');
    type(byTestId('daily-starts'), '2026-07-01T00:00');
    type(byTestId('daily-ends'), '2026-08-01T00:00');
    for (let i = 6; i > 0; i--) {
      click(byTestId(`daily-step-${i}-remove`));
      await settle();
    }
    type(byTestId('daily-step-0-amount'), '50');
    type(byTestId('daily-step-0-reward-0-names-en'), 'Chest');
    click(byTestId('daily-step-add'));
    await settle();
    type(byTestId('daily-step-1-amount'), '80');
    type(byTestId('daily-step-1-reward-0-names-en'), 'Big chest');
    type(byTestId('daily-step-1-reward-0-quantity'), '2');
    submit(byTestId<HTMLFormElement>('daily-form'));
    await settle();

    const put = server.calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe(`${catalogBase}/games/${testGame}/daily/month`);
    expect(put.body).toEqual({
      names: { en: 'Monthly login' },
      reset_hour: 5,
      starts_at: new Date('2026-07-01T00:00').toISOString(),
      ends_at: new Date('2026-08-01T00:00').toISOString(),
      steps: [
        { reward_amount: 50, rewards: [{ names: { en: 'Chest' }, icon: '', quantity: 1 }] },
        { reward_amount: 80, rewards: [{ names: { en: 'Big chest' }, icon: '', quantity: 2 }] },
      ],
    });
  });

  it('edits a calendar: its id stays, its days come back', async () => {
    const server = dailyServer();
    await show();
    click(byTestId('daily-edit-week'));
    await settle();
    expect(byTestId<HTMLInputElement>('daily-step-1-amount').value).toBe('20');
    type(byTestId('daily-step-1-amount'), '25');
    submit(byTestId<HTMLFormElement>('daily-form'));
    await settle();
    const put = server.calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe(`${catalogBase}/games/${testGame}/daily/week`);
    expect((put.body as { steps: { reward_amount: number }[] }).steps[1]!.reward_amount).toBe(25);
  });

  it('refuses a reset hour that is not a number before asking the server', async () => {
    const server = dailyServer();
    await show();
    click(byTestId('daily-edit-week'));
    await settle();
    type(byTestId('daily-reset-hour'), 'four');
    submit(byTestId<HTMLFormElement>('daily-form'));
    await settle();
    expect(byTestId('daily-error').textContent).not.toBe('');
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows an analyst the calendars without edit controls', async () => {
    dailyServer();
    await show(analyst);
    expect(byTestId('daily-row-week')).toBeTruthy();
    expect(queryByTestId('daily-create')).toBeNull();
    expect(queryByTestId('daily-edit-week')).toBeNull();
  });
});
