import { useMatches } from 'react-router';

/**
 * The route set the page runs (SPEC §2), read from the root route's handle ({ version }) that
 * app/router.ts sets; the new set when no route says otherwise.
 */
export function useLayoutVersion(): 'new' | 'old' {
  for (const match of useMatches()) {
    const version = (match.handle as { version?: unknown } | undefined)?.version;
    if (version === 'new' || version === 'old') return version;
  }
  return 'new';
}
