import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  loadCredentialsFile,
  parseCredentials,
  type CredentialsCheck,
} from './credentials-file.ts';
import { merchantCredentials } from '../merchant-protocol/credentials.ts';

const hex = z.string().check(z.regex(/^[0-9a-f]+$/i, 'expected hex'));
const check: CredentialsCheck = {
  tenantIds: ['watt', 'ru'],
  schemas: {
    adyen: z.object({
      merchantAccount: z.string(),
      apiKey: z.string(),
      clientKey: z.string(),
      hmacKey: hex,
    }),
    codapay: z.object({ apiKey: z.string() }),
    funtap: merchantCredentials,
  },
  emulatorAllowed: true,
  env: { ADYEN_KEY_WATT: 'AQE-secret-from-env', EMPTY: ' ' },
};

const adyenLive = {
  mode: 'live',
  merchantAccount: 'WattGames',
  apiKey: { env: 'ADYEN_KEY_WATT' },
  clientKey: 'live_ABC',
  hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
};

describe('payment credentials file', () => {
  it('reads modes and fields, taking a referenced secret from the environment', () => {
    const got = parseCredentials(
      { watt: { adyen: adyenLive, codapay: { mode: 'test', apiKey: 'k' } }, ru: {} },
      check,
    );
    expect(got.get('watt')?.get('adyen')).toEqual({
      mode: 'live',
      fields: { ...adyenLive, mode: undefined, apiKey: 'AQE-secret-from-env' },
    });
    expect(got.get('watt')?.get('codapay')?.mode).toBe('test');
    expect(got.get('ru')?.size).toBe(0);
  });

  it('leaves an emulator entry without fields: the emulator generates them', () => {
    const got = parseCredentials({ watt: { adyen: {} } }, check);
    expect(got.get('watt')?.get('adyen')).toEqual({ mode: 'emulator', fields: {} });
  });

  it('lists every problem at once, one line each, never echoing a secret', () => {
    const bad = {
      nobody: {},
      watt: {
        adyen: { ...adyenLive, hmacKey: 'not-hex-secret', apiKey: { env: 'EMPTY' } },
        stripe: { mode: 'live' },
        funtap: { mode: 'live', merchantId: 'watt-1', apiUrl: 'http://pay.funtap.example/v1' },
        codapay: { mode: 'prod', apiKey: 'k' },
      },
      ru: { adyen: { ...adyenLive, hmacKey: 'not-hex-secret', clientKey: undefined } },
    };
    let message = '';
    try {
      parseCredentials(bad, check);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'PAYMENT_CREDENTIALS_FILE: nobody: no brand has this id',
      'PAYMENT_CREDENTIALS_FILE: watt.adyen.apiKey: environment variable EMPTY is unset',
      'PAYMENT_CREDENTIALS_FILE: watt.stripe: no provider has this key',
      'PAYMENT_CREDENTIALS_FILE: watt.funtap.secret: required',
      'PAYMENT_CREDENTIALS_FILE: watt.funtap.apiUrl: expected an https URL (no query, no user name or password)',
      'PAYMENT_CREDENTIALS_FILE: watt.codapay.mode: expected emulator, test or live',
      'PAYMENT_CREDENTIALS_FILE: ru.adyen.clientKey: required',
      'PAYMENT_CREDENTIALS_FILE: ru.adyen.hmacKey: expected hex',
    ]);
    expect(message).not.toContain('not-hex-secret');
  });

  it('refuses the emulator mode where the demo is off', () => {
    expect(() =>
      parseCredentials(
        { watt: { codapay: { apiKey: 'k' } } },
        { ...check, emulatorAllowed: false },
      ),
    ).toThrow(
      'PAYMENT_CREDENTIALS_FILE: watt.codapay.mode: emulator is demo-only, refused with NODE_ENV=production',
    );
  });

  describe('from a file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'credentials-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('reads a JSON file and says so when it is missing or not JSON', () => {
      const good = path.join(dir, 'good.json');
      writeFileSync(good, JSON.stringify({ watt: { codapay: { mode: 'live', apiKey: 'k' } } }));
      expect(loadCredentialsFile(good, check).get('watt')?.get('codapay')?.fields).toEqual({
        apiKey: 'k',
      });
      const broken = path.join(dir, 'broken.json');
      writeFileSync(broken, '{ "watt": ');
      expect(() => loadCredentialsFile(broken, check)).toThrow(
        /^PAYMENT_CREDENTIALS_FILE: not JSON/,
      );
      expect(() => loadCredentialsFile(path.join(dir, 'none.json'), check)).toThrow(
        /^PAYMENT_CREDENTIALS_FILE: cannot read /,
      );
    });
  });
});
