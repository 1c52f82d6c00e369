import { useMemo, useSyncExternalStore, type DependencyList } from 'react';
import {
  getOrderSelection,
  setOrderSelection,
  updateOrderSelection,
  type OrderSelection,
} from '../../shared/storage/order-selection.ts';

// The order selection (SPEC §3) lives in storage; writers go through here so React re-reads it.
let snapshot: OrderSelection | null = null;
const listeners = new Set<() => void>();

function changed(next: OrderSelection): void {
  snapshot = orNothing(next);
  for (const listener of listeners) listener();
}

export function subscribeSelection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// What a server render sees (entry-server.tsx: nothing stored); hydration starts from it too,
// and a player's stored choice follows in the next render.
const NOTHING_CHOSEN: OrderSelection = {};
const serverSelection = () => NOTHING_CHOSEN;

function read(): OrderSelection {
  // A first visit stores nothing: the same object the server rendered with, so hydration finds
  // nothing changed and re-renders nothing.
  snapshot ??= orNothing(getOrderSelection());
  return snapshot;
}

function orNothing(selection: OrderSelection): OrderSelection {
  return Object.keys(selection).length === 0 ? NOTHING_CHOSEN : selection;
}

/** The selection as stored now, for handlers and effects that must not re-render on it. */
export function currentSelection(): OrderSelection {
  return read();
}

export function useOrderSelection(): OrderSelection {
  return useSyncExternalStore(subscribeSelection, read, serverSelection);
}

const sameData = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * What a component takes from the selection, re-rendering only when that part changes (the same
 * object back while it is equal as data). The goods page subscribes through this: the store's
 * changes after hydration (the game and area written in) would otherwise re-render the whole page
 * synchronously (a store update is never a transition), one long task (Lighthouse TBT, issue 17).
 * `select` may close over the values in `deps` only.
 */
export function useSelectionPart<T>(
  select: (selection: OrderSelection) => T,
  deps: DependencyList,
): T {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `select` is rebuilt each render; deps name what it reads
  const pick = useMemo(() => memoSelect(select), deps);
  return useSyncExternalStore(
    subscribeSelection,
    () => pick(read()),
    () => pick(NOTHING_CHOSEN),
  );
}

function memoSelect<T>(select: (selection: OrderSelection) => T): (s: OrderSelection) => T {
  let last: { source: OrderSelection; value: T } | undefined;
  return (source) => {
    if (last?.source === source) return last.value;
    const value = select(source);
    last = { source, value: last && sameData(last.value, value) ? last.value : value };
    return last.value;
  };
}

/** Merges into the stored selection (undefined fields are dropped) and renews its 7 days. */
export function patchSelection(patch: OrderSelection): void {
  changed(updateOrderSelection(patch));
}

/** Starts the selection over, e.g. for another game or area. */
export function replaceSelection(selection: OrderSelection): void {
  setOrderSelection(selection);
  changed(getOrderSelection());
}

/** Forces the next read to come from storage (someone else wrote it). */
export function reloadSelection(): void {
  changed(getOrderSelection());
}
