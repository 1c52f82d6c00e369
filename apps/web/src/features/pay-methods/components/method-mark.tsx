import { payMarkOf } from '@topup/contracts/pay-marks';
import { BrandMark } from '../../../shared/ui/marks/brand-mark.tsx';
import { NeutralMark } from '../../../shared/ui/marks/neutral-mark.tsx';
import type { SubMethod } from '../listing-rules.ts';

/**
 * A payment method's picture from the one mark table (contracts/pay-marks.ts), not the server's
 * icon file: the brand's own mark, labelled so a "Credit card" row still says it is Visa, or a
 * pictogram of the method's kind.
 */
export function MethodMark({ method }: { method: Pick<SubMethod, 'channel_id' | 'family_id'> }) {
  const mark = payMarkOf(method);
  return 'brand' in mark ? (
    <BrandMark mark={mark.brand} labelled />
  ) : (
    <NeutralMark mark={mark.neutral} />
  );
}
