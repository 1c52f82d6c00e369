import { useCallback, useMemo, useState } from 'react';
import type { PayerField } from '@topup/contracts/payer-fields';
import type { PayRequest } from '@topup/contracts/payments';
import type { SubMethod } from '../pay-methods/listing-rules.ts';

export type PayerBody = Pick<
  PayRequest,
  'payer_name' | 'payer_email' | 'payer_phone' | 'payer_tax_id'
>;

/**
 * The payer details the chosen method needs (its payer_fields: EBANX and Pagsmile ask for name,
 * email and, in Brazil, the CPF). The fields and their checks live in the lazily loaded
 * PayerFields (components/payer-fields.tsx), which reports here whether all are well-formed and
 * what the pay call carries: most methods need none, so the first page loads none of it.
 */
export function usePayerDetails(method: SubMethod | null, country: string | null) {
  const fields: readonly PayerField[] = useMemo(() => method?.payer_fields ?? [], [method]);
  const [reported, setReported] = useState<{ key: string; body: PayerBody | null }>({
    key: '',
    body: null,
  });
  const key = `${country ?? ''}|${fields.join(',')}`;
  const report = useCallback((body: PayerBody | null) => setReported({ key, body }), [key]);
  // A report for other fields (the method or country changed since) counts for nothing.
  const body = fields.length === 0 ? {} : reported.key === key ? reported.body : null;
  return { fields, country: country ?? '', valid: body !== null, body, report };
}
export type PayerDetails = ReturnType<typeof usePayerDetails>;
