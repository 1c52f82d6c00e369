// The regions the player's browser suggests, most preferred first: 'pt-BR' names Brazil, a bare
// language its likely region ('th' → TH, 'ms' → MY). Used only when no region was saved.
export function browserRegions(languages: readonly string[] = navigatorLanguages()): string[] {
  const out: string[] = [];
  for (const tag of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(tag).maximize().region;
    } catch {
      continue; // not a language tag
    }
    if (region && !out.includes(region)) out.push(region);
  }
  return out;
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}
