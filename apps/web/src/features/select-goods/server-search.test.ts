import { describe, expect, it } from 'vitest';
import type { ServerData } from '@topup/contracts/catalog';
import { matchesServerId, serverSections } from './server-search.ts';

const server = (id: string): ServerData => ({
  server_id: id,
  server_name: `Server ${id}`,
  area: 'universal',
});
const list = { mine: [server('1003')], all: [server('1001'), server('1003'), server('2001')] };

describe('server search', () => {
  it('matches server ids by prefix, ignoring case and spaces', () => {
    expect(matchesServerId(server('S1001'), ' s10 ')).toBe(true);
    expect(matchesServerId(server('1001'), '01')).toBe(false);
    expect(matchesServerId(server('1001'), '')).toBe(true);
  });

  it("lists the player's servers apart, only when signed in", () => {
    expect(serverSections(list, '', true).mine.map((s) => s.server_id)).toEqual(['1003']);
    expect(serverSections(list, '', false).mine).toEqual([]);
    expect(serverSections(list, '', false).all).toHaveLength(3);
  });

  it('narrows both lists to the search', () => {
    const found = serverSections(list, '100', true);
    expect(found.all.map((s) => s.server_id)).toEqual(['1001', '1003']);
    expect(serverSections(list, '2', true)).toEqual({ mine: [], all: [server('2001')] });
    expect(serverSections(undefined, '1', true)).toEqual({ mine: [], all: [] });
  });
});
