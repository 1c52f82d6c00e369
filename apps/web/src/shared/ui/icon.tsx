import './icons.css';

/** The icons the shop draws (shared/ui/icons.css maps each to its Lucide SVG). */
export type IconName =
  | 'topup'
  | 'events'
  | 'my'
  | 'diamond'
  | 'chest'
  | 'ticket'
  | 'crown'
  | 'star'
  | 'success'
  | 'fail'
  | 'alert'
  | 'refunded'
  | 'truck'
  | 'clock'
  | 'chevron-start'
  | 'chevron-end'
  | 'chevron-down'
  | 'chevron-up';

/** Decorative: the text beside it names the thing, so screen readers skip the icon. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const classes = className ? `icon icon--${name} ${className}` : `icon icon--${name}`;
  return <span className={classes} aria-hidden="true" />;
}
