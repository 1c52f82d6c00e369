import type { IncomingNotification } from './protocol.ts';

// Reading what providers send (notifications, answers) without throwing: a body that is not JSON
// is a malformed message for the protocol to refuse, never an exception out of it.

/** The parsed JSON, or undefined when the text is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The parsed JSON, null for an empty body (a 204-style answer) or text that is not JSON. */
export function parseJsonOrNull(text: string): unknown {
  return text === '' ? null : (parseJson(text) ?? null);
}

/** A header by lower-case name, whatever its case on the wire, trimmed; undefined when blank. */
export function trimmedHeader(
  headers: IncomingNotification['headers'],
  name: string,
): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    const first = Array.isArray(value) ? value[0] : value;
    return first && first.trim() !== '' ? first.trim() : undefined;
  }
  return undefined;
}
