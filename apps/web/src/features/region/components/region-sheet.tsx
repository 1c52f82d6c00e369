import { useTranslation } from 'react-i18next';
import type { Area } from '@topup/tenants/areas';
import { getBoot } from '../../../shared/boot/boot.ts';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import { areaLabel } from '../area-label.ts';

type RegionSheetProps = {
  current: Area | undefined;
  onPick: (area: Area) => void;
  onClose: () => void;
};

/** The tenant's areas to pick from (change region on the goods page). */
export function RegionSheet({ current, onPick, onClose }: RegionSheetProps) {
  const { t } = useTranslation();
  const { tenant } = getBoot();
  return (
    <BottomSheet open title={t('region.choose')} onClose={onClose}>
      <ul className="choice-list">
        {tenant.areas.map((area) => (
          <li key={area}>
            <button
              type="button"
              className="choice-list__item"
              aria-pressed={area === current}
              onClick={() => onPick(area)}
            >
              {areaLabel(t, area)}
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
