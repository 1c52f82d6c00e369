import { beforeEach, describe, expect, it } from 'vitest';
import { getItem, setItem } from '../../shared/storage/storage.ts';
import { clearUserInfo, getUserInfo, setUserInfo } from '../../shared/storage/user-info.ts';
import { applyBetaModeFromQuery, isBetaMode } from './beta-mode.ts';

const player = { username: 'player', suid: 1, oauth_token: 'tok-player' };
const tester = { username: 'tester', suid: 9, oauth_token: 'tok-tester' };

beforeEach(() => localStorage.clear());

describe('beta mode', () => {
  it('is entered with ?beta_key and keeps its login apart from userMap', () => {
    setUserInfo(7, player);
    expect(applyBetaModeFromQuery('?beta_key=qa-team')).toBe('entered');
    expect(isBetaMode()).toBe(true);
    setUserInfo(7, tester);
    expect(getUserInfo(7)?.username).toBe('tester');
    expect(getItem<{ username: string }>('betaUserInfo')?.username).toBe('tester');
    expect(getItem<Record<string, { username: string }>>('userMap')?.[7]?.username).toBe('player');
    clearUserInfo(7);
    expect(getItem('betaUserInfo')).toBeNull();
    expect(getItem<Record<string, unknown>>('userMap')?.[7]).toBeDefined();
  });

  it('is stored with the betaAccountKey lifetime of 30 days', () => {
    applyBetaModeFromQuery('?beta_key=qa-team');
    const raw = JSON.parse(localStorage.getItem('betaAccountKey')!) as { expires: number };
    const days = (raw.expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('is left with ?beta_key=off, dropping the beta login and restoring the player', () => {
    setUserInfo(7, player);
    applyBetaModeFromQuery('?beta_key=qa-team');
    setUserInfo(7, tester);
    expect(applyBetaModeFromQuery('?beta_key=off')).toBe('left');
    expect(isBetaMode()).toBe(false);
    expect(getItem('betaUserInfo')).toBeNull();
    expect(getUserInfo(7)?.username).toBe('player');
  });

  it('forgets the previous beta login when another key arrives, and ignores bad keys', () => {
    applyBetaModeFromQuery('?beta_key=qa-team');
    setUserInfo(7, tester);
    expect(applyBetaModeFromQuery('?beta_key=qa-team')).toBe('unchanged');
    expect(getUserInfo(7)?.username).toBe('tester');
    expect(applyBetaModeFromQuery('?beta_key=<x>')).toBe('unchanged');
    expect(applyBetaModeFromQuery('?beta_key=qa-other')).toBe('entered');
    expect(getUserInfo(7)).toBeNull();
    setItem('betaAccountKey', null);
    expect(applyBetaModeFromQuery('')).toBe('unchanged');
    expect(isBetaMode()).toBe(false);
  });
});
