import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A button for a change that cannot be undone (remove, void): the first click only asks, the
 * second one (the same verb, beside "Keep it") acts. `question` names what is at stake, so a slip on the wrong row is caught.
 */
export function ConfirmButton({
  label,
  target,
  question,
  onConfirm,
  pending = false,
  testId,
}: {
  label: string;
  /** What the row is ("card 1234…"): the button's name is the action and its target. */
  target: string;
  question: string;
  onConfirm(): void;
  pending?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button
        type="button"
        className="danger"
        disabled={pending}
        onClick={() => setAsking(true)}
        aria-label={t('common.actOn', { action: label, target })}
        data-testid={testId}
      >
        {label}
      </button>
    );
  }
  return (
    <span role="group" aria-label={question} className="confirm">
      <span>{question}</span>{' '}
      <button
        type="button"
        className="danger"
        disabled={pending}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
        data-testid={`${testId}-confirm`}
      >
        {label}
      </button>{' '}
      <button
        type="button"
        className="secondary"
        onClick={() => setAsking(false)}
        data-testid={`${testId}-cancel`}
      >
        {t('common.confirmNo')}
      </button>
    </span>
  );
}
