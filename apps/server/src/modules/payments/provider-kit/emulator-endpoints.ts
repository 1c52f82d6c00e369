import type { ProtocolEndpoints } from './protocol.ts';

/**
 * A protocol's endpoints in emulator mode: its emulator's API under `emulatorBase`
 * (/emulator/<path>), whose pages are on the same origin.
 */
export function emulatorEndpoints(emulatorBase: string, path: string): ProtocolEndpoints {
  return { api: `${emulatorBase}/emulator/${path}`, pageOrigins: [new URL(emulatorBase).origin] };
}
