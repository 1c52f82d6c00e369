import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../../shared/error-text.tsx';

/** The end of every catalog form: what went wrong (ours or the server's), save, cancel. */
export function FormActions({
  error,
  pending,
  onCancel,
  testId,
}: {
  /** A local message (bad input) or the failed call. */
  error: unknown;
  pending: boolean;
  onCancel(): void;
  /** Prefix of the parts' test ids: `${testId}-error`, `-save`, `-cancel`. */
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorBox error={error} testId={`${testId}-error`} />
      <div className="toolbar">
        <button type="submit" disabled={pending} data-testid={`${testId}-save`}>
          {pending ? t('catalog.saving') : t('catalog.save')}
        </button>
        <button
          type="button"
          className="secondary"
          onClick={onCancel}
          data-testid={`${testId}-cancel`}
        >
          {t('catalog.cancel')}
        </button>
      </div>
    </>
  );
}
