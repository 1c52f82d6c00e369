import type { NeutralMark as NeutralMarkKey } from '@topup/contracts/pay-marks';
import './marks.css';

/**
 * A pictogram of the kind of payment (card, bank, wallet, store ...) for methods without a brand
 * mark; the method's name is always written beside it, so it is decoration.
 */
export function NeutralMark({ mark }: { mark: NeutralMarkKey }) {
  return (
    <span className="mark mark--neutral" data-mark={mark} aria-hidden="true">
      <span className={`mark__glyph mark__glyph--${mark}`} />
    </span>
  );
}
