import type { ReactNode } from 'react';

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
  return (
    <div className="picker-row">
      <span className="picker-row__label">{label}</span>
      <span
        className={placeholder ? 'picker-row__value picker-row__value--empty' : 'picker-row__value'}
      >
        {value}
      </span>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-haspopup={popup ? 'dialog' : undefined}
        disabled={disabled}
        onClick={onAction}
      >
        {action}
      </button>
    </div>
  );
}
