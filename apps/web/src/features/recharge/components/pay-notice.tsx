import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getBoot } from '../../../shared/boot/boot.ts';

// SPEC §1's Japanese legal notice, the part a buyer must see before paying. It sits beside the buy
// button rather than behind the footer's link or another popup (issue 29 item 12).
const beforePaying = ['price', 'payment', 'returns', 'minors'] as const;

/** Under the methods, above the buy button: on brands with the Japanese trade-law notice. */
export function PayNotice() {
  const { t } = useTranslation();
  const id = useId();
  if (!getBoot().tenant.jpTradeLaw) return null;
  return (
    <section className="pay-notice" aria-labelledby={id}>
      <h3 id={id} className="pay-notice__title">
        {t('tradeLaw.link')}
      </h3>
      <ul className="pay-notice__list">
        {beforePaying.map((key) => (
          <li key={key}>{t(`tradeLaw.${key}`)}</li>
        ))}
      </ul>
    </section>
  );
}
