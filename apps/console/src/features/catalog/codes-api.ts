import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cardBatchSchema, type cardBatchInputSchema } from '@topup/contracts/console-catalog';
import {
  consoleCardSchema,
  consoleCardsSchema,
  consoleGiftCodeSchema,
  consoleGiftCodesSchema,
  giftCodeBatchSchema,
  type giftCodeBatchInputSchema,
} from '@topup/contracts/console-codes';
import type * as z from 'zod/mini';
import { api, withQuery } from '../../shared/api.ts';
import { base, catalogKeys, enc, useBrandMutation, type CodeFilter } from './catalog-api.ts';

// Prepaid cards and gift codes (server: console/catalog/card-*-routes.ts, gift-code-routes.ts).
// A batch's answer is the only time its secrets exist in clear: see useBrandMutation's `secret`.

export type CardBatchInput = z.input<typeof cardBatchInputSchema>;
export type GiftCodeBatchInput = z.input<typeof giftCodeBatchInputSchema>;

const filterQuery = ({ status, q }: CodeFilter) => ({ status, q: q.trim() });

export function useCards(tenant: string, filter: CodeFilter) {
  return useQuery({
    queryKey: catalogKeys.cards(tenant, filter),
    queryFn: () =>
      api.get(withQuery(`${base(tenant)}/cards`, filterQuery(filter)), consoleCardsSchema),
    enabled: tenant !== '',
    // Typing in the search box must not blank the table between answers.
    placeholderData: keepPreviousData,
  });
}

export function useCardBatch(tenant: string) {
  return useBrandMutation(
    tenant,
    (body: CardBatchInput) => api.post(`${base(tenant)}/card-batches`, body, cardBatchSchema),
    { secret: true },
  );
}

export function useVoidCard(tenant: string) {
  return useBrandMutation(tenant, (cardNo: string) =>
    api.post(`${base(tenant)}/cards/${enc(cardNo)}/void`, undefined, consoleCardSchema),
  );
}

export function useGiftCodes(tenant: string, filter: CodeFilter) {
  return useQuery({
    queryKey: catalogKeys.giftCodes(tenant, filter),
    queryFn: () =>
      api.get(withQuery(`${base(tenant)}/gift-codes`, filterQuery(filter)), consoleGiftCodesSchema),
    enabled: tenant !== '',
    placeholderData: keepPreviousData,
  });
}

export function useGiftCodeBatch(tenant: string) {
  return useBrandMutation(
    tenant,
    (body: GiftCodeBatchInput) =>
      api.post(`${base(tenant)}/gift-code-batches`, body, giftCodeBatchSchema),
    { secret: true },
  );
}

/** `ref` is the code's 64-hex SHA-256 reference from the list, never the code itself. */
export function useVoidGiftCode(tenant: string) {
  return useBrandMutation(tenant, (ref: string) =>
    api.post(`${base(tenant)}/gift-codes/${enc(ref)}/void`, undefined, consoleGiftCodeSchema),
  );
}
