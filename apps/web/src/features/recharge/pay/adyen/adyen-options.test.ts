import { describe, expect, it } from 'vitest';
import { adyenEnvironment, adyenEnvironmentUrls, adyenLocale } from './adyen-options.ts';

const session = {
  provider: 'adyen',
  session_id: 'CS0123456789ABCDEF',
  client_key: 'test_ABC',
  script_url: '',
  session_data: 'Ab02b4c0!x',
};

describe('adyen-web options for a session', () => {
  it('points every Drop-in call at the emulator on the shop origin in emulator mode', () => {
    const emulated = {
      ...session,
      environment: 'emulator',
      emulator_url: 'https://pay.watt-games.example/emulator/adyen/',
    };
    expect(adyenEnvironment(emulated)).toBe('test');
    expect(adyenEnvironmentUrls(emulated)).toEqual({
      // adyen-web refuses a test_ key unless the API URL contains "test".
      api: 'https://pay.watt-games.example/emulator/adyen/checkoutshopper/test/',
      analytics: 'https://pay.watt-games.example/emulator/adyen/checkoutanalytics/',
      cdn: {
        images: 'https://pay.watt-games.example/emulator/adyen/checkoutshopper/',
        translations: 'https://pay.watt-games.example/emulator/adyen/checkoutshopper/',
      },
    });
    expect(adyenEnvironment({ ...emulated, client_key: 'live_XYZ' })).toBe('live');
  });

  it("leaves Adyen's own hosts to adyen-web in test and live", () => {
    expect(adyenEnvironment({ ...session, environment: 'test' })).toBe('test');
    expect(adyenEnvironment({ ...session, environment: 'live-us' })).toBe('live-us');
    expect(adyenEnvironmentUrls({ ...session, environment: 'live' })).toBeNull();
  });

  it("speaks the page's language to the Drop-in", () => {
    expect(adyenLocale('ja')).toBe('ja-JP');
    expect(adyenLocale('zh-tw')).toBe('zh-TW');
    expect(adyenLocale('th')).toBe('en-US');
  });
});
