import { useSyncExternalStore } from 'react';
import { clearUserInfo, getUserInfo, type UserInfo } from '../storage/user-info.ts';

// Storage does not notify, so writers of the signed-in state go through here and React re-reads.
// In shared/ because the layout and most features read the session or ask for a login; only
// account writes a login (ADR 0029).
let version = 0;
let loginOpen = false;
let promptSuppressed = 0;
const listeners = new Set<() => void>();

function emit(): void {
  version++;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Call after any change to the stored user info (login, logout, token cleared). */
export function notifySessionChanged(): void {
  emit();
}

/** Forgets the player of one game product (logout, or the server said the token is dead). */
export function signOut(gpId: number): void {
  clearUserInfo(gpId);
  emit();
}

export function useUserInfo(gpId: number): UserInfo | null {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return getUserInfo(gpId);
}

/** Asks the layout to open the login popup (header button, or a -600 answer). */
export function requestLogin(): void {
  if (loginOpen) return;
  loginOpen = true;
  emit();
}

export function closeLogin(): void {
  if (!loginOpen) return;
  loginOpen = false;
  emit();
}

export function isLoginOpen(): boolean {
  return loginOpen;
}

export function useLoginOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loginOpen,
    () => false,
  );
}

/**
 * Runs a call during which a -600 answer must not open the login popup: revoking a token at
 * logout may well find it already dead, and the player has just asked to be logged out.
 */
export async function withoutLoginPrompt<T>(call: () => Promise<T>): Promise<T> {
  promptSuppressed++;
  try {
    return await call();
  } finally {
    promptSuppressed--;
  }
}

export function loginPromptSuppressed(): boolean {
  return promptSuppressed > 0;
}
