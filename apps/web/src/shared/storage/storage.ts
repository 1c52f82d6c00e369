import type { ZodMiniType } from 'zod/mini';
import { storageKeys, type StorageKey } from '@topup/contracts/storage-keys';

// The one place the app touches localStorage (ARCHITECTURE principle 8). Every item is stored as
// { value, expires } with the key's own lifetime from SPEC §3.
const DAY_MS = 86_400_000;

// Private mode and disabled storage throw on access or on write; the page must keep working for the
// session, so writes that fail land here and reads consult it as well.
const memory = new Map<string, string>();

/** The server rendering a page starts each one with nothing stored (entry-server.tsx). */
export function clearMemoryStorage(): void {
  memory.clear();
}

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(key: string): string | null {
  try {
    const stored = local()?.getItem(key);
    if (stored != null) return stored;
  } catch {
    // fall through to memory
  }
  return memory.get(key) ?? null;
}

function writeRaw(key: string, raw: string): void {
  try {
    const storage = local();
    if (storage) {
      storage.setItem(key, raw);
      memory.delete(key);
      return;
    }
  } catch {
    // quota exceeded or storage disabled
  }
  memory.set(key, raw);
}

function isStoredItem(v: unknown): v is { value: unknown; expires: number } {
  return (
    typeof v === 'object' &&
    v !== null &&
    'value' in v &&
    'expires' in v &&
    typeof v.expires === 'number' &&
    Number.isFinite(v.expires)
  );
}

/**
 * The stored value, or null when absent, expired, corrupt or (given a schema) of the wrong shape;
 * anything unusable is removed so it cannot linger.
 */
export function getItem<T>(key: StorageKey, schema?: ZodMiniType<T>): T | null {
  const raw = readRaw(key);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    removeItem(key);
    return null;
  }
  if (!isStoredItem(parsed) || parsed.expires <= Date.now() || parsed.value === null) {
    removeItem(key);
    return null;
  }
  if (!schema) return parsed.value as T;
  const checked = schema.safeParse(parsed.value);
  if (!checked.success) {
    removeItem(key);
    return null;
  }
  return checked.data;
}

/** Stores the value for `days` (default: the key's lifetime from SPEC §3). */
export function setItem(
  key: StorageKey,
  value: unknown,
  days: number = storageKeys[key].days,
): void {
  if (value === undefined || value === null) {
    removeItem(key);
    return;
  }
  writeRaw(key, JSON.stringify({ value, expires: Date.now() + days * DAY_MS }));
}

export function removeItem(key: StorageKey): void {
  memory.delete(key);
  try {
    local()?.removeItem(key);
  } catch {
    // nothing stored there anyway
  }
}
