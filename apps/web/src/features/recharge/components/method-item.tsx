import { useId } from 'react';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { methodDescription } from '../../pay-methods/method-description.ts';
import type { SubMethod } from '../../pay-methods/listing-rules.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { MethodMark } from '../../pay-methods/components/method-mark.tsx';

type MethodItemProps = {
  method: SubMethod;
  selected: boolean;
  /** The method opens a popup of sub-methods (shown with an arrow). */
  hasSubs?: boolean;
  /** The sub-method chosen under this method. */
  chosenSub?: string;
  onClick: () => void;
};

/**
 * One payment method: its mark, name, its description as plain text. The button is named by its
 * texts only: the mark is a picture of its own ("Visa"), not read out twice as part of the name.
 */
export function MethodItem({ method, selected, hasSubs, chosenSub, onClick }: MethodItemProps) {
  const note = chosenSub ?? methodDescription(method.description, currentLanguage());
  const id = useId();
  return (
    <button
      type="button"
      className="method-item"
      aria-labelledby={note ? `${id}n ${id}d` : `${id}n`}
      aria-pressed={selected}
      aria-haspopup={hasSubs ? 'dialog' : undefined}
      onClick={onClick}
    >
      <MethodMark method={method} />
      <span className="method-item__text">
        <span id={`${id}n`} className="method-item__name" dir="auto">
          {method.name}
        </span>
        {note && (
          <span id={`${id}d`} className="method-item__note" dir="auto">
            {note}
          </span>
        )}
      </span>
      {hasSubs ? (
        <Icon name="chevron-end" className="method-item__arrow" />
      ) : (
        <span className="method-item__radio" aria-hidden="true" />
      )}
    </button>
  );
}
