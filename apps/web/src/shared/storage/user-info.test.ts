import { beforeEach, describe, expect, it } from 'vitest';
import { getItem, setItem } from './storage.ts';
import { clearUserInfo, getUserInfo, setUserInfo } from './user-info.ts';

const alice = { username: 'alice', suid: '11', oauth_token: 'tok-a', gp_id: 7 };
const bob = { username: 'bob', suid: 22, oauth_token: 'tok-b' };

beforeEach(() => localStorage.clear());

describe('user info', () => {
  it('keeps one record per game product', () => {
    setUserInfo(7, alice);
    setUserInfo('8', bob);
    expect(getUserInfo(7)).toEqual(alice);
    expect(getUserInfo(8)).toEqual({ ...bob, suid: '22', gp_id: 8 });
    expect(getUserInfo(9)).toBeNull();
  });

  it('SPEC §3 oauth_token holds the token of the last login; logging out of that game drops it', () => {
    setUserInfo(7, alice);
    expect(getItem('oauth_token')).toBe('tok-a');
    setUserInfo(8, bob);
    expect(getItem('oauth_token')).toBe('tok-b');
    // Another game's logout leaves the current token alone.
    clearUserInfo(7);
    expect(getItem('oauth_token')).toBe('tok-b');
    clearUserInfo(8);
    expect(getItem('oauth_token')).toBeNull();
  });

  it('clears only the given game product', () => {
    setUserInfo(7, alice);
    setUserInfo(8, bob);
    clearUserInfo(7);
    expect(getUserInfo(7)).toBeNull();
    expect(getUserInfo(8)?.username).toBe('bob');
  });

  it('migrates the older single record into the map once and removes it', () => {
    setItem('paymentUserinfo', { ...alice, gp_id: '7' });
    expect(getUserInfo(7)).toEqual(alice);
    expect(localStorage.getItem('paymentUserinfo')).toBeNull();
    expect(getItem<Record<string, unknown>>('userMap')).toEqual({ 7: alice });
  });

  it('does not let the older record override a newer one', () => {
    setUserInfo(7, { ...alice, username: 'new' });
    setItem('paymentUserinfo', alice);
    expect(getUserInfo(7)?.username).toBe('new');
    expect(localStorage.getItem('paymentUserinfo')).toBeNull();
  });

  it('ignores a broken entry without losing the others', () => {
    setItem('userMap', { 7: alice, 8: { username: 'x' } });
    expect(getUserInfo(7)).toEqual(alice);
    expect(getUserInfo(8)).toBeNull();
  });

  it('uses betaUserInfo in super mode and leaves the player record alone', () => {
    setUserInfo(7, alice);
    setItem('betaAccountKey', 'key-1');
    expect(getUserInfo(7)).toBeNull();
    setUserInfo(7, { username: 'tester', suid: '99', oauth_token: 'tok-t' });
    expect(getUserInfo(7)?.username).toBe('tester');
    expect(getItem<Record<string, { username: string }>>('userMap')?.[7]?.username).toBe('alice');
    clearUserInfo(7);
    expect(getUserInfo(7)).toBeNull();
    setItem('betaAccountKey', null);
    expect(getUserInfo(7)).toEqual(alice);
  });
});
