import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Activity, ActivityInfo } from '@topup/contracts/activity';
import { getItem } from '../../../shared/storage/storage.ts';
import {
  accessibleName,
  allByRole,
  allByText,
  getByRole,
  queryByRole,
  queryByText,
} from '@topup/test-queries/by-role';
import { setOrderSelection } from '../../../shared/storage/order-selection.ts';
import { setUserInfo } from '../../../shared/storage/user-info.ts';
import { track } from '../../../shared/tracking/track.ts';
import { getToasts } from '../../../shared/ui/toast-store.ts';
import { resetGameListCache } from '../../game/game-list-cache.ts';
import { reloadSelection } from '../../game/selection-store.ts';
import * as g from '../../game/test-harness.tsx';
import { gameList, pageConfig } from '../../../shared/test/catalog-fixtures.ts';
import { AccumAutoShowSlot } from './accum-auto-show-slot.tsx';
import { ActivityPage } from './activity-page.tsx';

vi.mock('../../../shared/tracking/track.ts', () => ({ track: vi.fn() }));

const tiers = (states: Activity['tiers'][number]['state'][], thresholds: number[]) =>
  states.map((state, i) => ({
    tier_id: i + 1,
    threshold: thresholds[i]!,
    state,
    rewards: [
      { names: { en: 'Diamonds', ja: 'ダイヤ' }, icon: 'diamond', quantity: 100 * (i + 1) },
    ],
  }));

const sum = (states: Activity['tiers'][number]['state'][], progress: number): Activity => ({
  activity_id: 'sum',
  type: 'cumulative',
  names: { en: '<b>Top-up Festival</b>' },
  descriptions: { en: 'Collect rewards.' },
  currency: 'USD',
  min_daily_minor: 0,
  starts_at: '2026-03-01T05:00:00.000Z',
  ends_at: '2026-04-01T04:00:00.000Z',
  seconds_left: 3 * 86_400 + 4 * 3600 + 59,
  progress,
  best_streak: progress,
  today_counted: false,
  tiers: tiers(states, [500, 2000]),
});

const streak: Activity = {
  ...sum(['locked', 'locked'], 1),
  activity_id: 'streak',
  type: 'continuous',
  names: { en: 'Daily Streak' },
  min_daily_minor: 499,
  today_counted: true,
  tiers: tiers(['locked', 'locked'], [3, 7]),
};

let infoState: ActivityInfo;
const infoWith = (activities: Activity[], claimed: ActivityInfo['claimed'] = []): ActivityInfo => ({
  server_time: '2026-03-10T15:00:00.000Z',
  time_zone: 'America/New_York',
  role_id: 'r1',
  activities,
  claimed,
});

function stub(claimAnswer: () => Response | unknown = () => ({})) {
  return g.serverStub({
    '/api/pay/getGameListV2': () => gameList,
    '/api/config/recharge': () => ({
      ...pageConfig,
      cumulative_config: { is_has_cumulative: true },
      continue_config: { is_has_continue: true },
    }),
    '/api/cumulative/cumulativeActivityInfo': () => infoState,
    '/api/cumulative/receiveActivityGift': claimAnswer,
  });
}

const selection = {
  gameName: 'Alpha',
  clientId: '1001',
  gameProductId: 7,
  area: { display: 'Global', value: 'universal' },
  server: { display: 'S1 Dawn', value: 's1' },
  role: { display: 'Borin', value: 'r1' },
};

let page: g.Rendered | null = null;
const url = '/activity?client_id=1001&domain_area=universal';
const open = async (ui = <ActivityPage />) => {
  page = await g.render(ui, url.replace('/activity', '/'));
  await g.settle();
};

beforeEach(async () => {
  localStorage.clear();
  resetGameListCache();
  await g.setUp();
  setUserInfo(7, { username: 'demo', suid: '1', oauth_token: 'tok-123456789012345' });
  setOrderSelection(selection);
  reloadSelection();
  vi.mocked(track).mockClear();
});
afterEach(async () => {
  await page?.unmount();
  page = null;
  vi.unstubAllGlobals();
});

const tabs = () => allByRole('tab').map((t) => [t.textContent, t.getAttribute('aria-selected')]);
/** Each reward of the event: its goal, and its claim button or its state. */
const tierRows = () =>
  // (each tier is named by its goal; the rewards listed inside it are not)
  allByRole('listitem', { name: /./ }, getByRole('list', 'Rewards')).map((li) => [
    accessibleName(li),
    (
      queryByRole('button', undefined, li) ??
      allByText(/^(Locked|Claimed|Received|Delivered|On its way)$/, li)[0]
    )?.textContent,
  ]);
/** The event's title: the panel's heading. */
const eventTitle = () => allByRole('heading', { level: 2 }, getByRole('tabpanel'))[0]?.textContent;

describe('/activity', () => {
  it('shows the accumulated event: time left, progress, tiers in their states, names as text', async () => {
    infoState = infoWith([sum(['claimable', 'locked'], 998), streak]);
    const server = stub();
    await open();
    expect(tabs()).toEqual([
      ['Top-up total', 'true'],
      ['Daily streak', 'false'],
      ['My rewards', 'false'],
    ]);
    expect(eventTitle()).toBe('<b>Top-up Festival</b>');
    expect(queryByText('Ends in 3d 4h')).not.toBeNull();
    expect(queryByText('Topped up: $9.98')).not.toBeNull();
    expect(getByRole('progressbar').getAttribute('aria-valuenow')).toBe('49');
    expect(tierRows()).toEqual([
      ['Top up $5.00', 'Claim'],
      ['Top up $20.00', 'Locked'],
    ]);
    expect(document.body.textContent).toContain('Borin · S1 Dawn');
    expect(track).toHaveBeenCalledWith('viewActivity', { client_id: '1001' });
    const [call] = server.calls('/api/cumulative/cumulativeActivityInfo');
    expect(Object.fromEntries(call!.searchParams)).toMatchObject({
      client_id: '1001',
      role_id: 'r1',
      server_id: 's1',
      domain_area: 'universal',
    });
  });

  it('claims: the tier becomes received, a toast says so, tracked as claimCumulativeReward', async () => {
    infoState = infoWith([sum(['claimable', 'locked'], 998)]);
    const server = stub(() => {
      infoState = infoWith([sum(['received', 'locked'], 998)]);
      return { activity_id: 'sum', tier_id: 1, state: 'received', rewards: [] };
    });
    await open();
    g.click(g.button('Claim'));
    await g.settle();
    expect(tierRows()[0]).toEqual(['Top up $5.00', 'Received']);
    expect(getToasts().map((x) => x.message)).toContain('Claimed');
    expect(track).toHaveBeenCalledWith('claimCumulativeReward', {
      client_id: '1001',
      activity_id: 'sum',
      tier_id: 1,
    });
    const [post] = server.fetchMock.mock.calls.filter(([u]) =>
      String(u).includes('receiveActivity'),
    );
    expect(JSON.parse(String((post as unknown as [string, RequestInit])[1].body))).toMatchObject({
      client_id: '1001',
      activity_id: 'sum',
      tier_id: 1,
      role_id: 'r1',
      server_id: 's1',
      oauth_token: 'tok-123456789012345',
    });
  });

  it("says 'Claim Failed' when the server refuses (-3022: the event ended)", async () => {
    infoState = infoWith([sum(['claimable', 'locked'], 998)]);
    stub(() => g.envelope(null, -3022, 'This event has ended'));
    await open();
    g.click(g.button('Claim'));
    await g.settle();
    const messages = getToasts().map((x) => x.message);
    expect(messages).toContain('Claim Failed');
    expect(messages).not.toContain('This event has ended');
  });

  it('shows the streak under gift and the received rewards under my', async () => {
    infoState = infoWith(
      [sum(['locked', 'locked'], 0), streak],
      [
        {
          activity_id: 'old',
          type: 'continuous',
          names: { en: 'Old streak' },
          tier_id: 1,
          threshold: 3,
          currency: 'USD',
          rewards: [{ names: { en: 'Diamonds' }, icon: 'chest', quantity: 50 }],
          claimed_at: '2026-03-01T00:00:00.000Z',
          delivered: true,
        },
      ],
    );
    stub();
    await open();
    g.click(getByRole('tab', 'Daily streak'));
    expect(eventTitle()).toBe('Daily Streak');
    expect(queryByText('Current streak: 1 day')).not.toBeNull();
    expect(document.body.textContent).toContain('A day counts with at least $4.99 topped up');
    expect(document.body.textContent).toContain('Today counts for the streak');
    expect(tierRows()).toEqual([
      ['3-day streak', 'Locked'],
      ['7-day streak', 'Locked'],
    ]);
    g.click(getByRole('tab', 'My rewards'));
    const [claimed] = allByRole('listitem', undefined, getByRole('tabpanel'));
    expect(claimed!.textContent).toContain('Old streak');
    expect(claimed!.textContent).toContain('Delivered');
  });

  it('asks a visitor to log in and shows the tiers locked, without claim buttons', async () => {
    localStorage.removeItem('userMap');
    infoState = { ...infoWith([sum(['locked', 'locked'], 0)]), role_id: null };
    const server = stub();
    await open();
    expect(document.body.textContent).toContain('Log in to see your progress');
    expect(g.button('Claim')).toBeUndefined();
    const [call] = server.calls('/api/cumulative/cumulativeActivityInfo');
    expect(call!.searchParams.has('role_id')).toBe(false);
  });
});

describe('autoShowAccum on the goods page', () => {
  it('opens the popup once per event and day when a reward is claimable', async () => {
    infoState = infoWith([sum(['claimable', 'locked'], 998)]);
    stub();
    await open(<AccumAutoShowSlot />);
    await g.until(() => queryByRole('dialog'));
    expect(getByRole('dialog').textContent).toContain('Reward reached!');
    expect(getItem('autoShowAccum')).toBe('sum@2026-03-10');
    await page!.unmount();
    await open(<AccumAutoShowSlot />);
    await g.settle();
    expect(queryByRole('dialog')).toBeNull();
  });

  it('stays closed without a claimable reward or without a character picked before', async () => {
    infoState = infoWith([sum(['locked', 'locked'], 499)]);
    const server = stub();
    await open(<AccumAutoShowSlot />);
    await g.settle();
    expect(queryByRole('dialog')).toBeNull();
    await page!.unmount();

    setOrderSelection({ ...selection, role: undefined, server: undefined });
    reloadSelection();
    infoState = infoWith([sum(['claimable', 'locked'], 998)]);
    server.fetchMock.mockClear();
    await open(<AccumAutoShowSlot />);
    await g.settle();
    expect(queryByRole('dialog')).toBeNull();
    expect(server.calls('/api/cumulative/cumulativeActivityInfo')).toHaveLength(0);
  });
});

// Issue 17: events that could not be loaded say so with a retry, which loads them.
describe('/activity when the events cannot be loaded', () => {
  it('shows the error with "Try again"; retry shows the events', async () => {
    infoState = infoWith([sum(['claimable', 'locked'], 998), streak]);
    let online = false;
    g.serverStub({
      '/api/pay/getGameListV2': () => gameList,
      '/api/config/recharge': () => ({
        ...pageConfig,
        cumulative_config: { is_has_cumulative: true },
        continue_config: { is_has_continue: true },
      }),
      '/api/cumulative/cumulativeActivityInfo': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return infoState;
      },
    });
    await open();
    await g.until(() => queryByRole('alert'));
    const alert = getByRole('alert');
    expect(alert.textContent).toContain('Events could not be loaded.');

    online = true;
    g.click(getByRole('button', 'Try again', alert));
    await g.until(() => queryByRole('tabpanel') && eventTitle());
    expect(eventTitle()).toBe('<b>Top-up Festival</b>');
    expect(queryByRole('alert')).toBeNull();
  });
});
