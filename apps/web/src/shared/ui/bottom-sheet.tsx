import type { ReactNode } from 'react';
import { ModalFrame } from './modal-frame.tsx';

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
  return <ModalFrame kind="sheet" {...props} />;
}
