import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayResponse } from '@topup/contracts/payments';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { showToast } from '../../../shared/ui/toast-store.ts';
import { isAdyenDropIn } from '../pay/adyen/adyen-options.ts';
import { rememberAdyenSession } from '../pay/adyen/adyen-return.ts';
import { loadAdyenDropIn, loadDropIn, unmountOf } from '../pay/load-drop-in.ts';

type DropIn = NonNullable<PayResponse['drop_in']>;
type DropInMountProps = {
  dropIn: DropIn;
  onSuccess: () => void;
  /** The payment ended without success (the player has been told why); that order is finished. */
  onEnded: () => void;
};
type Callbacks = { onSuccess: () => void; onEnded: () => void };
type Mounted = Promise<() => void>;

/** The provider's payment component, loaded when the player pays with a drop-in method. */
export function DropInMount({ dropIn, onSuccess, onEnded }: DropInMountProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The component keeps its callbacks for its lifetime; these refs always reach the latest ones.
  const callbacks = useRef<Callbacks>({ onSuccess, onEnded });
  useEffect(() => {
    callbacks.current = { onSuccess, onEnded };
  });
  const adyen = isAdyenDropIn(dropIn);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let cleanup: (() => void) | null = null;
    let cancelled = false;
    const ended = (declined: boolean) => {
      showToast(t(declined ? 'dropIn.declined' : 'dropIn.failed'), { tone: 'error' });
      callbacks.current.onEnded();
    };
    const mounted: Mounted = adyen
      ? mountAdyen(el, dropIn, callbacks, () => ended(false))
      : mountSandbox(el, dropIn, callbacks, t, ended);
    mounted
      .then((unmount) => {
        if (cancelled) return unmount();
        cleanup = unmount;
        // The form appears below the methods: bring it into view.
        el.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
      })
      .catch((error: unknown) => {
        console.error('drop-in failed to load', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      cleanup?.();
      el.replaceChildren();
    };
    // One component per session: a new pay answer mounts a new one.
  }, [dropIn, adyen, t]);

  return (
    <section className="drop-in" aria-label={t(adyen ? 'dropIn.providerTitle' : 'dropIn.title')}>
      <div ref={host} className="drop-in__host" />
      {failed && (
        <p className="drop-in__error" role="alert">
          {t('dropIn.loadFailed')}
        </p>
      )}
    </section>
  );
}

/** Adyen's Drop-in with the session of the pay answer (issue 14). */
async function mountAdyen(
  el: HTMLElement,
  dropIn: DropIn,
  callbacks: { current: Callbacks },
  onFailed: () => void,
): Mounted {
  const { mountAdyenDropIn } = await loadAdyenDropIn();
  // A redirect method leaves this page; coming back, the result page finishes the session.
  rememberAdyenSession(dropIn);
  return mountAdyenDropIn(el, {
    session: dropIn,
    language: currentLanguage(),
    onCompleted: () => callbacks.current.onSuccess(),
    onFailed,
  });
}

/** The sandbox's component: a module at the URL the server named. */
async function mountSandbox(
  el: HTMLElement,
  dropIn: DropIn,
  callbacks: { current: Callbacks },
  t: (key: string) => string,
  ended: (declined: boolean) => void,
): Mounted {
  const mod = await loadDropIn(dropIn.script_url);
  // The component's own texts in the page language; it keeps defaults for any left out.
  const labels = {
    title: t('dropIn.title'),
    number: t('dropIn.cardNumber'),
    expiry: t('dropIn.expiry'),
    cvc: t('dropIn.cvc'),
    holder: t('dropIn.holder'),
    pay: t('dropIn.pay'),
    paying: t('dropIn.processing'),
    invalid: t('dropIn.invalid'),
    declined: t('dropIn.declined'),
    failed: t('dropIn.failed'),
  };
  return unmountOf(
    mod.mount(el, {
      sessionId: dropIn.session_id,
      clientKey: dropIn.client_key,
      labels,
      onSuccess: () => callbacks.current.onSuccess(),
      // 'failed' is a declined card; anything else a payment that could not go through.
      onError: (e?: unknown) => ended((e as { status?: unknown } | undefined)?.status === 'failed'),
    }),
  );
}
