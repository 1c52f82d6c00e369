import * as z from 'zod/mini';

/**
 * A brand's MyCard credential record (issue 14 field names): the factory service id MyCard assigns
 * (FacServiceId) and the factory key (廠商 Key) every Hash is computed with. Test and live use
 * separate hosts (test.b2b / b2b.mycard520.com.tw), chosen by the mode.
 */
export const mycardCredentials = z.object({
  facServiceId: z.string().check(z.minLength(1), z.maxLength(64)),
  facKey: z.string().check(z.minLength(1), z.maxLength(64)),
});

export type MyCardCredentials = z.infer<typeof mycardCredentials>;
