import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayerField } from '@topup/contracts/payer-fields';
import type { PayerDetails } from '../use-payer-details.ts';

const inputs: Record<
  PayerField,
  { type: string; autoComplete: string; inputMode?: 'numeric' | 'tel' | 'email' }
> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  tax_id: { type: 'text', autoComplete: 'off' },
};

/** The payer details a method needs (EBANX, Pagsmile), asked under the methods. */
export function PayerFields({ payer }: { payer: PayerDetails }) {
  const { t } = useTranslation();
  const headingId = useId();
  const idBase = useId();
  if (payer.fields.length === 0) return null;
  // Brazil's tax id is the CPF; elsewhere the generic label.
  const label = (field: PayerField) =>
    field === 'tax_id' && payer.country === 'BR' ? t('payer.tax_id_BR') : t(`payer.${field}`);
  const problemText = (field: PayerField, problem: 'required' | 'invalid') => {
    if (problem === 'required') return t('payer.required');
    return field === 'tax_id' && payer.country === 'BR'
      ? t('payer.invalid_tax_id_BR')
      : t(`payer.invalid_${field}`);
  };
  return (
    <section className="payer-fields" aria-labelledby={headingId}>
      <h3 id={headingId} className="recharge-heading">
        {t('payer.title')}
      </h3>
      <p className="payer-fields__hint">{t('payer.hint')}</p>
      {payer.fields.map((field) => {
        const id = `${idBase}-${field}`;
        const problem = payer.shown(field);
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
              inputMode={field === 'tax_id' && payer.country === 'BR' ? 'numeric' : spec.inputMode}
              maxLength={field === 'email' ? 254 : 100}
              value={payer.values[field] ?? ''}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              required
              onChange={(e) => payer.set(field, e.target.value)}
              onBlur={() => payer.leave(field)}
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
