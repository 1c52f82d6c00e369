// The payer details a method may need (payer-fields.ts has the rules): apart so the payments
// contract, which every page loads, carries the names without the checks.
export const payerFieldNames = ['name', 'email', 'phone', 'tax_id'] as const;
export type PayerField = (typeof payerFieldNames)[number];
