import { useMemo, useState } from 'react';
import {
  normalisePayerValue,
  payerBodyField,
  payerFieldProblem,
  type PayerField,
  type PayerValues,
} from '@topup/contracts/payer-fields';
import type { PayRequest } from '@topup/contracts/payments';
import type { SubMethod } from '../pay-methods/listing-rules.ts';

export type PayerBody = Pick<
  PayRequest,
  'payer_name' | 'payer_email' | 'payer_phone' | 'payer_tax_id'
>;

/**
 * The payer details the chosen method needs (its payer_fields: EBANX and Pagsmile ask for name,
 * email and, in Brazil, the CPF). Kept while the sheet is open so switching methods keeps what
 * was typed; never stored. A problem shows once the field was left (or a pay was tried).
 */
export function usePayerDetails(method: SubMethod | null, country: string | null) {
  const [values, setValues] = useState<PayerValues>({});
  const [touched, setTouched] = useState<ReadonlySet<PayerField>>(new Set());
  const fields = useMemo(() => method?.payer_fields ?? [], [method]);
  const where = country ?? '';
  const problems = Object.fromEntries(
    fields.map((f) => [f, payerFieldProblem(f, values[f], where)]),
  ) as Partial<Record<PayerField, 'required' | 'invalid' | null>>;
  const valid = fields.every((f) => !problems[f]);
  return {
    fields,
    country: where,
    values,
    problems,
    valid,
    /** Shown problems: only of fields the player has left. */
    shown: (field: PayerField) => (touched.has(field) ? (problems[field] ?? null) : null),
    set: (field: PayerField, value: string) => setValues((v) => ({ ...v, [field]: value })),
    leave: (field: PayerField) => setTouched((t) => new Set(t).add(field)),
    /** What the pay call carries: only the method's fields, as the provider wants them. */
    body(): PayerBody {
      const out: PayerBody = {};
      for (const f of fields) out[payerBodyField[f]] = normalisePayerValue(f, values[f] ?? '');
      return out;
    },
  };
}
export type PayerDetails = ReturnType<typeof usePayerDetails>;
