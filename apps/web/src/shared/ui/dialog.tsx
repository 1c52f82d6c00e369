import type { ReactNode } from 'react';
import { ModalFrame } from './modal-frame.tsx';

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

export function Dialog({ actions, ...props }: DialogProps) {
  return <ModalFrame kind="dialog" footer={actions} {...props} />;
}
