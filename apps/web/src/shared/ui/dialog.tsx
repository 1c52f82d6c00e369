import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from './use-focus-trap.ts';

export type DialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
  /** Some popups (the payment result) must not close by tapping the overlay (SPEC §2). */
  dismissible?: boolean;
  role?: 'dialog' | 'alertdialog';
};

export function Dialog(props: DialogProps) {
  const { open, title, onClose, children, actions, dismissible = true, role = 'dialog' } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, dismissible ? onClose : undefined);
  if (!open) return null;

  return createPortal(
    <div className="overlay overlay--center" onClick={dismissible ? onClose : undefined}>
      <div
        ref={panel}
        className="dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(e) => e.stopPropagation()}
      >
        <div className="dialog__head">
          <h2 id={titleId} className="dialog__title">
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
        <div className="dialog__body">{children}</div>
        {actions && <div className="dialog__actions">{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
