import * as z from 'zod/mini';
import { secretField, textField } from '../../provider-kit/credential-fields.ts';

// One brand's NaverPay (결제형) merchant. clientId and clientSecret are the API keys NaverPay
// gives the merchant (sent as X-Naver-Client-Id / X-Naver-Client-Secret), partnerId is the
// merchant's partner id that every API path starts with, chainId the X-NaverPay-Chain-Id of the
// merchant's payment chain (given to merchants that have one; optional).
// https://developer.pay.naver.com/docs/v2/api#common-common_certi and
// https://docs.pay.naver.com/docs/common/url-format.
export const naverpayCredentials = z.object({
  clientId: textField(128),
  clientSecret: secretField(),
  partnerId: z
    .string()
    .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'a partner id like np_abcde123456')),
  chainId: z.optional(textField(128)),
});

export type NaverpayCredentials = z.infer<typeof naverpayCredentials>;
