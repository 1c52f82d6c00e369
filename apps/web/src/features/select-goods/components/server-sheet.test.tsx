import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerData } from '@topup/contracts/catalog';
import {
  click,
  render,
  serverStub,
  settle,
  setUp,
  typeInto,
  until,
  type Rendered,
} from '../../game/test-harness.tsx';
import { accessibleName, allByRole, getByRole, queryByRole } from '@topup/test-queries/by-role';
import { role, server } from '../../../shared/test/catalog-fixtures.ts';
import { RoleSheet } from './role-sheet.tsx';
import { ServerSheet } from './server-sheet.tsx';

const all = [
  server('1001', 'Ember Peak'),
  server('1002', 'Frost Vale'),
  server('2001', 'Sun Coast'),
];
let page: Rendered | null = null;

function stub() {
  return serverStub({
    '/api/pay/getServerList': (url) => {
      const prefix = url.searchParams.get('server_id') ?? '';
      const mine = [all[1]!];
      const match = (s: ServerData) => s.server_id.startsWith(prefix);
      return { my_servers: mine.filter(match), all_servers: all.filter(match) };
    },
  });
}

/** Each group of servers: its name, then its servers (or its 'no data' note). */
const sections = () =>
  allByRole('region').map((group) => [
    accessibleName(group, 'region'),
    [...allByRole('button', undefined, group), ...allByRole('note', undefined, group)].map(
      (b) => b.textContent,
    ),
  ]);
const search = () => getByRole('searchbox') as HTMLInputElement;

async function open(signedIn: boolean, onPick = vi.fn()) {
  page = await render(
    <ServerSheet
      clientId="1001"
      area="universal"
      signedIn={signedIn}
      currentId={undefined}
      onPick={onPick}
      onClose={() => {}}
    />,
  );
  await settle();
  return onPick;
}

beforeEach(async () => {
  localStorage.clear();
  await setUp();
});
afterEach(async () => {
  await page?.unmount();
  page = null;
});

describe('server picker', () => {
  it("shows the player's servers apart from all servers when signed in", async () => {
    stub();
    await open(true);
    expect(sections()).toEqual([
      ['My servers', ['Frost ValeID 1002']],
      ['All servers', ['Ember PeakID 1001', 'Frost ValeID 1002', 'Sun CoastID 2001']],
    ]);
  });

  it('has no "my servers" for a visitor', async () => {
    stub();
    await open(false);
    expect(sections().map(([title]) => title)).toEqual(['All servers']);
  });

  it('narrows at once while typing, then asks the server for the prefix', async () => {
    const { calls } = stub();
    const onPick = await open(true);
    typeInto(search(), ' 100');
    // Filtered on the spot, before the debounced request.
    expect(sections()[1]?.[1]).toEqual(['Ember PeakID 1001', 'Frost ValeID 1002']);
    await settle(60);
    expect(calls('/api/pay/getServerList').at(-1)?.searchParams.get('server_id')).toBe('100');
    typeInto(search(), '2');
    await settle(60);
    expect(sections()).toEqual([
      ['My servers', ['No data']],
      ['All servers', ['Sun CoastID 2001']],
    ]);
    click(getByRole('button', /^Sun Coast/));
    expect(onPick).toHaveBeenCalledWith(all[2]);
  });
});

// Issue 17: a call that gets no answer is not an empty list ('No data'): an error with retry.
describe('server and character pickers when the network fails', () => {
  it('server picker: error with "Try again", not "No data"; retry lists the servers', async () => {
    let online = false;
    const { calls } = serverStub({
      '/api/pay/getServerList': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { my_servers: [], all_servers: all };
      },
    });
    await open(false);
    const dialog = getByRole('dialog', 'Select server');
    const alert = getByRole('alert', undefined, dialog);
    expect(alert.textContent).toContain('The list could not be loaded.');
    expect(dialog.textContent).not.toContain('No data');

    online = true;
    click(getByRole('button', 'Try again', alert));
    await until(() => queryByRole('button', /Ember Peak/, dialog));
    expect(queryByRole('alert', undefined, dialog)).toBeNull();
    expect(calls('/api/pay/getServerList').length).toBeGreaterThan(1);
  });

  it('character picker: error with "Try again", not "No data"; retry lists the characters', async () => {
    let online = false;
    serverStub({
      '/api/pay/getRoleList': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { roles: [role('r1', 'Aria', '1001')] };
      },
    });
    page = await render(
      <RoleSheet
        clientId="1001"
        gpId={7}
        area="universal"
        server={{ value: '1001', display: 'Ember Peak' }}
        currentId={undefined}
        onPick={() => {}}
        onChangeServer={() => {}}
        onClose={() => {}}
      />,
    );
    await settle();
    const dialog = getByRole('dialog', 'Select character');
    const alert = getByRole('alert', undefined, dialog);
    expect(alert.textContent).toContain('The list could not be loaded.');
    expect(dialog.textContent).not.toContain('No data');

    online = true;
    click(getByRole('button', 'Try again', alert));
    await until(() => queryByRole('button', /Aria/, dialog));
    expect(queryByRole('alert', undefined, dialog)).toBeNull();
  });
});
