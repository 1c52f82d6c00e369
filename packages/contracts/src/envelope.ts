import * as z from 'zod/mini';

// Every API answer is { code, msg, data } (SPEC §8, ARCHITECTURE principle 2).
export function envelope<T extends z.core.$ZodType>(data: T) {
  return z.object({ code: z.int(), msg: z.string(), data });
}

export const errorEnvelope = z.object({
  code: z.int(),
  msg: z.string(),
  data: z.null(),
});

export type Envelope<T> = { code: number; msg: string; data: T };
