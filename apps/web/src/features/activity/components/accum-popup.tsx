import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getItem, setItem } from '../../../shared/storage/storage.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { useLayoutVersion } from '../../account/use-layout-version.ts';
import { activityInfoQuery } from '../api/activity-api.ts';
import { dayIn } from '../activity-text.ts';
import type { Character } from '../character.ts';
import { useClaim } from '../use-claim.ts';
import { EventCard } from './event-card.tsx';
import '../activity.css';

type Props = { clientId: string; area: string | undefined; character: Character };

/** The accumulated event with a reward to claim, shown once per event and (brand) day. */
export function AccumPopup({ clientId, area, character }: Props) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const version = useLayoutVersion();
  const info = useQuery(
    activityInfoQuery({ clientId, area, serverId: character.serverId, roleId: character.roleId }),
  );
  const claimer = useClaim(clientId, character);
  const [shownId, setShownId] = useState<string | null>(null);
  const [decided, setDecided] = useState(false);

  useEffect(() => {
    if (decided || !info.data) return;
    setDecided(true);
    const event = info.data.activities.find(
      (a) => a.type === 'cumulative' && a.tiers.some((tier) => tier.state === 'claimable'),
    );
    if (!event) return;
    const period = `${event.activity_id}@${dayIn(info.data.server_time, info.data.time_zone)}`;
    if (getItem<string>('autoShowAccum') === period) return;
    setItem('autoShowAccum', period);
    setShownId(event.activity_id);
  }, [decided, info.data]);

  const shown = info.data?.activities.find((a) => a.activity_id === shownId);
  return (
    <Dialog
      open={Boolean(shown)}
      title={t('activity.popupTitle')}
      onClose={() => setShownId(null)}
      actions={
        // /activity is a page of the new route set only (SPEC §2).
        version === 'new' && (
          <Link className="button" to={{ pathname: '/activity', search }}>
            {t('activity.viewEvents')}
          </Link>
        )
      }
    >
      <div className="accum-popup">
        <p>{t('activity.popupLead')}</p>
        {shown && <EventCard activity={shown} claimer={claimer} />}
      </div>
    </Dialog>
  );
}
