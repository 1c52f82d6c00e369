import type { PayResponse } from '@topup/contracts/payments';

// The options of @adyen/adyen-web's AdyenCheckout for a session the pay answer carried (no import
// of adyen-web here: this file is in the main bundle, the component is not).

export type AdyenSession = NonNullable<PayResponse['drop_in']>;

/** adyen-web's `_environmentUrls`: where its API, analytics and CDN calls go. */
export type AdyenEnvironmentUrls = {
  api: string;
  analytics: string;
  cdn: { images: string; translations: string };
};

/** A provider's component that the app bundles (no script URL): Adyen's Drop-in. */
export const isAdyenDropIn = (dropIn: AdyenSession) => dropIn.provider === 'adyen';

/**
 * adyen-web's `environment`: the brand's (test, live, live-us…); against the emulator, the one
 * its client key was issued for (adyen-web refuses a test_ key anywhere but a test API URL).
 */
export function adyenEnvironment(dropIn: AdyenSession): string {
  if (dropIn.environment && dropIn.environment !== 'emulator') return dropIn.environment;
  return dropIn.client_key.startsWith('live_') ? 'live' : 'test';
}

/**
 * Against the emulator every call of the Drop-in goes to the emulator's root on the shop's own
 * origin (the emulator's client API, analytics stand-in, logos and translations): nothing reaches
 * Adyen. Null for test and live, where adyen-web uses Adyen's own hosts for its environment.
 */
export function adyenEnvironmentUrls(dropIn: AdyenSession): AdyenEnvironmentUrls | null {
  if (!dropIn.emulator_url) return null;
  const root = dropIn.emulator_url.endsWith('/') ? dropIn.emulator_url : `${dropIn.emulator_url}/`;
  return {
    api: `${root}checkoutshopper/${adyenEnvironment(dropIn)}/`,
    analytics: `${root}checkoutanalytics/`,
    cdn: { images: `${root}checkoutshopper/`, translations: `${root}checkoutshopper/` },
  };
}

/** Our page language (en, zh-cn…) as adyen-web's shopper locale (en-US, zh-CN…). */
export function adyenLocale(language: string): string {
  const known: Record<string, string> = {
    en: 'en-US',
    de: 'de-DE',
    es: 'es-ES',
    fr: 'fr-FR',
    it: 'it-IT',
    ja: 'ja-JP',
    ko: 'ko-KR',
    pl: 'pl-PL',
    pt: 'pt-BR',
    ru: 'ru-RU',
    'zh-cn': 'zh-CN',
    'zh-tw': 'zh-TW',
    ar: 'ar',
  };
  return known[language.toLowerCase()] ?? 'en-US';
}
