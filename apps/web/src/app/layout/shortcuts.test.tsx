import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setUp } from '../../features/game/test-harness.tsx';
import { renderInRouter, type Rendered } from '../../shared/test/render-in-router.tsx';
import { accessibleName, allByRole, queryByRole } from '@topup/test-queries/by-role';
import { Shortcuts } from './shortcuts.tsx';

let page: Rendered | null = null;
const open = (vip: boolean, events: boolean) =>
  renderInRouter(
    [{ path: '*', element: <Shortcuts vip={vip} events={events} /> }],
    '/selectGoods?client_id=13103&domain_area=kr',
  );
const nav = () => queryByRole('navigation');
const links = () =>
  allByRole('link', undefined, nav() ?? document.body).map((a) => [
    accessibleName(a),
    a.getAttribute('href'),
  ]);

beforeEach(setUp);
afterEach(async () => {
  await page?.unmount();
  page = null;
});

// Issue 17 defect 2: the old layout's only way to the VIP centre and events.
describe('old-layout shortcuts', () => {
  it('lead to top-up, events and the VIP centre, keeping the query', async () => {
    page = await open(true, true);
    expect(queryByRole('navigation', 'Main navigation')).not.toBeNull();
    const q = '?client_id=13103&domain_area=kr';
    expect(links()).toEqual([
      ['Top-up', `/selectGoods${q}`],
      ['Events', `/activity${q}`],
      ['VIP centre', `/userCenter${q}`],
    ]);
  });

  it('offer only what the brand and game have', async () => {
    page = await open(true, false);
    expect(links().map(([name]) => name)).toEqual(['Top-up', 'VIP centre']);
    await page.unmount();
    page = await open(false, true);
    expect(links().map(([name]) => name)).toEqual(['Top-up', 'Events']);
    await page.unmount();
    page = await open(false, false);
    expect(nav()).toBeNull();
  });
});
