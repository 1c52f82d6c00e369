import { readFileSync } from 'node:fs';
import type {
  HttpTransport,
  TransportRequest,
  TransportResponse,
} from '../../../lib/http-transport.ts';

// Test support for the protocols' tests: a transport that answers from a script, in order, and
// records every call, so a test asserts what the protocol sent and that nothing else was called.

export type RecordedCall = { url: string; init: TransportRequest };

export function scriptedTransport(...answers: (TransportResponse | Error)[]) {
  const calls: RecordedCall[] = [];
  const transport: HttpTransport = async (url, init) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call to ${url}`);
    if (next instanceof Error) throw next;
    return next;
  };
  return { calls, transport, left: () => answers.length };
}

/** A 200 answer with the body as JSON (a string is sent as it is). */
export const okAnswer = (body: unknown): TransportResponse => ({
  status: 200,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** Reads the test's own fixtures: `fixtureReader(import.meta.url)('login.response.json')`. */
export const fixtureReader = (testUrl: string) => (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, testUrl), 'utf8');
