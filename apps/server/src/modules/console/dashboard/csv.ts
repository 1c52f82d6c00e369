// CSV for spreadsheets (RFC 4180): every cell quoted when it needs it, and a cell a spreadsheet
// would run as a formula (= + - @, or a tab / carriage return that some treat the same) gets a
// leading apostrophe (OWASP "CSV injection"). Values we store can come from players (role names,
// errors from a game), so no cell is trusted.

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  // Numbers are ours (counts, amounts): a negative one stays a number.
  if (typeof value !== 'number' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
