import { describe, expect, it } from 'vitest';
import { parseCredentials } from '../credentials-file.ts';
import { genericProtocolNote } from '../generic-providers.ts';
import { naverpayCredentials } from './credentials.ts';

// NaverPay is switched to test or live by the brand's entry in PAYMENT_CREDENTIALS_FILE, like
// every provider with its own protocol; its secret can come from the environment.
const check = {
  tenantIds: ['ko'],
  schemas: { naverpay: naverpayCredentials },
  emulatorAllowed: false,
  env: { NAVERPAY_SECRET_KO: 'ag_6AmbGBV' },
};

describe('NaverPay in the credentials file', () => {
  it('is no longer a generic provider', () => {
    expect(genericProtocolNote('naverpay')).toBeNull();
  });

  it('takes test and live entries, the secret from the environment', () => {
    const got = parseCredentials(
      {
        ko: {
          naverpay: {
            mode: 'live',
            clientId: 'u86j4ripEt8LRfPGzQ8',
            clientSecret: { env: 'NAVERPAY_SECRET_KO' },
            partnerId: 'np_ko12345',
          },
        },
      },
      check,
    );
    expect(got.get('ko')?.get('naverpay')).toMatchObject({
      mode: 'live',
      fields: {
        clientId: 'u86j4ripEt8LRfPGzQ8',
        clientSecret: 'ag_6AmbGBV',
        partnerId: 'np_ko12345',
      },
    });
  });

  it('names a missing or malformed field without echoing the secret', () => {
    expect(() =>
      parseCredentials(
        { ko: { naverpay: { mode: 'test', clientSecret: 'ag_6AmbGBV', partnerId: 'np ko' } } },
        check,
      ),
    ).toThrow(/ko\.naverpay\.clientId: required[\s\S]*ko\.naverpay\.partnerId: a partner id/);
    let message = '';
    try {
      parseCredentials({ ko: { naverpay: { mode: 'test', clientSecret: 'ag_6AmbGBV' } } }, check);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).not.toContain('ag_6AmbGBV');
  });
});
