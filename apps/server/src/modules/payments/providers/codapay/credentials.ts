import * as z from 'zod/mini';

/**
 * A brand's Codapay credential record (issue 14 field names). Coda issues one API key per country
 * ("Codapay Publisher Settings where you will find your API key for each country",
 * https://coda-payments.gitbook.io/coda-public-technical-documentation/codapay/getting-started/set-up-payments),
 * so `country` (ISO 3166 alpha-2) names the country the key belongs to; without it the payment's
 * own country is used. Test and live are separate hosts with separate keys, chosen by the mode.
 */
export const codapayCredentials = z.object({
  apiKey: z.string().check(z.minLength(1), z.maxLength(256)),
  country: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
  /**
   * The brand's channel table: the store's method key (`<payway id>_<channel id>`, e.g.
   * `10401_gcash`, `133_internet_bank`) → the payType Coda assigns that channel on this account
   * ("Paytype=<value> - Specific Payment Channel ... the partner is responsible for displaying
   * payment channels on their own checkout page and calling the proper Paytype identifier",
   * .../redirection-flow/paytype-concept). 0 sends the player to Coda's channel selection page,
   * which works only once Coda has configured it for the account (else error 233). See
   * docs/decisions/0037-codapay-pay-types.md.
   */
  payTypes: z.optional(
    z.record(
      z.string().check(z.regex(/^\d+_[a-z0-9_]+$/)),
      z.int().check(z.minimum(0), z.maximum(99_999)),
    ),
  ),
});

export type CodapayCredentials = z.infer<typeof codapayCredentials>;
