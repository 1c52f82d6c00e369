import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ResultCode } from '@topup/contracts/result-codes';
import { AppError } from '../../plugins/app-error.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Customer-service calls carry `Authorization: Bearer <STAFF_API_TOKEN>`. Without a configured
 * token they are refused outright. Both sides are hashed first so the compare takes the same time
 * whatever the length of what was sent.
 */
export function assertStaff(request: FastifyRequest, token: string | undefined): void {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw new AppError(ResultCode.Forbidden, 'Staff endpoints are not enabled');
  if (!sent || !timingSafeEqual(digest(sent), digest(token))) {
    throw new AppError(ResultCode.Forbidden, 'Forbidden');
  }
}
