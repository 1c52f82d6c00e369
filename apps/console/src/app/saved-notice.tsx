import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { operatorLocale } from '../shared/operator-locale.ts';

/** How long "Saved" stays up: long enough to read, short enough not to describe an old change. */
const SHOWN_MS = 8_000;

/**
 * A confirmation after every save anywhere in the console (issue 31 item 9): each change that
 * the server accepted says so in one polite live region in the header, with the time. A change
 * that shows its own result (a refund, a one-time secret) opts out with `meta: { confirm: false }`.
 */
export function SavedNotice() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [at, setAt] = useState<Date | null>(null);
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.mutation.options.meta?.confirm === false) return;
        setAt(new Date());
      }),
    [client],
  );
  useEffect(() => {
    if (!at) return;
    const timer = setTimeout(() => setAt(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [at]);
  return (
    <p className="saved-notice" role="status" data-testid="saved-notice">
      {at && t('shell.saved', { time: at.toLocaleTimeString(operatorLocale()) })}
    </p>
  );
}
