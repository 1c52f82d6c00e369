import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/field.tsx';
import { zoneLabel } from '../../shared/time-zone.ts';

/**
 * The window of an event or a gift, both ends typed in local time (see date-input.ts). An event
 * must have both ends; a gift's are optional, and the hint says which so nobody guesses.
 * Test ids: `${testId}-starts`, `${testId}-ends`.
 */
export function DateRangeFields({
  starts,
  ends,
  onStarts,
  onEnds,
  required = false,
  testId,
}: {
  starts: string;
  ends: string;
  onStarts(value: string): void;
  onEnds(value: string): void;
  required?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  // Which zone, by name and offset: "your time zone" alone was ambiguous (issue 31 item 5).
  const zone = zoneLabel();
  const hint = required
    ? t('catalog.localTime', { zone })
    : t('catalog.optionalLocalTime', { zone });
  return (
    <>
      <Field
        type="datetime-local"
        label={t('catalog.startsAt')}
        hint={hint}
        value={starts}
        required={required}
        onChange={onStarts}
        testId={`${testId}-starts`}
      />
      <Field
        type="datetime-local"
        label={t('catalog.endsAt')}
        hint={hint}
        value={ends}
        required={required}
        onChange={onEnds}
        testId={`${testId}-ends`}
      />
    </>
  );
}
