import type { FastifyRequest } from 'fastify';
import { hasBadText, withoutBadText } from '@topup/contracts/clean-text';
import { ResultCode } from '@topup/contracts/result-codes';
import { serverMessage } from '../i18n/server-messages.ts';
import { AppError } from './app-error.ts';

// NUL and lone surrogates (see @topup/contracts/clean-text) would fail at PostgreSQL as a 500; no
// player types either, so they are refused here before any schema or handler runs.

// No request of the API nests this far; deeper parts are left to the route's schema.
const MAX_DEPTH = 32;

/**
 * The path ('body.events.0.fields.x') of the first string, or object key, holding bad text, or
 * null. Walks with its own stack, so a deeply nested JSON body cannot overflow the call stack.
 */
export function findBadText(value: unknown, root: string): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value, path: root, depth: 0 },
  ];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasBadText(current)) return path;
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_DEPTH) continue;
    // Own keys only: a key named __proto__ or constructor is a plain field here.
    for (const key of Object.keys(current)) {
      const shown = key.length > 64 ? `${key.slice(0, 64)}…` : key;
      const at = `${path}.${shown}`;
      // The answer names the field; a key made of bad text is named without it.
      if (hasBadText(key)) return `${path}.${withoutBadText(shown)}`;
      stack.push({ value: (current as Record<string, unknown>)[key], path: at, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * One check for every route (a global preValidation hook, so it runs before each route's schema
 * and handler): the parsed query, params, body and the headers. Throws -400 naming the field.
 */
export function assertCleanInput(request: FastifyRequest): void {
  const field =
    findBadText(request.query, 'query') ??
    findBadText(request.params, 'params') ??
    findBadText(request.body, 'body') ??
    findBadText(request.headers, 'headers');
  if (field === null) return;
  throw new AppError(ResultCode.BadRequest, serverMessage('request.badCharacters', { field }));
}
