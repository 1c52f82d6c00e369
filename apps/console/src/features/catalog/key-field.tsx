import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/field.tsx';

/**
 * The id a catalog item is stored under. It is the key of the URL the form saves to, so it is
 * typed once when creating and locked when editing (the hint on how to write one goes with it).
 */
export function KeyField({
  label,
  value,
  onChange,
  locked,
  testId,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Editing an existing item. */
  locked: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={label}
      hint={locked ? null : t('catalog.keyHint')}
      value={value}
      disabled={locked}
      required
      onChange={onChange}
      testId={testId}
    />
  );
}
