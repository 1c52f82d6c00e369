import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailyState, DailyStepState } from '@topup/contracts/daily-rewards';
import { registerResultCodeHandlers } from '../../../shared/api-client/result-codes.ts';
import { recordingHandlers } from '../../../shared/api-client/test-helpers.ts';
import { setUserInfo } from '../../../shared/storage/user-info.ts';
import { getToasts } from '../../../shared/ui/toast-store.ts';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import {
  accessibleName,
  allByRole,
  getByRole,
  queryByRole,
  queryByText,
} from '@topup/test-queries/by-role';
import * as g from '../../game/test-harness.tsx';
import type { Picks } from '../../game/selection-rules.ts';
import { clockText } from '../daily-texts.ts';
import { DailyRewardPanel } from './daily-reward-panel.tsx';

const stateWith = (states: DailyStepState[], claimedToday = false): DailyState => ({
  calendar_id: 'daily-a',
  names: { en: 'Daily Login Rewards', ja: 'デイリーログインボーナス' },
  server_time: '2026-03-10T15:00:00.000Z',
  time_zone: 'America/New_York',
  day: '2026-03-10',
  today_step: states.findIndex((s) => s === 'today' || s === 'claimed_today') + 1,
  claimed_today: claimedToday,
  next_reset_at: '2026-03-11T04:00:00.000Z',
  seconds_to_reset: 13 * 3600 + 5 * 60 + 9,
  ends_at: '2026-04-01T04:00:00.000Z',
  steps: states.map((state, i) => ({
    step: i + 1,
    state,
    rewards: [{ names: { en: 'Diamonds' }, icon: 'diamond', quantity: 10 * (i + 1) }],
  })),
});

const picked: Picks = {
  server: { display: 'S1 Dawn', value: 's1' },
  role: { display: 'Borin', value: 'r1' },
};

let page: g.Rendered | null = null;
let rec: ReturnType<typeof recordingHandlers>;
const open = async (picks: Picks = picked) => {
  page = await g.render(<DailyRewardPanel clientId="1001" picks={picks} />, '/?client_id=1001');
  await g.until(panel);
  await g.settle();
};
/** The panel: the region named by its title. */
const panel = () => queryByRole('region');
const steps = () =>
  allByRole('listitem', undefined, panel()!).map((li) => [
    accessibleName(li),
    li.getAttribute('aria-current'),
  ]);

beforeEach(async () => {
  localStorage.clear();
  await g.setUp();
  rec = recordingHandlers();
  registerResultCodeHandlers(rec.handlers);
  setUserInfo(7, { username: 'demo', suid: '1', oauth_token: 'tok-123456789012345' });
});
afterEach(async () => {
  await page?.unmount();
  page = null;
  vi.unstubAllGlobals();
});

describe('daily reward panel', () => {
  it("shows the steps with today's marked, the reset countdown, and claims for the picked character", async () => {
    let state = stateWith(['claimed', 'today', 'upcoming']);
    const server = g.serverStub({
      '/api/daily/state': () => state,
      '/api/daily/claim': () => {
        state = stateWith(['claimed', 'claimed_today', 'upcoming'], true);
        return {
          calendar_id: 'daily-a',
          day: '2026-03-10',
          step: 2,
          role_id: 'r1',
          rewards: [],
          next_reset_at: state.next_reset_at,
        };
      },
    });
    await open();
    expect(accessibleName(panel()!)).toBe('Daily Login Rewards');
    expect(steps()).toEqual([
      ['Day 1: Diamonds ×10 (Claimed)', null],
      ['Day 2: Diamonds ×20', 'date'],
      ['Day 3: Diamonds ×30', null],
    ]);
    expect(getByRole('timer').textContent).toBe('Next reward in 13:05:09');
    expect(queryByText('For Borin · S1 Dawn')).not.toBeNull();

    g.click(g.button('Claim'));
    await g.settle();
    const [post] = server.fetchMock.mock.calls.filter(([u]) => String(u).includes('/daily/claim'));
    expect(JSON.parse(String((post as unknown as [string, RequestInit])[1].body))).toMatchObject({
      client_id: '1001',
      role_id: 'r1',
      server_id: 's1',
      oauth_token: 'tok-123456789012345',
    });
    expect(getToasts().map((x) => x.message)).toContain(
      'Claimed! Your reward is on its way to your character.',
    );
    expect(g.button('Claim')).toBeUndefined();
    expect(queryByText("Today's reward is claimed. Come back tomorrow!")).not.toBeNull();
    expect(steps()[1]).toEqual(['Day 2: Diamonds ×20 (Claimed)', 'date']);
  });

  it('asks for a character first: the claim button waits for one', async () => {
    g.serverStub({ '/api/daily/state': () => stateWith(['today', 'upcoming']) });
    await open({});
    expect(g.button('Claim')!.disabled).toBe(true);
    expect(queryByText('Choose your server and character above to claim.')).not.toBeNull();
  });

  it("shows the server's message when it refuses (-3026 claimed already)", async () => {
    g.serverStub({
      '/api/daily/state': () => stateWith(['today', 'upcoming']),
      '/api/daily/claim': () =>
        g.envelope(null, -3026, "Today's daily reward has already been claimed."),
    });
    await open();
    g.click(g.button('Claim'));
    await g.settle();
    // The API client shows the server's message (in the player's language).
    expect(rec.toasts).toEqual(["Today's daily reward has already been claimed."]);
  });

  it('shows nothing, and no toast, when the game runs no calendar (-3025)', async () => {
    g.serverStub({
      '/api/daily/state': () => g.envelope(null, -3025, 'There is no daily reward'),
    });
    page = await g.render(<DailyRewardPanel clientId="1001" picks={picked} />, '/?client_id=1001');
    await g.settle(50);
    expect(panel()).toBeNull();
    expect(rec.toasts).toEqual([]);
  });
});

describe('daily reward panel in Arabic', () => {
  it('loads its Arabic dictionary and lays out right to left', async () => {
    await initI18n({ defaultLanguage: 'ar', offered: ['ar', 'en'], search: '?spec_lang=ar' });
    g.serverStub({ '/api/daily/state': () => stateWith(['today', 'upcoming']) });
    await open();
    expect(document.documentElement.dir).toBe('rtl');
    expect(getByRole('timer').textContent).toBe('المكافأة التالية بعد 13:05:09');
    expect(g.button('استلام')).toBeDefined();
    expect(steps()[0]).toEqual(['اليوم 1: Diamonds ×10', 'date']);
  });
});

describe('clockText', () => {
  it('formats the time to the reset as h:mm:ss', () => {
    expect(clockText(0)).toBe('0:00:00');
    expect(clockText(23 * 3600 + 59 * 60 + 59)).toBe('23:59:59');
    expect(clockText(-5)).toBe('0:00:00');
  });
});
