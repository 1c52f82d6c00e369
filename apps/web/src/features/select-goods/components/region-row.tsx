import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Area } from '@topup/tenants/areas';
import { areaLabel } from '../../region/area-label.ts';
import { useChangeRegion } from '../../region/use-change-region.ts';
import { PickerRow } from './picker-row.tsx';

const RegionSheet = lazy(() =>
  import('../../region/components/region-sheet.tsx').then((m) => ({ default: m.RegionSheet })),
);

/** The area the page shows, and the way to another of the tenant's areas. */
export function RegionRow({ area }: { area: Area | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const changeRegion = useChangeRegion();
  const pick = (next: Area) => {
    setOpen(false);
    if (next !== area) changeRegion(next);
  };
  return (
    <>
      <PickerRow
        label={t('region.label')}
        value={area ? areaLabel(t, area) : '—'}
        action={t('common.change')}
        onAction={() => setOpen(true)}
      />
      {open && (
        <Suspense fallback={null}>
          <RegionSheet current={area} onPick={pick} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
