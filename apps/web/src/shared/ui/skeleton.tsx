import { useTranslation } from 'react-i18next';
import { specLimits } from '../config/spec-limits.ts';

// SPEC §9: a loading skeleton shows 3 placeholder items.
export const SKELETON_ITEMS = specLimits.skeletonItems;

export function Skeleton({ count = SKELETON_ITEMS }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="skeleton" role="status" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="skeleton__item" aria-hidden="true" />
      ))}
    </div>
  );
}
