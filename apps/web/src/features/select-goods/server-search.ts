import type { ServerData } from '@topup/contracts/catalog';
import type { ServerList } from './api/get-server-list.ts';

// Server search by server ID (SPEC §2). The server filters by prefix too; filtering here as well
// answers each keystroke at once from the list already shown.

export function normalizeServerSearch(text: string): string {
  return text.trim().toLowerCase();
}

export function matchesServerId(server: ServerData, term: string): boolean {
  return server.server_id.toLowerCase().startsWith(normalizeServerSearch(term));
}

/** 'My servers' only for a signed-in player, both lists narrowed to the search. */
export function serverSections(list: ServerList | undefined, term: string, signedIn: boolean) {
  const match = (s: ServerData) => matchesServerId(s, term);
  return {
    mine: signedIn && list ? list.mine.filter(match) : [],
    all: list ? list.all.filter(match) : [],
  };
}
