import type { Db } from '../../db/client.ts';
import { providerMessages } from '../../db/tables/console.ts';
import { capText } from '../../lib/cap-text.ts';

// Whole provider messages as received, for an order's story in the console (issue 16): support
// sees what the provider actually said, not only what we made of it.

export const BODY_CAP_BYTES = 64 * 1024;

export type ProviderMessage = {
  tenantId: string | null;
  provider: string;
  billingNo: string | null;
  kind: 'notify' | 'return' | 'query';
  contentType: string | null;
  body: string;
  outcome: string;
  at: Date;
};

type WarnLog = { warn(obj: object, msg?: string): void };

/**
 * Never throws: the provider's answer (and the payment behind it) must not depend on whether its
 * copy could be kept; a failure is logged and the request goes on.
 */
export async function recordProviderMessage(
  db: Db,
  log: WarnLog,
  message: ProviderMessage,
): Promise<void> {
  try {
    await db.insert(providerMessages).values({
      ...message,
      contentType: message.contentType ? capText(message.contentType, 200) : null,
      body: capText(message.body, BODY_CAP_BYTES),
      outcome: capText(message.outcome, 200),
    });
  } catch (err) {
    log.warn(
      { err, provider: message.provider, billingNo: message.billingNo },
      'provider message not recorded',
    );
  }
}

export function contentTypeOf(headers: Record<string, string | string[] | undefined>) {
  const value = headers['content-type'];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
