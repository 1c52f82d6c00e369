import type { BrandMark as BrandMarkKey } from '@topup/contracts/pay-marks';
import { brandIcons } from './brand-icons.ts';
import { inkOn } from './ink-on.ts';

type BrandMarkProps = {
  mark: BrandMarkKey;
  /** Tile for payment methods, round for login buttons. */
  shape?: 'tile' | 'round';
  /**
   * Read out as a picture of the brand when the text beside it does not name the brand (a
   * "Credit card" method with the Visa mark); left out, the mark is decoration.
   */
  labelled?: boolean;
};

/** A brand's own mark (simple-icons, CC0) on its colour, drawn inline: no image request. */
export function BrandMark({ mark, shape = 'tile', labelled = false }: BrandMarkProps) {
  const icon = brandIcons[mark];
  const fill = `#${icon.hex}`;
  return (
    // Sized by its attributes, no stylesheet: a CSS file of its own would add one more entry to
    // the first page's preload lists (initial JS budget).
    <svg
      className={`mark mark--${shape}`}
      viewBox="-6 -6 36 36"
      width="36"
      height="36"
      data-mark={mark}
      {...(labelled ? { role: 'img', 'aria-label': icon.title } : { 'aria-hidden': true })}
    >
      {shape === 'round' ? (
        <circle cx="12" cy="12" r="18" fill={fill} />
      ) : (
        <rect x="-6" y="-6" width="36" height="36" rx="8" fill={fill} />
      )}
      <path d={icon.path} fill={inkOn(icon.hex)} />
    </svg>
  );
}
