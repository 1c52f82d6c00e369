import { beforeEach, describe, expect, it } from 'vitest';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { clearStoredGame, setGameInfo } from '../../shared/storage/game-info.ts';
import { setItem } from '../../shared/storage/storage.ts';
import {
  currentGame,
  gameContextFor,
  resolveArea,
  resolveClientId,
  resolveGame,
} from './current-game.ts';
import { toGameOptions } from './game-options.ts';

const tenant = {
  areas: ['universal', 'mea'],
  readsUtm: false,
  games: [
    { code: 'a', name: 'A', gpId: 1, clients: { web: { clientId: 'w1', area: 'universal' } } },
    {
      code: 'b',
      name: 'B',
      gpId: 2,
      clients: { web: { clientId: 'w2', area: 'mea' }, ios: { clientId: 'i2', area: 'mea' } },
    },
  ],
} as unknown as Tenant;

describe('current game', () => {
  beforeEach(() => localStorage.clear());

  it('finds a game by any platform client id and falls back to the first game', () => {
    expect(resolveGame(tenant, 'i2').gpId).toBe(2);
    expect(resolveGame(tenant, 'nope').gpId).toBe(1);
    expect(resolveClientId(tenant, 'i2')).toBe('i2');
    expect(resolveClientId(tenant, 'nope')).toBe('w1');
    expect(resolveClientId(tenant, undefined)).toBe('w1');
  });

  it('takes the area from domain_area, then storage, ignoring areas the tenant lacks', () => {
    expect(resolveArea(tenant, 'mea')).toBe('mea');
    expect(resolveArea(tenant, 'kr')).toBeUndefined();
    setItem('payment_domain_area', 'universal');
    expect(resolveArea(tenant, undefined)).toBe('universal');
  });

  it('without a game link or selection, returns to the game selected last (gameInfo)', () => {
    setGameInfo({ clientId: 'w2', gpId: 2, name: 'B' });
    expect(gameContextFor(tenant, '', null, {}).game.gpId).toBe(2);
    // -3001 forgets it: the first game again.
    clearStoredGame();
    expect(gameContextFor(tenant, '', null, {}).game.gpId).toBe(1);
  });

  it('reads the SDK view flag', () => {
    expect(gameContextFor(tenant, '?visit=sdk&client_id=w2')).toMatchObject({
      sdk: true,
      clientId: 'w2',
    });
  });
});

describe('current game from the server list', () => {
  beforeEach(() => localStorage.clear());

  const list = toGameOptions([
    {
      client_id: 'w1',
      gp_id: 1,
      code: 'a',
      name: 'A',
      logo: '',
      is_select_game: false,
      terms_url: null,
      privacy_url: null,
      area: 'universal',
      sub_game: {},
    },
    {
      client_id: 'w2',
      gp_id: 2,
      code: 'b',
      name: 'B',
      logo: '',
      is_select_game: true,
      terms_url: null,
      privacy_url: null,
      area: 'mea',
      sub_game: {
        east: {
          client_id: 'sub-east',
          gp_id: 21,
          code: 'be',
          name: 'East',
          logo: '',
          is_select_game: false,
          terms_url: null,
          privacy_url: null,
        },
      },
    },
  ]);

  it('resolves a sub-game client id (unknown to the tenant config) with its gp_id', () => {
    const ctx = gameContextFor(tenant, '?client_id=sub-east&domain_area=mea', list, {});
    expect(ctx.game).toMatchObject({
      clientId: 'sub-east',
      gpId: 21,
      name: 'B · East',
      confirmed: true,
    });
    expect(ctx.clientId).toBe('sub-east');
    expect(ctx.area).toBe('mea');
  });

  it('picks the flagged game (its first sub-game) when nothing names one', () => {
    expect(gameContextFor(tenant, '', list, {}).game.clientId).toBe('sub-east');
    expect(gameContextFor(tenant, '?client_id=gone', list, {}).game.gpId).toBe(21);
  });

  it('returns to the game of the stored selection when the URL names none', () => {
    expect(gameContextFor(tenant, '', list, { clientId: 'w1' }).game.gpId).toBe(1);
    expect(gameContextFor(tenant, '?client_id=w1', list, { clientId: 'w2' }).game.gpId).toBe(1);
  });

  it("a list asked for the iPhone's ids still finds the game a web link names, by its code", () => {
    // getGameListV2 with platform=ios lists game a under its ios id (SPEC §7 platform).
    const onIos = list.map((g) => (g.code === 'a' ? { ...g, clientId: 'i1' } : g));
    const ios = {
      ...tenant,
      games: [
        {
          ...tenant.games[0]!,
          clients: {
            web: { clientId: 'w1', area: 'universal' },
            ios: { clientId: 'i1', area: 'universal' },
          },
        },
        tenant.games[1]!,
      ],
    } as Tenant;
    expect(gameContextFor(ios, '?client_id=w1', onIos, {}).game).toMatchObject({
      clientId: 'i1',
      gpId: 1,
      confirmed: true,
    });
  });

  it('guesses from the tenant config, then the stored selection, before the list loads', () => {
    expect(currentGame(tenant, 'i2', null, {})).toMatchObject({ gpId: 2, confirmed: false });
    expect(
      currentGame(tenant, 'sub-east', null, {
        clientId: 'sub-east',
        gameProductId: 21,
        gameName: 'B · East',
      }),
    ).toMatchObject({ clientId: 'sub-east', gpId: 21, confirmed: false });
    // An id nobody knows yet is not sent to the server before the list vouches for it.
    expect(currentGame(tenant, 'sub-east', null, {})).toMatchObject({ clientId: 'w1', gpId: 1 });
  });

  it('applies the ssgame client_id rule to the area', () => {
    const ss = { ...tenant, id: 'ssgame', areaFromClientId: true } as Tenant;
    expect(gameContextFor(ss, '?client_id=i2', null, {}).area).toBe('mea');
    expect(resolveArea(ss, undefined, 'w1')).toBe('universal');
  });
});
