import type { DotEvent, TrackEvent } from '@topup/contracts/tracking';
import { randomId } from '../boot/idfv.ts';

export type TrackValue = string | number | boolean | null;
export type TrackFields = Record<string, TrackValue | undefined>;

// A visit's id lives in sessionStorage: one per tab, gone when the tab closes.
const SESSION_KEY = 'topupTrackSession';
let memorySession: string | null = null;

export function sessionId(): string {
  try {
    const existing = window.sessionStorage.getItem(SESSION_KEY);
    if (existing) return existing;
    const created = randomId();
    window.sessionStorage.setItem(SESSION_KEY, created);
    return created;
  } catch {
    memorySession ??= randomId();
    return memorySession;
  }
}

// The server rejects a whole batch if one event breaks the contract's limits, so clip here.
export function cleanFields(fields: TrackFields = {}): Record<string, TrackValue> {
  const out: Record<string, TrackValue> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || key.length === 0 || key.length > 64) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    out[key] = typeof value === 'string' ? value.slice(0, 500) : value;
  }
  return out;
}

export function buildEvent(
  event: TrackEvent,
  fields: TrackFields | undefined,
  user?: string,
): DotEvent {
  return {
    event,
    id: randomId(),
    session: sessionId(),
    ...(user ? { user: user.slice(0, 128) } : {}),
    ts: Date.now(),
    fields: cleanFields(fields),
  };
}
