/**
 * A character name as the lookup shows it to someone who is not logged in (decision 0038): enough
 * for the owner's friend or parent to recognise it, too little to harvest names by trying ids.
 * The first and last characters stay (two at the front from six on); the rest become '*'. Counted
 * in code points, so Korean, Japanese or Thai names are masked by letter, not by byte.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  const head = chars.length >= 6 ? 2 : 1;
  return chars.slice(0, head).join('') + '*'.repeat(chars.length - head - 1) + chars.at(-1);
}
