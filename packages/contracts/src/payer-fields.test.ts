import { describe, expect, it } from 'vitest';
import { isCpf, normalisePayerValue, payerFieldProblem } from './payer-fields.ts';

describe('payer fields', () => {
  it('checks a CPF by its two check digits', () => {
    // The Receita Federal's modulus-11 rule worked by hand: 529.982.247-25.
    expect(isCpf('529.982.247-25')).toBe(true);
    expect(isCpf('52998224725')).toBe(true);
    expect(isCpf('529.982.247-26')).toBe(false);
    expect(isCpf('111.111.111-11')).toBe(false);
    expect(isCpf('5299822472')).toBe(false);
  });

  it('says what is wrong with each field', () => {
    expect(payerFieldProblem('email', ' ', 'BR')).toBe('required');
    expect(payerFieldProblem('email', 'ana@exemplo.com.br', 'BR')).toBeNull();
    expect(payerFieldProblem('email', 'ana@exemplo', 'BR')).toBe('invalid');
    expect(payerFieldProblem('name', 'Ana', 'BR')).toBe('invalid');
    expect(payerFieldProblem('name', 'Ana Souza', 'BR')).toBeNull();
    expect(payerFieldProblem('phone', '+55 11 91234-5678', 'BR')).toBeNull();
    expect(payerFieldProblem('phone', '11 91234', 'BR')).toBe('invalid');
    expect(payerFieldProblem('tax_id', '529.982.247-25', 'BR')).toBeNull();
    expect(payerFieldProblem('tax_id', '123.456.789-00', 'BR')).toBe('invalid');
    expect(payerFieldProblem('tax_id', '20-12345678-9', 'AR')).toBeNull();
  });

  it('sends a CPF and a phone as digits', () => {
    expect(normalisePayerValue('tax_id', '529.982.247-25')).toBe('52998224725');
    expect(normalisePayerValue('phone', '+55 11 91234-5678')).toBe('+5511912345678');
    expect(normalisePayerValue('name', '  Ana Souza ')).toBe('Ana Souza');
  });
});
