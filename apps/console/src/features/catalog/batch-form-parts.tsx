import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/field.tsx';
import { zoneLabel } from '../../shared/time-zone.ts';
import { FormActions } from './form-actions.tsx';

// The parts the card and gift-code batch forms share: both secrets can carry a last day, and
// both answer their secrets once, which the staff member is told before pressing save.

/** The optional last day of a batch, typed in local time. Test id: `${testId}-valid-until`. */
export function ValidUntilField({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange(value: string): void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Field
      type="datetime-local"
      label={t('catalog.codes.validUntil')}
      hint={t('catalog.optionalLocalTime', { zone: zoneLabel() })}
      value={value}
      onChange={onChange}
      testId={`${testId}-valid-until`}
    />
  );
}

/** The end of a batch form: the "you will get a CSV once" note, then the usual actions. */
export function BatchFormEnd(actions: ComponentProps<typeof FormActions>) {
  const { t } = useTranslation();
  return (
    <>
      <p className="muted">{t('catalog.csv.before')}</p>
      <FormActions {...actions} />
    </>
  );
}
