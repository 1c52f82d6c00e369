import type * as z from 'zod/mini';
import { envelope } from '@topup/contracts/envelope';
import { ResultCode } from '@topup/contracts/result-codes';
import { peekBoot } from '../boot/boot.ts';
import { getIdfv } from '../boot/idfv.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { candidateOrigins, rememberOrigin } from './hosts.ts';
import { clearNoAnswer, noteNoAnswer } from './no-answer.ts';
import { reportFailure } from './report-failure.ts';
import { handleNoAnswer, handleResultCode } from './result-codes.ts';
import { sendOnce, type Sent } from './send-once.ts';
import { specLimits } from '../config/spec-limits.ts';

export { ApiError } from './api-error.ts';

// The one way the app talks to the server (ARCHITECTURE principle 9, SPEC §7 and §9).
export type ApiClientConfig = {
  getToken(): string | undefined;
  getLanguage(): string;
  /** Defaults to the boot data's errorReportUrl, then our own /api/client-errors. */
  errorReportUrl?: string;
};
export type ApiParams = Record<string, string | number | boolean | undefined>;
export type ApiOptions = {
  signal?: AbortSignal;
  silent?: boolean;
  /**
   * false for calls that create something (an order): after a timeout the server may have acted,
   * and a second attempt would create a second one. Reads keep SPEC §9's three attempts.
   */
  retry?: boolean;
};

let config: ApiClientConfig = { getToken: () => undefined, getLanguage: currentLanguage };

export function configureApiClient(c: ApiClientConfig): void {
  config = c;
}

/** The player's token as API calls send it (the live tracker's EventSource puts it in its URL). */
export const currentToken = () => config.getToken();

function reportUrl(): string | undefined {
  return config.errorReportUrl ?? peekBoot()?.errorReportUrl ?? undefined;
}

/** SPEC §9 timings; mutable so tests can shrink them. */
export const apiClientTimings = {
  timeoutMs: specLimits.requestTimeoutMs,
  retryDelayMs: specLimits.retryDelayMs,
  attempts: specLimits.requestAttempts,
};

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function request<S extends z.ZodMiniType>(
  path: string,
  init: RequestInit,
  data: S,
  opts: ApiOptions,
): Promise<z.infer<S>> {
  const { signal, silent = false, retry = true } = opts;
  const attempts = retry ? apiClientTimings.attempts : 1;
  if (signal?.aborted) throw signal.reason;
  const origins = candidateOrigins();
  let lastError = 'no attempt made';
  // A new request starts clean: an earlier one's failure is not this one's (no-answer.ts).
  clearNoAnswer(path);
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await wait(apiClientTimings.retryDelayMs, signal);
    // Each retry moves on to the next origin: page origin first, then the tenant's backups.
    const origin = origins[(attempt - 1) % origins.length]!;
    const sent: Sent = await sendOnce(origin + path, init, apiClientTimings.timeoutMs, signal);
    if (!sent.ok) {
      lastError = sent.error;
      noteNoAnswer(path);
      reportFailure(reportUrl(), { path, attempt, origin, error: sent.error });
      continue;
    }
    rememberOrigin(origin);
    clearNoAnswer(path);
    const { code, msg } = sent.body;
    if (code !== ResultCode.Success) throw handleResultCode(code, msg, silent);
    const parsed = envelope(data).safeParse(sent.body);
    if (!parsed.success) {
      const error = `invalid response data: ${parsed.error.issues.map((i) => i.path.join('.') + ' ' + i.message).join('; ')}`;
      reportFailure(reportUrl(), { path, attempt, origin, error });
      throw handleNoAnswer(error, silent);
    }
    return (parsed.data as { data: z.infer<S> }).data;
  }
  throw handleNoAnswer(lastError, silent);
}

export function apiGet<S extends z.ZodMiniType>(
  path: string,
  params: ApiParams,
  data: S,
  opts: ApiOptions = {},
): Promise<z.infer<S>> {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) query.set(k, String(v));
  // Explicit parameters win (e.g. get_user_info passes the token it is checking).
  const extra: Record<string, string | undefined> = {
    idfv: getIdfv(),
    spec_lang: config.getLanguage(),
    oauth_token: config.getToken(),
  };
  for (const [k, v] of Object.entries(extra)) if (v && !query.has(k)) query.set(k, v);
  const sep = path.includes('?') ? '&' : '?';
  return request(`${path}${sep}${query}`, { method: 'GET' }, data, opts);
}

export function apiPost<S extends z.ZodMiniType>(
  path: string,
  body: Record<string, unknown>,
  data: S,
  opts: ApiOptions = {},
): Promise<z.infer<S>> {
  const init: RequestInit = {
    method: 'POST',
    // The server writes its messages in this language (GET carries spec_lang instead).
    headers: { 'content-type': 'application/json', 'accept-language': config.getLanguage() },
    body: JSON.stringify({ idfv: getIdfv(), ...body }),
  };
  return request(path, init, data, opts);
}
