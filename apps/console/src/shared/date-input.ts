// <input type="datetime-local"> speaks the staff member's local time without a zone
// ("2026-03-01T09:00"); the API wants an instant with its offset. These convert between the two.

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the input's local text; '' for none. */
export function toDateInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The input's local text as an ISO instant (UTC); null when blank or not a date. */
export function fromDateInput(text: string): string | null {
  if (text.trim() === '') return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/**
 * An optional bound: null when blank ("no bound"), undefined when the text is not a date, so a
 * typo is refused instead of silently becoming "no bound".
 */
export function optionalDate(text: string): string | null | undefined {
  if (text.trim() === '') return null;
  return fromDateInput(text) ?? undefined;
}
