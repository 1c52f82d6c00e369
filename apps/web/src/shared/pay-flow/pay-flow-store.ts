import { useSyncExternalStore } from 'react';

// Which payment popups are open (SPEC §2 recharge and result popups). Kept outside React so the
// goods page, the recharge sheet and the result popup can hand over to each other without a
// common parent holding state; the popups themselves are lazy chunks. In shared/ because cards,
// gift cards, limits, recharge, result and replenish all read or drive it (ADR 0029).
export type ResultTarget = {
  billingNo: string;
  /** The payment page, for the pending popup's 'to pay' button. */
  payUrl?: string;
  /** Set by the pay flow itself: the order is pending until the server says otherwise. */
  pending?: boolean;
};
export type PayFlowState = { recharge: boolean; result: ResultTarget | null };

let state: PayFlowState = { recharge: false, result: null };
const listeners = new Set<() => void>();

function set(next: PayFlowState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getPayFlow(): PayFlowState {
  return state;
}

export function usePayFlow(): PayFlowState {
  return useSyncExternalStore(subscribe, getPayFlow, getPayFlow);
}

/** Opens the recharge sheet (the goods page's buy button, or 'change recharge way'). */
export function openRecharge(): void {
  set({ recharge: true, result: null });
}

export function closeRecharge(): void {
  if (state.recharge) set({ ...state, recharge: false });
}

/** The order is pending (SPEC §4): the sheet closes and the result popup takes over. */
export function showResult(result: ResultTarget): void {
  set({ recharge: false, result });
}

export function closeResult(): void {
  if (state.result) set({ ...state, result: null });
}

/** Leaving the page (and each test) starts from closed popups. */
export function resetPayFlow(): void {
  set({ recharge: false, result: null });
}
