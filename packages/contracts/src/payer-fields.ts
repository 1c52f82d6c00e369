// What some payment methods need to know about the payer (issue 14): EBANX's direct API takes
// the payer's name and email, and in Brazil a CPF ("document",
// https://docs.ebanx.com/docs/payments/guides/accept-payments/api/brazil/); Pagsmile's trade/create
// takes the customer's name, email and, in Brazil, the CPF (customer.identify). They are asked in
// the recharge sheet only for methods that need them, sent with the pay call, passed to the
// provider and never stored by us.

import type { PayerField } from './payer-field-names.ts';

export type { PayerField } from './payer-field-names.ts';
export type PayerValues = Partial<Record<PayerField, string>>;

/** The body field of the pay call that carries each. */
export const payerBodyField = {
  name: 'payer_name',
  email: 'payer_email',
  phone: 'payer_phone',
  tax_id: 'payer_tax_id',
} as const satisfies Record<PayerField, string>;

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * A Brazilian CPF: 11 digits whose last two are its check digits (Receita Federal's modulus-11
 * rule); all-equal digits (000.000.000-00…) are refused, as the Receita does.
 */
export function isCpf(value: string): boolean {
  const d = digits(value);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(d[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(d[9]) && check(10) === Number(d[10]);
}

/** Why a payer value cannot be sent: missing, or not of its form; null when it can. */
export function payerFieldProblem(
  field: PayerField,
  value: string | undefined,
  country: string,
): 'required' | 'invalid' | null {
  const v = value?.trim() ?? '';
  if (!v) return 'required';
  switch (field) {
    case 'name':
      // First and last name: providers refuse a single word for card and boleto payers.
      return v.length <= 100 && /\S+\s+\S+/.test(v) ? null : 'invalid';
    case 'email':
      return v.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? null : 'invalid';
    case 'phone':
      // E.164: a plus, then 7 to 15 digits (spaces and dashes allowed while typing).
      return /^\+\d{7,15}$/.test(v.replace(/[\s-]/g, '')) ? null : 'invalid';
    case 'tax_id':
      if (country === 'BR') return isCpf(v) ? null : 'invalid';
      return /^[\dA-Za-z.\-/]{5,20}$/.test(v) ? null : 'invalid';
  }
}

/** A payer value as the provider wants it: a CPF's digits only, a phone without spaces. */
export function normalisePayerValue(field: PayerField, value: string): string {
  const v = value.trim();
  if (field === 'tax_id' || field === 'phone') return v.replace(/[\s.\-/]/g, '');
  return v;
}
