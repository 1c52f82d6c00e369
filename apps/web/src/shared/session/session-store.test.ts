import { beforeEach, describe, expect, it } from 'vitest';
import { getUserInfo, setUserInfo } from '../storage/user-info.ts';
import { signOut } from './session-store.ts';

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('signOut forgets only the given game product', () => {
    setUserInfo(1, { username: 'ann', suid: 7, oauth_token: 't1' });
    setUserInfo(2, { username: 'bob', suid: 8, oauth_token: 't2' });
    signOut(1);
    expect(getUserInfo(1)).toBeNull();
    expect(getUserInfo(2)?.username).toBe('bob');
  });
});
