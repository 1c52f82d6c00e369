import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayResponse } from '@topup/contracts/payments';
import { loadDropIn, unmountOf } from '../pay/load-drop-in.ts';

type DropInMountProps = {
  dropIn: NonNullable<PayResponse['drop_in']>;
  onSuccess: () => void;
  /** The payment ended without success: 'failed' is a declined card. */
  onError: (status: string) => void;
};

/** The provider's payment component, loaded when the player pays with a drop-in method. */
export function DropInMount({ dropIn, onSuccess, onError }: DropInMountProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The component keeps its callbacks for its lifetime; these refs always reach the latest ones.
  const callbacks = useRef({ onSuccess, onError });
  useEffect(() => {
    callbacks.current = { onSuccess, onError };
  });

  const { script_url: scriptUrl, session_id: sessionId, client_key: clientKey } = dropIn;
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let cleanup: (() => void) | null = null;
    let cancelled = false;
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
    loadDropIn(scriptUrl)
      .then((mod) => {
        if (cancelled) return;
        cleanup = unmountOf(
          mod.mount(el, {
            sessionId,
            clientKey,
            labels,
            onSuccess: () => callbacks.current.onSuccess(),
            onError: (e?: unknown) =>
              callbacks.current.onError(String((e as { status?: unknown } | undefined)?.status)),
          }),
        );
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
  }, [scriptUrl, sessionId, clientKey, t]);

  return (
    <section className="drop-in" aria-label={t('dropIn.title')}>
      <div ref={host} className="drop-in__host" />
      {failed && (
        <p className="drop-in__error" role="alert">
          {t('dropIn.loadFailed')}
        </p>
      )}
    </section>
  );
}
