import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.tsx';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
};

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const { open, title, message, onConfirm, onCancel } = props;
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      role="alertdialog"
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {props.cancelLabel ?? t('common.cancel')}
          </button>
          <button type="button" className="button" onClick={onConfirm}>
            {props.confirmLabel ?? t('common.confirm')}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
