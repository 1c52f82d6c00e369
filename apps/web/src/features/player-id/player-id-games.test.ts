import { describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import { playerIdGames } from './player-id-games.ts';

const tenants = loadTenants();
const byId = (id: string) => tenants.find((t) => t.id === id)!;

describe('playerIdGames', () => {
  it('lists only the games the brand file switches on, with the server asked where it says so', () => {
    expect(playerIdGames(byId('watt'))).toEqual([
      {
        clientId: '11103',
        name: 'Voltage Arena',
        logo: '/games/voltage-arena.svg',
        area: 'universal',
        askServer: true,
      },
    ]);
    expect(playerIdGames(byId('ko')).map((g) => [g.clientId, g.askServer])).toEqual([
      ['13103', false],
    ]);
  });

  it('is off everywhere else (off by default)', () => {
    const on = tenants.filter((t) => playerIdGames(t).length > 0).map((t) => t.id);
    expect(on.sort()).toEqual(['ko', 'watt']);
  });
});
