import { describe, expect, it } from 'vitest';
import type { GameOption } from './game-options.ts';
import { losesAnything, switchLosses } from './switch-losses.ts';

const game = (clientId: string, gpId: number): GameOption => ({
  clientId,
  gpId,
  code: clientId,
  name: clientId,
  logo: '',
  flagged: false,
  termsUrl: null,
  privacyUrl: null,
  area: 'kr',
  subGames: [],
});
const sameProduct = { game: game('13104', 301) };
const otherProduct = { game: game('13203', 302) };
const signedInOn =
  (...gps: number[]) =>
  (gp: number) =>
    gps.includes(gp);

describe('what a game switch loses', () => {
  it('nothing without a selection or a login (no question asked)', () => {
    const losses = switchLosses(otherProduct, { selection: {}, gpId: 301, signedIn: signedInOn() });
    expect(losses).toEqual({ selection: false, login: false });
    expect(losesAnything(losses)).toBe(false);
    const onlyGame = { clientId: '13103', gameName: 'Black Moon Online' };
    expect(
      switchLosses(otherProduct, { selection: onlyGame, gpId: 301, signedIn: signedInOn() }),
    ).toEqual({ selection: false, login: false });
  });

  it('the server, character or goods chosen for another game', () => {
    const selection = { clientId: '13103', server: { value: '1001', display: 'S1' } };
    expect(switchLosses(sameProduct, { selection, gpId: 301, signedIn: signedInOn() })).toEqual({
      selection: true,
      login: false,
    });
    const here = { ...selection, clientId: '13104' };
    expect(
      switchLosses(sameProduct, { selection: here, gpId: 301, signedIn: signedInOn() }).selection,
    ).toBe(false);
  });

  it('the login, when the other game product has none of its own', () => {
    const current = { selection: {}, gpId: 301 };
    expect(switchLosses(otherProduct, { ...current, signedIn: signedInOn(301) }).login).toBe(true);
    expect(switchLosses(sameProduct, { ...current, signedIn: signedInOn(301) }).login).toBe(false);
    expect(switchLosses(otherProduct, { ...current, signedIn: signedInOn(301, 302) }).login).toBe(
      false,
    );
    expect(switchLosses(otherProduct, { ...current, signedIn: signedInOn(302) }).login).toBe(false);
  });
});
