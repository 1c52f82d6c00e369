import { describe, expect, it } from 'vitest';
import { isSecretParam, maskSecretPairs, stripSecretParams } from './secret-params.ts';

describe('secret parameters', () => {
  it('knows them however a parser would read the name', () => {
    for (const name of [
      'oauth_token',
      'OAUTH_TOKEN',
      'oauth%5Ftoken',
      'oauth_token[]',
      'card_info',
    ]) {
      expect(isSecretParam(name)).toBe(true);
    }
    for (const name of ['client_id', 'currency_code', 'idfv', 'spec_lang', 'token_type_x']) {
      expect(isSecretParam(name)).toBe(false);
    }
  });

  it('drops them (or masks them) from paths and absolute URLs, with the #fragment', () => {
    expect(stripSecretParams('/api/x?client_id=1&oauth_token=t&spec_lang=en')).toBe(
      '/api/x?client_id=1&spec_lang=en',
    );
    expect(
      stripSecretParams('https://a.example/p?oauth_token=t&replenish_id=r#access_token=t'),
    ).toBe('https://a.example/p');
    expect(stripSecretParams('/api/x?oauth_token=t&beta_key=b', 'mask')).toBe(
      '/api/x?oauth_token=***&beta_key=***',
    );
    expect(stripSecretParams('/plain')).toBe('/plain');
  });

  it('masks name=value pairs in free text, not names that merely end like one', () => {
    expect(maskSecretPairs('GET /x?oauth_token=abc&currency_code=USD failed')).toBe(
      'GET /x?oauth_token=***&currency_code=USD failed',
    );
  });
});
