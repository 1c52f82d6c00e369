// Code of an ApiError when no usable server answer arrived (network, timeout, garbled response).
export const NO_ANSWER = 0;

/** A call that did not succeed: `code` is the server's result code (SPEC §8) or NO_ANSWER. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;

  constructor(code: number, msg: string) {
    super(`${msg} (${code})`);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
  }
}
