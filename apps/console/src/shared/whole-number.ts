/** A typed whole number, or NaN when the text is blank or not one (Number('') would be 0). */
export function wholeNumber(text: string): number {
  const n = text.trim() === '' ? NaN : Number(text);
  return Number.isInteger(n) ? n : NaN;
}
