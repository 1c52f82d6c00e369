// Adyen's Drop-in (@adyen/adyen-web 6, sessions flow), loaded only when a player pays with an
// Adyen method: this module and its styles are their own chunk (load-drop-in.ts imports it
// dynamically), never part of the first page.
import { AdyenCheckout, Card, Dropin, type CoreConfiguration } from '@adyen/adyen-web';
import '@adyen/adyen-web/styles/adyen.css';
import {
  adyenEnvironment,
  adyenEnvironmentUrls,
  adyenLocale,
  type AdyenSession,
} from './adyen-options.ts';

export type AdyenOutcome = { ok: true } | { ok: false; reason: 'refused' | 'error' };

type Environment = NonNullable<CoreConfiguration['environment']>;

/** The core options of a session: environment, locale, and the emulator's URLs where it runs. */
function coreOptions(session: AdyenSession, language: string): CoreConfiguration {
  const urls = adyenEnvironmentUrls(session);
  return {
    session: {
      id: session.session_id,
      ...(session.session_data ? { sessionData: session.session_data } : {}),
    },
    clientKey: session.client_key,
    environment: adyenEnvironment(session) as Environment,
    locale: adyenLocale(language),
    ...(urls
      ? {
          _environmentUrls: urls,
          // The emulator has no device fingerprinting and keeps no analytics.
          analytics: { enabled: false },
          risk: { enabled: false },
        }
      : {}),
  };
}

/**
 * Mounts the Drop-in in `el`. A redirect method leaves the page (Adyen's redirect action);
 * a method that completes in place calls onCompleted or onFailed. Returns the unmount.
 */
export async function mountAdyenDropIn(
  el: HTMLElement,
  opts: {
    session: AdyenSession;
    language: string;
    onCompleted: () => void;
    onFailed: (outcome: AdyenOutcome) => void;
  },
): Promise<() => void> {
  const checkout = await AdyenCheckout({
    ...coreOptions(opts.session, opts.language),
    // resultCode Authorised, Pending or Received: the order system decides (SPEC §4 pending).
    onPaymentCompleted: () => opts.onCompleted(),
    // Refused, Cancelled, Error.
    onPaymentFailed: () => opts.onFailed({ ok: false, reason: 'refused' }),
    onError: (error) => {
      // The shopper closing a wallet's sheet is not a failure of the payment.
      if (error.name === 'CANCEL') return;
      console.error('adyen drop-in', error);
      opts.onFailed({ ok: false, reason: 'error' });
    },
  });
  const dropin = new Dropin(checkout, { paymentMethodComponents: [Card] }).mount(el);
  return () => dropin.unmount();
}

/**
 * Back from a redirect with `redirectResult`: submits it for the session (adyen-web keeps the
 * session's data from before the redirect) and says how the payment ended.
 */
export async function finishAdyenRedirect(opts: {
  session: AdyenSession;
  redirectResult: string;
  language: string;
}): Promise<AdyenOutcome> {
  return new Promise((resolve, reject) => {
    AdyenCheckout({
      ...coreOptions(opts.session, opts.language),
      onPaymentCompleted: () => resolve({ ok: true }),
      onPaymentFailed: () => resolve({ ok: false, reason: 'refused' }),
      onError: () => resolve({ ok: false, reason: 'error' }),
    })
      .then((checkout) =>
        checkout.submitDetails({ details: { redirectResult: opts.redirectResult } }),
      )
      .catch(reject);
  });
}
