import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  normalisePayerValue,
  payerBodyField,
  payerFieldProblem,
  type PayerField,
  type PayerValues,
} from '@topup/contracts/payer-fields';
import type { PayerBody, PayerDetails } from '../use-payer-details.ts';

const inputs: Record<
  PayerField,
  { type: string; autoComplete: string; inputMode?: 'numeric' | 'tel' | 'email' }
> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  tax_id: { type: 'text', autoComplete: 'off' },
};

/**
 * The payer details a method needs (EBANX, Pagsmile), asked under the methods; loaded only when
 * such a method is chosen. What was typed stays while the sheet is open (switching methods keeps
 * it) and is never stored. A problem shows once the field was left.
 */
export function PayerFields({ payer }: { payer: PayerDetails }) {
  const { t } = useTranslation();
  const headingId = useId();
  const idBase = useId();
  const [values, setValues] = useState<PayerValues>({});
  const [touched, setTouched] = useState<ReadonlySet<PayerField>>(new Set());
  const { fields, country, report } = payer;
  const problems = Object.fromEntries(
    fields.map((f) => [f, payerFieldProblem(f, values[f], country)]),
  ) as Partial<Record<PayerField, 'required' | 'invalid' | null>>;
  const valid = fields.every((f) => !problems[f]);
  // `values` changes identity only when the payer types, so the body is reported once per change.
  useEffect(() => {
    if (!valid) return report(null);
    const body: PayerBody = {};
    for (const f of fields) body[payerBodyField[f]] = normalisePayerValue(f, values[f] ?? '');
    report(body);
  }, [valid, values, fields, report]);

  // Brazil's tax id is the CPF; elsewhere the generic label.
  const label = (field: PayerField) =>
    field === 'tax_id' && country === 'BR' ? t('payer.tax_id_BR') : t(`payer.${field}`);
  const problemText = (field: PayerField, problem: 'required' | 'invalid') => {
    if (problem === 'required') return t('payer.required');
    return field === 'tax_id' && country === 'BR'
      ? t('payer.invalid_tax_id_BR')
      : t(`payer.invalid_${field}`);
  };
  return (
    <section className="payer-fields" aria-labelledby={headingId}>
      <h3 id={headingId} className="recharge-heading">
        {t('payer.title')}
      </h3>
      <p className="payer-fields__hint">{t('payer.hint')}</p>
      {fields.map((field) => {
        const id = `${idBase}-${field}`;
        const problem = touched.has(field) ? (problems[field] ?? null) : null;
        const spec = inputs[field];
        return (
          <div key={field} className="payer-field">
            <label className="payer-field__label" htmlFor={id}>
              {label(field)}
            </label>
            <input
              id={id}
              className="payer-field__input"
              name={`payer-${field}`}
              type={spec.type}
              autoComplete={spec.autoComplete}
              inputMode={field === 'tax_id' && country === 'BR' ? 'numeric' : spec.inputMode}
              maxLength={field === 'email' ? 254 : 100}
              value={values[field] ?? ''}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              required
              onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
              onBlur={() => setTouched((s) => new Set(s).add(field))}
            />
            {problem && (
              <p id={`${id}-problem`} className="payer-field__problem" role="alert">
                {problemText(field, problem)}
              </p>
            )}
          </div>
        );
      })}
    </section>
  );
}
