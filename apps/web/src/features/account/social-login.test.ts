import { afterEach, describe, expect, it } from 'vitest';
import { finishBody, takeSocialReturn } from './social-login.ts';

const pending = (method: string) => ({
  method,
  clientId: '11103',
  state: 'S'.repeat(43),
  returnTo: 'http://localhost:3000/selectGoods',
});

afterEach(() => sessionStorage.clear());

describe('what a provider sent back', () => {
  it('becomes the finishing call of each method', () => {
    const q = (s: string) => new URLSearchParams(s);
    const ret = `${window.location.origin}/oauth-return.html`;
    expect(finishBody(pending('google') as never, q('code=c1&state=st'), q(''))).toEqual({
      client_id: '11103',
      authorization_code: 'c1',
      state: 'st',
      redirect_uri: ret,
    });
    expect(finishBody(pending('facebook') as never, q(''), q('access_token=EA&state=st'))).toEqual({
      client_id: '11103',
      fb_access_token: 'EA',
      state: 'st',
    });
    expect(
      finishBody(pending('vk') as never, q('code=c&device_id=d&state=st'), q('')),
    ).toMatchObject({ authorization_code: 'c', device_id: 'd', state: 'st' });
    expect(
      finishBody(pending('twitter') as never, q('oauth_token=t&oauth_verifier=v'), q('')),
    ).toEqual({ client_id: '11103', oauth_token: 't', oauth_verifier: 'v' });
    // The player cancelled at the provider: nothing to send.
    expect(finishBody(pending('google') as never, q('error=access_denied'), q(''))).toBeNull();
  });

  it('is taken once', () => {
    sessionStorage.setItem('topup_social_pending', JSON.stringify(pending('apple')));
    sessionStorage.setItem(
      'topup_social_return',
      JSON.stringify({ query: `code=c&state=${'S'.repeat(43)}` }),
    );
    expect(takeSocialReturn()).toMatchObject({ kind: 'finish', method: 'apple' });
    expect(takeSocialReturn()).toEqual({ kind: 'none' });
    sessionStorage.setItem('topup_social_pending', JSON.stringify(pending('apple')));
    sessionStorage.setItem('topup_social_return', JSON.stringify({ query: 'error=x' }));
    expect(takeSocialReturn()).toEqual({ kind: 'cancelled', method: 'apple' });
  });

  it("is only this tab's flow: another state (or X token) comes back 'foreign'", () => {
    const back = (method: string, ret: { query?: string; hash?: string }) => {
      sessionStorage.setItem('topup_social_pending', JSON.stringify(pending(method)));
      sessionStorage.setItem('topup_social_return', JSON.stringify(ret));
      return takeSocialReturn();
    };
    const mine = 'S'.repeat(43);
    const theirs = 'A'.repeat(43);
    for (const method of ['google', 'apple', 'huawei']) {
      expect(back(method, { query: `code=c&state=${theirs}` })).toEqual({
        kind: 'foreign',
        method,
      });
      expect(back(method, { query: 'code=c' })).toEqual({ kind: 'foreign', method });
      expect(back(method, { query: `code=c&state=${mine}` })).toMatchObject({ kind: 'finish' });
    }
    expect(back('vk', { query: `code=c&device_id=d&state=${theirs}` })).toEqual({
      kind: 'foreign',
      method: 'vk',
    });
    expect(back('facebook', { hash: `access_token=EA&state=${theirs}` })).toEqual({
      kind: 'foreign',
      method: 'facebook',
    });
    expect(back('facebook', { hash: `access_token=EA&state=${mine}` })).toMatchObject({
      kind: 'finish',
    });
    expect(back('twitter', { query: `oauth_token=${theirs}&oauth_verifier=v` })).toEqual({
      kind: 'foreign',
      method: 'twitter',
    });
    expect(back('twitter', { query: `oauth_token=${mine}&oauth_verifier=v` })).toMatchObject({
      kind: 'finish',
    });
  });
});
