import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@topup/contracts/languages';
import { changeLanguage, currentLanguage } from '../../shared/i18n/i18n.ts';
import { languageNames } from './language-names.ts';

// The list opens on demand: its code is not part of the first page (initial JS budget, issue 17).
const LanguageSheet = lazy(() =>
  import('./language-sheet.tsx').then((m) => ({ default: m.LanguageSheet })),
);

function GlobeIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" className="footer__globe">
      <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M2.5 12h19M12 2.5c2.6 2.8 3.9 6 3.9 9.5s-1.3 6.7-3.9 9.5c-2.6-2.8-3.9-6-3.9-9.5s1.3-6.7 3.9-9.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

/** The footer's language button and its popup (SPEC §2 'language' popup). */
export function LanguagePicker({ offered }: { offered: readonly Language[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const current = currentLanguage();
  const queryClient = useQueryClient();

  const choose = (lang: Language) => {
    setOpen(false);
    if (lang === current) return;
    // Server text (goods, event and method names, messages) comes in the language the requests
    // carry: ask again, so the page does not stay half in the old language.
    void changeLanguage(lang).then(() => queryClient.invalidateQueries());
  };

  return (
    <>
      <button
        type="button"
        className="footer__language"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <GlobeIcon /> {t('footer.language')}: <bdi>{languageNames[current]}</bdi>
      </button>
      <Suspense fallback={null}>
        {open && (
          <LanguageSheet
            offered={offered}
            current={current}
            onChoose={choose}
            onClose={() => setOpen(false)}
          />
        )}
      </Suspense>
    </>
  );
}
