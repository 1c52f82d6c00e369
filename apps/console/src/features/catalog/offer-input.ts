import type { ConsoleOffer, OfferInput } from '@topup/contracts/console-offers';
import { optionalDate, toDateInput } from '../../shared/date-input.ts';
import { wholeNumber } from '../../shared/whole-number.ts';

// An offer as the form edits it (texts as typed) and as the API takes it. The checks are the
// contract's (offerInputSchema) in the order a person fixes them, so the form can say in words
// what the server would only refuse.

export type OfferRow = {
  startsAt: string;
  endsAt: string;
  chainId: string;
  chainStep: string;
  free: boolean;
  /** Goods whose price is shown struck through as the regular price; '' for none. */
  regular: string;
};

/** Why the typed offer cannot be sent: a key under catalog.offers.invalid. */
export type OfferProblem =
  | 'badDate'
  | 'startsBeforeEnds'
  | 'chainTogether'
  | 'stepRange'
  | 'freeNeedsChain'
  | 'needWindowOrChain';

export function offerRowOf(offer: ConsoleOffer | null): OfferRow {
  return {
    startsAt: toDateInput(offer?.starts_at),
    endsAt: toDateInput(offer?.ends_at),
    chainId: offer?.chain_id ?? '',
    chainStep: offer?.chain_step === null || offer === null ? '' : String(offer.chain_step),
    free: offer?.free ?? false,
    regular: offer?.regular_product_id ?? '',
  };
}

export function offerInput(row: OfferRow): { body: OfferInput } | { problem: OfferProblem } {
  const starts = optionalDate(row.startsAt);
  const ends = optionalDate(row.endsAt);
  if (starts === undefined || ends === undefined) return { problem: 'badDate' };
  if (starts !== null && ends !== null && Date.parse(starts) >= Date.parse(ends)) {
    return { problem: 'startsBeforeEnds' };
  }
  const chainId = row.chainId.trim();
  const stepText = row.chainStep.trim();
  if ((chainId === '') !== (stepText === '')) return { problem: 'chainTogether' };
  const step = stepText === '' ? null : wholeNumber(stepText);
  if (step !== null && !(step >= 1 && step <= 1000)) return { problem: 'stepRange' };
  if (row.free && chainId === '') return { problem: 'freeNeedsChain' };
  if (starts === null && ends === null && chainId === '') return { problem: 'needWindowOrChain' };
  return {
    body: {
      starts_at: starts,
      ends_at: ends,
      chain_id: chainId === '' ? null : chainId,
      chain_step: step,
      free: row.free,
      regular_product_id: row.regular === '' ? null : row.regular,
    },
  };
}
