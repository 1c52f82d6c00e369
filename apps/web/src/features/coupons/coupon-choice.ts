import { useSyncExternalStore } from 'react';

// The coupon the player picked with 'use' in the VIP centre, per game client, for the next
// purchase: the recharge sheet prefers it to the lowest-rate default. Kept for the page's life;
// a reload falls back to the default rule.
const chosen = new Map<string, string>();
let version = 0;
const listeners = new Set<() => void>();

function emit(): void {
  version++;
  for (const listener of listeners) listener();
}

export function chosenCoupon(clientId: string): string | null {
  return chosen.get(clientId) ?? null;
}

export function chooseCoupon(clientId: string, code: string | null): void {
  if (code) chosen.set(clientId, code);
  else chosen.delete(clientId);
  emit();
}

export function useChosenCoupon(clientId: string): string | null {
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => version,
    () => version,
  );
  return chosenCoupon(clientId);
}

export function resetCouponChoice(): void {
  chosen.clear();
  emit();
}
