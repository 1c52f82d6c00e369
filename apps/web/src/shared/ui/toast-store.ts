import { useSyncExternalStore } from 'react';

// A module-level store so code outside React (the API client's result-code handler) can raise
// toasts that the viewport renders.
export type Toast = { id: number; message: string; tone: 'info' | 'error' };

const DEFAULT_MS = 2500;
const MAX_VISIBLE = 3;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function showToast(
  message: string,
  opts: { tone?: Toast['tone']; durationMs?: number } = {},
): number {
  const text = message.trim();
  if (!text) return 0;
  // The same server message arriving from parallel requests should show once.
  const existing = toasts.find((x) => x.message === text);
  if (existing) return existing.id;
  const toast: Toast = { id: nextId++, message: text, tone: opts.tone ?? 'info' };
  emit([...toasts, toast].slice(-MAX_VISIBLE));
  setTimeout(() => dismissToast(toast.id), opts.durationMs ?? DEFAULT_MS);
  return toast.id;
}

export function dismissToast(id: number): void {
  if (toasts.some((x) => x.id === id)) emit(toasts.filter((x) => x.id !== id));
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}
