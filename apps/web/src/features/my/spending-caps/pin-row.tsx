import { useId } from 'react';

type Props = { label: string; value: string; onChange: (value: string) => void };

/** A labelled PIN input of the caps forms: digits, hidden, never autofilled, left to right. */
export function PinRow({ label, value, onChange }: Props) {
  const id = useId();
  return (
    <div className="caps__row">
      <label htmlFor={id}>{label}</label>
      <input
        className="caps__input"
        id={id}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
