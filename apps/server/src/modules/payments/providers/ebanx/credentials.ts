import * as z from 'zod/mini';
import { textField } from '../../provider-kit/credential-fields.ts';

/**
 * One brand's EBANX account (issue 14 field name): the secret integration key from the EBANX
 * dashboard, sent as `integration_key` in every Direct API call
 * (https://docs.ebanx.com/docs/payments/guides/after-payments/retrieve-payment, "Provide the
 * following parameters"). Sandbox keys start test_ik_; the key decides the account, not the host.
 */
export const ebanxCredentials = z.object({
  integrationKey: textField(100),
});

export type EbanxCredentials = z.infer<typeof ebanxCredentials>;
