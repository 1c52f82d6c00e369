import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayResponse } from '@topup/contracts/payments';
import { showToast } from '../../../shared/ui/toast-store.ts';
import { loadDropIn, unmountOf } from '../pay/load-drop-in.ts';

type DropInMountProps = {
  dropIn: NonNullable<PayResponse['drop_in']>;
  onSuccess: () => void;
  /** The payment ended without success (the player has been told why); that order is finished. */
  onEnded: () => void;
};

/** The provider's payment component, loaded when the player pays with a drop-in method. */
export function DropInMount({ dropIn, onSuccess, onEnded }: DropInMountProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The component keeps its callbacks for its lifetime; these refs always reach the latest ones.
  const callbacks = useRef({ onSuccess, onEnded });
  useEffect(() => {
    callbacks.current = { onSuccess, onEnded };
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
            onError: (e?: unknown) => {
              // 'failed' is a declined card; anything else a payment that could not go through.
              const status = (e as { status?: unknown } | undefined)?.status;
              showToast(t(status === 'failed' ? 'dropIn.declined' : 'dropIn.failed'), {
                tone: 'error',
              });
              callbacks.current.onEnded();
            },
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
