import { describe, expect, it } from 'vitest';
import { logSerializers, maskText, maskUrl } from './log-redaction.ts';

describe('maskUrl', () => {
  it('masks every secret parameter, whatever its case, encoding or brackets, and keeps the rest', () => {
    expect(maskUrl('/util/login/get_user_info?client_id=11103&oauth_token=abc.def')).toBe(
      '/util/login/get_user_info?client_id=11103&oauth_token=***',
    );
    expect(
      maskUrl('/x?OAUTH_TOKEN=a&oauth%5Ftoken=b&oauth_token[]=c&replenish_id=d&card_info=e&code=f'),
    ).toBe(
      '/x?OAUTH_TOKEN=***&oauth%5Ftoken=***&oauth_token[]=***&replenish_id=***&card_info=***&code=***',
    );
    expect(maskUrl('/x?currency_code=USD&beta_key=k&password=p&token')).toBe(
      '/x?currency_code=USD&beta_key=***&password=***&token',
    );
    expect(maskUrl('/api/game/list?client_id=1')).toBe('/api/game/list?client_id=1');
    expect(maskUrl('/no-query')).toBe('/no-query');
  });
});

describe('maskText', () => {
  it('masks pairs in free text, bearer tokens and the parameters of a failed query', () => {
    const text =
      'Failed query: select * from cards where card_no = $1 and pwd_hash = $2\n' +
      'params: 9900010001,5f4dcc3b\nsent GET /x?oauth_token=t0k3n&currency_code=USD ' +
      'Authorization: Bearer s3cr3t';
    const masked = maskText(text);
    for (const secret of ['9900010001', '5f4dcc3b', 't0k3n', 's3cr3t']) {
      expect(masked).not.toContain(secret);
    }
    expect(masked).toContain('currency_code=USD');
    expect(masked).toContain('select * from cards');
  });
});

describe('the err serializer', () => {
  it('drops values carried by the error and its cause, keeps what tells what went wrong', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (card_no)=(9900010001) already exists.',
      constraint: 'cards_pkey',
    });
    const err = Object.assign(
      new Error('Failed query: insert into cards values ($1, $2)\nparams: 9900010001,pin1234', {
        cause,
      }),
      { query: 'insert into cards values ($1, $2)', params: ['9900010001', 'pin1234'] },
    );
    const out = logSerializers.err(err) as Record<string, unknown>;
    const text = JSON.stringify(out);
    expect(text).not.toContain('9900010001');
    expect(text).not.toContain('pin1234');
    expect(text).toContain('cards_pkey');
    expect(text).toContain('23505');
    expect(out.query).toBe('insert into cards values ($1, $2)');
  });
});
