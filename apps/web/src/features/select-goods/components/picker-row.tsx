import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type PickerRowProps = {
  label: string;
  value: ReactNode;
  action: string;
  onAction: () => void;
  /** The row opens a popup (most do); a plain action (log in) does not say so. */
  popup?: boolean;
  disabled?: boolean;
  placeholder?: boolean;
};

/** One "label: value [change]" line of the goods page (region, server, character). */
export function PickerRow(props: PickerRowProps) {
  const { label, value, action, onAction, popup = true, disabled = false, placeholder } = props;
  const { t } = useTranslation();
  const labelId = useId();
  return (
    // Every row's button says only 'Change' or 'Select': the group and the button's name carry
    // the row's label, so a screen reader (or voice control) tells them apart.
    <div className="picker-row" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="picker-row__label">
        {label}
      </span>
      <span
        className={placeholder ? 'picker-row__value picker-row__value--empty' : 'picker-row__value'}
      >
        {value}
      </span>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={t('common.rowAction', { action, label })}
        aria-haspopup={popup ? 'dialog' : undefined}
        disabled={disabled}
        onClick={onAction}
      >
        {action}
      </button>
    </div>
  );
}
