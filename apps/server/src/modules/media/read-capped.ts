import type { Readable } from 'node:stream';
import { ResultCode } from '@topup/contracts/result-codes';
import { AppError } from '../../plugins/app-error.ts';

const tooBig = (max: number) =>
  new AppError(
    ResultCode.BadRequest,
    `Picture too big: at most ${(max / 1_000_000).toLocaleString('en')} MB`,
    413,
  );

/**
 * A request body as one Buffer, refused with 413 as soon as it passes `max` bytes: at once when
 * Content-Length says so, else while it streams (chunked bodies say nothing beforehand).
 */
export async function readCapped(
  body: Readable,
  max: number,
  contentLength: string | undefined,
): Promise<Buffer> {
  if (contentLength !== undefined && Number(contentLength) > max) {
    body.resume();
    throw tooBig(max);
  }
  // Listeners, not for-await: leaving a for-await destroys the request, and with it the socket
  // the 413 answer must go out on. Past the cap the rest is read and dropped.
  const chunks: Buffer[] = [];
  let size = 0;
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) return void chunks.push(chunk);
      body.off('data', onData);
      body.resume();
      reject(tooBig(max));
    };
    body.on('data', onData);
    body.once('end', resolve);
    body.once('error', reject);
  });
  if (size === 0) throw new AppError(ResultCode.BadRequest, 'No picture: the body is empty', 400);
  return Buffer.concat(chunks);
}
