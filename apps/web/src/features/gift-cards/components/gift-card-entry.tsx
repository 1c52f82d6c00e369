import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Picks } from '../../game/selection-rules.ts';
import './gift-entry.css';

const GiftCardSheet = lazy(() =>
  import('./gift-card-sheet.tsx').then((m) => ({ default: m.GiftCardSheet })),
);

type GiftCardEntryProps = { picks: Picks; signedIn: boolean };

/**
 * Gift-card recharge on the goods page (SPEC §1): a code redeemed for the chosen character, so it
 * needs a signed-in player with a character. The sheet is its own chunk.
 */
export function GiftCardEntry({ picks, signedIn }: GiftCardEntryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!signedIn) return null;
  const ready = Boolean(picks.server && picks.role);
  return (
    <div className="gift-entry">
      <button
        type="button"
        className="button button--ghost button--small"
        aria-haspopup="dialog"
        disabled={!ready}
        onClick={() => setOpen(true)}
      >
        {t('gift.button')}
      </button>
      <Suspense fallback={null}>
        {open && picks.server && picks.role && (
          <GiftCardSheet
            server={picks.server}
            realServer={picks.realServer}
            role={picks.role}
            onClose={() => setOpen(false)}
          />
        )}
      </Suspense>
    </div>
  );
}
