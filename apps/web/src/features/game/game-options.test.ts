import { describe, expect, it } from 'vitest';
import type { GameData } from '@topup/contracts/catalog';
import { defaultPick, findPick, pickName, toGameOptions } from './game-options.ts';

const base = { logo: '', terms_url: null, privacy_url: null, is_select_game: false };
const sub = (id: string, flagged = false) => ({
  ...base,
  client_id: id,
  gp_id: Number(id),
  code: `s${id}`,
  name: `Sub ${id}`,
  is_select_game: flagged,
});
const game = (id: string, extra: Partial<GameData> = {}): GameData => ({
  ...base,
  client_id: id,
  gp_id: Number(id),
  code: `g${id}`,
  name: `Game ${id}`,
  area: 'universal',
  sub_game: {},
  ...extra,
});

describe('game list rules (SPEC §4)', () => {
  it('turns the sub_game map into a list keeping codeKey and the parent area', () => {
    const [g] = toGameOptions([
      game('10', { area: 'mea', sub_game: { east: sub('11'), west: sub('12') } }),
    ]);
    expect(g?.subGames.map((s) => [s.codeKey, s.clientId, s.area])).toEqual([
      ['east', '11', 'mea'],
      ['west', '12', 'mea'],
    ]);
  });

  it("keeps the publisher's key art when the server sends one (issue 29 item 9)", () => {
    const [withArt, without] = toGameOptions([
      game('1', { key_art: '/games/art/custom.png' }),
      game('2'),
    ]);
    expect(withArt?.keyArt).toBe('/games/art/custom.png');
    expect(without && 'keyArt' in without).toBe(false);
  });

  it('selects the flagged game, else the first', () => {
    const flagged = toGameOptions([game('1'), game('2', { is_select_game: true }), game('3')]);
    expect(defaultPick(flagged)?.game.clientId).toBe('2');
    expect(defaultPick(toGameOptions([game('1'), game('2')]))?.game.clientId).toBe('1');
    expect(defaultPick([])).toBeUndefined();
  });

  it('selects inside a game with sub-games the flagged sub-game, else the first', () => {
    const withFlag = toGameOptions([
      game('1', { is_select_game: true, sub_game: { a: sub('11'), b: sub('12', true) } }),
    ]);
    expect(defaultPick(withFlag)).toMatchObject({
      game: { clientId: '12' },
      parent: { clientId: '1' },
    });
    const noFlag = toGameOptions([game('1', { sub_game: { a: sub('11'), b: sub('12') } })]);
    expect(defaultPick(noFlag)?.game.clientId).toBe('11');
  });

  it('finds a game or a sub-game by client id; a parent id lands on its default sub-game', () => {
    const list = toGameOptions([
      game('1'),
      game('2', { sub_game: { a: sub('21'), b: sub('22', true) } }),
    ]);
    expect(findPick(list, '1')?.game.gpId).toBe(1);
    expect(findPick(list, '21')).toMatchObject({ game: { gpId: 21 }, parent: { clientId: '2' } });
    expect(findPick(list, '2')?.game.clientId).toBe('22');
    expect(findPick(list, 'nope')).toBeUndefined();
  });

  it('names a sub-game with its game', () => {
    const list = toGameOptions([game('2', { sub_game: { a: sub('21') } })]);
    expect(pickName(findPick(list, '21')!)).toBe('Game 2 · Sub 21');
    expect(pickName(findPick(toGameOptions([game('1')]), '1')!)).toBe('Game 1');
    const repeats = toGameOptions([
      game('3', { sub_game: { a: { ...sub('31'), name: 'Game 3 Classic' } } }),
    ]);
    expect(pickName(findPick(repeats, '31')!)).toBe('Game 3 Classic');
  });
});
