import { useTranslation } from 'react-i18next';
import type { Language } from '@topup/contracts/languages';
import { BottomSheet } from '../../shared/ui/bottom-sheet.tsx';
import { languageNames } from './language-names.ts';

type LanguageSheetProps = {
  offered: readonly Language[];
  current: Language;
  onChoose: (lang: Language) => void;
  onClose: () => void;
};

/** The 'language' popup (SPEC §2): the languages the brand offers, the current one pressed. */
export function LanguageSheet({ offered, current, onChoose, onClose }: LanguageSheetProps) {
  const { t } = useTranslation();
  return (
    <BottomSheet open title={t('footer.chooseLanguage')} onClose={onClose}>
      <ul className="choice-list">
        {offered.map((lang) => (
          <li key={lang}>
            <button
              type="button"
              lang={lang}
              className="choice-list__item"
              aria-pressed={lang === current}
              onClick={() => onChoose(lang)}
            >
              {languageNames[lang]}
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
