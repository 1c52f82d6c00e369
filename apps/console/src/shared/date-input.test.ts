import { describe, expect, it } from 'vitest';
import { fromDateInput, optionalDate, toDateInput } from './date-input.ts';

describe('date input', () => {
  it('turns local input text into an instant and back', () => {
    const iso = fromDateInput('2026-03-01T09:30')!;
    expect(iso).toBe(new Date(2026, 2, 1, 9, 30).toISOString());
    expect(toDateInput(iso)).toBe('2026-03-01T09:30');
  });

  it('has nothing for blank or broken text', () => {
    expect(fromDateInput('')).toBeNull();
    expect(fromDateInput('soon')).toBeNull();
    expect(toDateInput(null)).toBe('');
  });

  it('tells a blank optional bound from a broken one', () => {
    expect(optionalDate(' ')).toBeNull();
    expect(optionalDate('soon')).toBeUndefined();
    expect(optionalDate('2026-03-01T09:30')).toBe(new Date(2026, 2, 1, 9, 30).toISOString());
  });
});
