import * as z from 'zod/mini';

export const healthSchema = z.object({ status: z.literal('ok') });
export const readySchema = z.object({ status: z.enum(['ready', 'not_ready']), db: z.boolean() });
