import * as z from 'zod/mini';
import { ResultCode } from '@topup/contracts/result-codes';
import { translate } from './i18n.ts';

// The console's one way to the server: same-origin calls to /api/console/* that carry the session
// cookie, add the session's CSRF token to every change, and unwrap the { code, msg, data } envelope.

/** Code of an ApiError when no usable answer arrived (network down, HTML error page, bad JSON). */
export const NO_ANSWER = 0;

/** A call that did not succeed: `code` is the server's result code or NO_ANSWER. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly status: number;

  constructor(code: number, msg: string, status = 0) {
    super(`${msg} (${code})`);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.status = status;
  }
}

let csrfToken: string | undefined;
let onNotLoggedIn: (() => void) | undefined;

/** The token from the login or /me answer; the server refuses cookie changes without it. */
export function setCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

/** Called when any call answers -600 (session expired or logged out elsewhere). */
export function setNotLoggedInHandler(handler: (() => void) | undefined): void {
  onNotLoggedIn = handler;
}

const envelopeShape = z.object({ code: z.number(), msg: z.string(), data: z.unknown() });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function call<S extends z.core.$ZodType>(
  method: Method,
  path: string,
  body: unknown,
  schema: S | undefined,
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // A file goes as it is, typed as the browser typed it (picture uploads); anything else as JSON.
  const raw = body instanceof Blob;
  if (body !== undefined)
    headers['content-type'] = raw ? body.type || 'application/octet-stream' : 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(NO_ANSWER, translate('error.noServer'));
  }
  let parsed: z.infer<typeof envelopeShape>;
  try {
    parsed = z.parse(envelopeShape, await response.json());
  } catch {
    throw new ApiError(
      NO_ANSWER,
      translate('error.badAnswer', { status: response.status }),
      response.status,
    );
  }
  if (parsed.code !== ResultCode.Success) {
    if (parsed.code === ResultCode.NotLoggedIn) onNotLoggedIn?.();
    throw new ApiError(parsed.code, parsed.msg, response.status);
  }
  if (!schema) return parsed.data as z.infer<S>;
  const data = z.safeParse(schema, parsed.data);
  if (!data.success) {
    // A contract mismatch between app and server: loud in the console, plain for the user.
    console.error(`Unexpected data from ${method} ${path}`, data.error);
    throw new ApiError(NO_ANSWER, translate('error.notUnderstood'));
  }
  return data.data;
}

/** Query strings without the undefined/empty values (an empty filter means "all"). */
export function withQuery(
  path: string,
  params: Record<string, string | number | boolean | undefined | null>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export const api = {
  get: <S extends z.core.$ZodType>(path: string, schema?: S) =>
    call('GET', path, undefined, schema),
  post: <S extends z.core.$ZodType>(path: string, body?: unknown, schema?: S) =>
    call('POST', path, body ?? {}, schema),
  put: <S extends z.core.$ZodType>(path: string, body?: unknown, schema?: S) =>
    call('PUT', path, body ?? {}, schema),
  patch: <S extends z.core.$ZodType>(path: string, body?: unknown, schema?: S) =>
    call('PATCH', path, body ?? {}, schema),
  delete: <S extends z.core.$ZodType>(path: string, body?: unknown, schema?: S) =>
    call('DELETE', path, body, schema),
};
