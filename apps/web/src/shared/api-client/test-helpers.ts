import { vi } from 'vitest';
import type { ResultCodeHandlers } from './result-codes.ts';

// Shared by the api-client tests: a recording set of result-code handlers and a fake network.
export function recordingHandlers() {
  const calls: string[] = [];
  const toasts: string[] = [];
  const handlers: ResultCodeHandlers = {
    notLoggedIn: () => calls.push('notLoggedIn'),
    noGame: () => calls.push('noGame'),
    wrongDomain: () => calls.push('wrongDomain'),
    notVerified: () => calls.push('notVerified'),
    replenishError: () => calls.push('replenishError'),
    toast: (m) => toasts.push(m),
  };
  return { calls, toasts, handlers };
}

export const ok = (data: unknown) => Response.json({ code: 1, msg: 'ok', data });
export const fail = (code: number, msg = 'nope') => Response.json({ code, msg, data: null });

type Reply = Response | Error | 'hang';

/** A fetch that answers the given replies in turn; 'hang' waits until aborted. */
export function fakeFetch(...replies: Reply[]) {
  let i = 0;
  return vi.fn((_url: string, init?: RequestInit): Promise<Response> => {
    const reply = replies[Math.min(i++, replies.length - 1)]!;
    if (reply === 'hang') {
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    }
    return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply.clone());
  });
}

export function urlOf(call: unknown[]): URL {
  return new URL(String(call[0]));
}
