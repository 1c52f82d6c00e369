import { describe, expect, it } from 'vitest';
import type { OrderSelection } from '../../shared/storage/order-selection.ts';
import type { CurrentGame } from './current-game.ts';
import { rebaseSelection, restoredPicks } from './selection-rules.ts';

const stored: OrderSelection = {
  gameName: 'Voltage Arena',
  clientId: '11103',
  gameProductId: 101,
  area: { display: 'Global', value: 'universal' },
  server: { display: 'Ember Peak', value: 's1' },
  realServer: 's1',
  role: { display: 'Kira', value: 'r1' },
  goods: { display: '60 Gems', value: 'p60' },
};
const game = (over: Partial<CurrentGame> = {}): CurrentGame => ({
  clientId: '11103',
  gpId: 101,
  name: 'Voltage Arena',
  confirmed: true,
  ...over,
});
const global = { value: 'universal' as const, display: 'Global' };

describe('restoring the order selection', () => {
  it('restores server, role and goods for the same client and area', () => {
    expect(restoredPicks(stored, '11103', 'universal')).toEqual({
      server: stored.server,
      realServer: 's1',
      role: stored.role,
      goods: stored.goods,
    });
  });

  it('restores nothing for another client or another area', () => {
    expect(restoredPicks(stored, '11203', 'universal')).toEqual({});
    expect(restoredPicks(stored, '11103', 'mea')).toEqual({});
    expect(restoredPicks({}, '11103', 'universal')).toEqual({});
  });
});

describe('rebasing the selection on the page', () => {
  it('keeps the very same selection when nothing changed', () => {
    expect(rebaseSelection(stored, game(), global)).toBe(stored);
  });

  it('updates game fields and keeps the picks when only names changed', () => {
    const next = rebaseSelection(stored, game({ name: 'Voltage Arena · East' }), {
      ...global,
      display: 'Mundial',
    });
    expect(next).toMatchObject({ gameName: 'Voltage Arena · East', role: stored.role });
    expect(next.area).toEqual({ value: 'universal', display: 'Mundial' });
  });

  it('starts over for another client or area', () => {
    const fresh = {
      gameName: 'Spark Legends',
      clientId: '11203',
      gameProductId: 102,
      area: global,
    };
    expect(
      rebaseSelection(
        stored,
        game({ clientId: '11203', gpId: 102, name: 'Spark Legends' }),
        global,
      ),
    ).toEqual(fresh);
    expect(rebaseSelection(stored, game(), { value: 'mea', display: 'Middle East' })).toEqual({
      gameName: 'Voltage Arena',
      clientId: '11103',
      gameProductId: 101,
      area: { value: 'mea', display: 'Middle East' },
    });
  });
});
