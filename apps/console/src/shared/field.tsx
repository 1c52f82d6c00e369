import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

// The console's form fields: a visible label tied to its control, an optional hint, and an error
// the control points at (aria-describedby) and a screen reader announces (role="alert"). The
// label is a sibling, not a wrapper, so the hint and the error do not become the control's name.

type Frame = {
  label: string;
  hint?: string | null;
  error?: string | null;
  /** Label beside the control (filters, rows of a list) rather than above it. */
  inline?: boolean;
  testId?: string;
};

function useFrame(hint: Frame['hint'], error: Frame['error']) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return {
    id,
    control: {
      id,
      'aria-describedby': described.length ? described.join(' ') : undefined,
      'aria-invalid': error ? true : undefined,
    },
  };
}

function FieldFrame({
  id,
  label,
  hint,
  error,
  inline,
  children,
}: Frame & { id: string; children: ReactNode }) {
  return (
    <div className={inline ? 'field field--inline' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {error && (
        <small id={`${id}-error`} className="field__error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'children' | 'type'
> & { type?: 'text' | 'datetime-local' | 'search' };

/** A text input with its label; `onChange` gets the text. */
export function Field({
  label,
  hint,
  error,
  inline,
  testId,
  value,
  onChange,
  ...input
}: Frame & InputProps & { value: string; onChange(value: string): void }) {
  const { id, control } = useFrame(hint, error);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} inline={inline}>
      <input
        {...input}
        {...control}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </FieldFrame>
  );
}

/** A select with its label; the options are the children. */
export function SelectField({
  label,
  hint,
  error,
  inline,
  testId,
  value,
  onChange,
  children,
  ...select
}: Frame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'> & {
    value: string;
    onChange(value: string): void;
  }) {
  const { id, control } = useFrame(hint, error);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} inline={inline}>
      <select
        {...select}
        {...control}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** A checkbox with its label after it. */
export function CheckField({
  label,
  checked,
  onChange,
  disabled,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <label className="check">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      {label}
    </label>
  );
}
