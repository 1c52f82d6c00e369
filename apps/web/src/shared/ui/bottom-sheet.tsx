import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from './use-focus-trap.ts';

export type BottomSheetProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  /** Optional control before the title, e.g. a back button inside a two-level sheet. */
  leading?: ReactNode;
  dismissible?: boolean;
};

export function BottomSheet(props: BottomSheetProps) {
  const { open, title, onClose, children, footer, leading, dismissible = true } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, dismissible ? onClose : undefined);
  if (!open) return null;

  return createPortal(
    <div className="overlay overlay--bottom" onClick={dismissible ? onClose : undefined}>
      <div
        ref={panel}
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(e) => e.stopPropagation()}
      >
        <div className="sheet__head">
          {leading}
          <h2 id={titleId} className="sheet__title">
            {title}
          </h2>
          {dismissible && (
            <button
              type="button"
              className="icon-button"
              aria-label={t('common.close')}
              onClick={onClose}
            >
              ×
            </button>
          )}
        </div>
        <div className="sheet__body">{children}</div>
        {footer && <div className="sheet__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
