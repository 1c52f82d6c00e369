/**
 * The first `maxBytes` bytes of a text in UTF-8, cut on a character boundary, with a marker saying
 * how much was left out: stored bodies and answers stay bounded whatever a provider or game sends.
 */
export function capText(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) return text;
  let end = maxBytes;
  // A continuation byte (10xxxxxx) would split a character: step back to its first byte.
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  return `${bytes.subarray(0, end).toString('utf8')}…[${bytes.length - end} bytes cut]`;
}
