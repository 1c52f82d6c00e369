import { useTranslation } from 'react-i18next';
import { NeutralMark } from '../../../shared/ui/marks/neutral-mark.tsx';

type CardMethodItemProps = { selected: boolean; onClick: () => void };

/**
 * The recharge sheet's entry to card redemption, listed after the payment methods of every
 * country and brand (the demo cards are per brand): choosing it switches the sheet to card mode.
 */
export function CardMethodItem({ selected, onClick }: CardMethodItemProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className="method-item" aria-pressed={selected} onClick={onClick}>
      <NeutralMark mark="voucher" />
      <span className="method-item__text">
        <span className="method-item__name">{t('card.method')}</span>
        <span className="method-item__note">{t('card.methodNote')}</span>
      </span>
      <span className="method-item__radio" aria-hidden="true" />
    </button>
  );
}
