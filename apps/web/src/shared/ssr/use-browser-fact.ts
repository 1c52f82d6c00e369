import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const notOnServer = () => false;

/**
 * A yes/no only the browser can answer (blocked storage, a login coming back), read once per
 * render. A server render (entry-server.tsx) and the hydration of its markup see `false`; the
 * browser's answer follows in the next render. A page the browser renders alone sees it at once.
 */
export function useBrowserFact(read: () => boolean): boolean {
  return useSyncExternalStore(noSubscription, read, notOnServer);
}
