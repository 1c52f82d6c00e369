import { useSyncExternalStore } from 'react';

// API paths whose latest attempt got no answer (network error, timeout, 5xx, a block page) while
// the client may still be retrying (SPEC §9: three attempts 4 s apart, ~8 s and more). A screen
// reads it to show its error state with a retry button after the first failed attempt, instead of
// a skeleton and then 'no data' that look like an empty shop (issue 17). Keyed by path without the
// query; a new request on the path starts clean.
const failing = new Set<string>();
const listeners = new Set<() => void>();

function keyOf(path: string): string {
  return path.split('?')[0]!;
}

function set(path: string, noAnswer: boolean): void {
  const key = keyOf(path);
  if (failing.has(key) === noAnswer) return;
  if (noAnswer) failing.add(key);
  else failing.delete(key);
  for (const listener of listeners) listener();
}

/** A request on `path` starts, or an attempt got an answer (whatever its result code). */
export function clearNoAnswer(path: string): void {
  set(path, false);
}

/** An attempt on `path` got no answer. */
export function noteNoAnswer(path: string): void {
  set(path, true);
}

export function hasNoAnswer(path: string): boolean {
  return failing.has(keyOf(path));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the latest attempt on `path` got no answer. */
export function useNoAnswer(path: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasNoAnswer(path),
    () => false,
  );
}
