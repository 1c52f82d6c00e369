import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../shared/format/money.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import type { CardMode } from '../use-card-mode.ts';

/** SPEC §5: 'tip_recharge_confirm' before the card is redeemed, with what it is worth. */
export function CardConfirm({ card, role }: { card: CardMode; role: string }) {
  const { t } = useTranslation();
  const checked = card.checked;
  if (!checked) return null;
  const gems = checked.gems_number.toLocaleString('en-US');
  const amount =
    checked.extra_gems_number > 0
      ? t('card.amountWithBonus', {
          gems,
          extra: checked.extra_gems_number.toLocaleString('en-US'),
        })
      : gems;
  return (
    <ConfirmDialog
      open={card.stage === 'confirm'}
      title={t('card.confirmTitle')}
      message={t('card.tip_recharge_confirm', {
        price: formatMinor(checked.price_minor, checked.currency),
        amount,
        role,
      })}
      confirmLabel={t('recharge.exchange')}
      onConfirm={card.confirm}
      onCancel={card.cancel}
    />
  );
}
