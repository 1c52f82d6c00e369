import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from './use-focus-trap.ts';

export type ModalFrameProps = {
  /** 'sheet' slides up from the bottom; 'dialog' sits in the centre. */
  kind: 'sheet' | 'dialog';
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** Buttons or actions under the body. */
  footer?: ReactNode;
  /** Optional control before the title, e.g. a back button. */
  leading?: ReactNode;
  /** Some popups (the payment result) must not close by tapping the overlay (SPEC §2). */
  dismissible?: boolean;
  role?: 'dialog' | 'alertdialog';
};

// The one modal shell: portal, overlay, focus trap, labelled title and close button. Sheets and
// dialogs differ only in placement and class names.
export function ModalFrame(props: ModalFrameProps) {
  const { kind, open, title, onClose, children, footer, leading } = props;
  const { dismissible = true, role = 'dialog' } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, dismissible ? onClose : undefined);
  if (!open) return null;
  const placement = kind === 'sheet' ? 'overlay--bottom' : 'overlay--center';
  const footerClass = kind === 'sheet' ? 'sheet__footer' : 'dialog__actions';

  return createPortal(
    <div className={`overlay ${placement}`} onClick={dismissible ? onClose : undefined}>
      <div
        ref={panel}
        className={kind}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(e) => e.stopPropagation()}
      >
        <div className={`${kind}__head`}>
          {leading}
          <h2 id={titleId} className={`${kind}__title`}>
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
        <div className={`${kind}__body`}>{children}</div>
        {footer && <div className={footerClass}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
