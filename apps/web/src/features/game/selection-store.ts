import { useSyncExternalStore } from 'react';
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
  snapshot = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function read(): OrderSelection {
  snapshot ??= getOrderSelection();
  return snapshot;
}

// What a server render sees (entry-server.tsx: nothing stored); hydration starts from it too,
// and a player's stored choice follows in the next render.
const NOTHING_CHOSEN: OrderSelection = {};
const serverSelection = () => NOTHING_CHOSEN;

export function useOrderSelection(): OrderSelection {
  return useSyncExternalStore(subscribe, read, serverSelection);
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
