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
});

export type CodapayCredentials = z.infer<typeof codapayCredentials>;
