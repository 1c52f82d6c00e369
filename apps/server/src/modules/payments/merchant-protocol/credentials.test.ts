import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { parseCredentials, type CredentialsCheck } from '../providers/credentials-file.ts';
import { createBrandProtocols } from '../providers/brand-protocols.ts';
import { createProtocolSet } from '../providers/protocol-set.ts';

// The five providers on Topup merchant protocol v1 are configured like every other provider:
// PAYMENT_CREDENTIALS_FILE, mode test or live, the provider's URL, merchant id and secret (from
// the environment), checked at start with one line per problem and no secret echoed.

const protocols = createProtocolSet({ emulatorBase: 'http://127.0.0.1:8080' });
// The protocols whose endpoints come with the brand's credentials: v1's.
const merchantProviderKeys = Object.values(protocols)
  .filter((p) => p.endpointsFor)
  .map((p) => p.key)
  .sort();
const schemas = Object.fromEntries(
  Object.values(protocols).map((p) => [p.key, p.credentials as z.ZodMiniType]),
);
const secret = 'merchant-v1-secret-from-env-0123456789abcdef';
const check = (over: Partial<CredentialsCheck> = {}): CredentialsCheck => ({
  tenantIds: ['watt'],
  schemas,
  emulatorAllowed: true,
  env: { FUNTAP_SECRET_WATT: secret, SHORT: 'too-short' },
  ...over,
});
const problems = (json: unknown, over: Partial<CredentialsCheck> = {}) => {
  try {
    parseCredentials(json, check(over));
    return [];
  } catch (err) {
    return (err as Error).message.split('\n');
  }
};

describe('merchant protocol v1 configuration', () => {
  it('has a protocol (test and live modes) for each of the five providers', () => {
    expect(merchantProviderKeys).toEqual([
      'funtap',
      'pingpong',
      'platform',
      'travellet',
      'welcome',
    ]);
    for (const key of merchantProviderKeys) expect(protocols[key]?.key).toBe(key);
  });

  it('takes a live account: its URL, merchant id and the secret from the environment', () => {
    const credentials = parseCredentials(
      {
        watt: {
          funtap: {
            mode: 'live',
            merchantId: 'watt-01',
            secret: { env: 'FUNTAP_SECRET_WATT' },
            apiUrl: 'https://merchant-api.funtap.example/topup/',
            pageOrigins: ['https://pay.funtap.example'],
          },
        },
      },
      check(),
    );
    const brands = createBrandProtocols({
      credentials,
      protocols,
      transport: () => Promise.reject(new Error('no calls here')),
      now: () => new Date(),
    });
    const brand = brands.get('watt', 'funtap');
    expect(brand?.mode).toBe('live');
    expect(brand?.io.endpoints).toEqual({
      api: 'https://merchant-api.funtap.example/topup',
      pageOrigins: ['https://pay.funtap.example'],
    });
    expect(brand?.io.credentials).toMatchObject({ merchantId: 'watt-01', secret });
    // Without pageOrigins the hosted pages are taken to be on the API's origin.
    const test = createBrandProtocols({
      credentials: parseCredentials(
        {
          watt: {
            welcome: {
              mode: 'test',
              merchantId: 'm',
              secret,
              apiUrl: 'https://sandbox.welcome.example/v1',
            },
          },
        },
        check(),
      ),
      protocols,
      transport: () => Promise.reject(new Error('no calls here')),
      now: () => new Date(),
    }).get('watt', 'welcome');
    expect(test?.io.endpoints.pageOrigins).toEqual(['https://sandbox.welcome.example']);
  });

  it('stops the start when a live account lacks its secret, or the secret is unset or short', () => {
    expect(
      problems({
        watt: { pingpong: { mode: 'live', merchantId: 'm', apiUrl: 'https://a.example' } },
      }),
    ).toEqual(['PAYMENT_CREDENTIALS_FILE: watt.pingpong.secret: required']);
    expect(
      problems({
        watt: {
          pingpong: {
            mode: 'live',
            merchantId: 'm',
            apiUrl: 'https://a.example',
            secret: { env: 'PINGPONG_SECRET_WATT' },
          },
        },
      }),
    ).toEqual([
      'PAYMENT_CREDENTIALS_FILE: watt.pingpong.secret: environment variable PINGPONG_SECRET_WATT is unset',
    ]);
    const short = problems({
      watt: {
        travellet: {
          mode: 'live',
          merchantId: 'm',
          apiUrl: 'https://a.example',
          secret: { env: 'SHORT' },
        },
      },
    });
    expect(short).toEqual([
      'PAYMENT_CREDENTIALS_FILE: watt.travellet.secret: at least 32 characters',
    ]);
    expect(short.join()).not.toContain('too-short');
  });

  it('refuses a URL that is not https (but for the loopback) or carries a password', () => {
    const url = (apiUrl: string) =>
      problems({ watt: { platform: { mode: 'test', merchantId: 'm', secret, apiUrl } } });
    expect(url('http://api.platform.example')).toHaveLength(1);
    expect(url('https://user:pw@api.platform.example')).toHaveLength(1);
    expect(url('http://127.0.0.1:9000/v1')).toEqual([]);
    expect(url('https://api.platform.example/v1')).toEqual([]);
  });

  it('refuses the emulator (sandbox) mode in production', () => {
    expect(
      problems({ watt: { funtap: { mode: 'emulator' } } }, { emulatorAllowed: false }),
    ).toEqual([
      'PAYMENT_CREDENTIALS_FILE: watt.funtap.mode: emulator is demo-only, refused with NODE_ENV=production',
    ]);
  });
});
