import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { track } from '../../../shared/tracking/track.ts';
import { Empty } from '../../../shared/ui/empty.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { requestLogin, useUserInfo } from '../../../shared/session/session-store.ts';
import { useOrderSelection } from '../../game/selection-store.ts';
import { useGameContext } from '../../game/use-game-context.ts';
import { activityInfoQuery } from '../api/activity-api.ts';
import { characterOf, type Character } from '../character.ts';
import { useClaim } from '../use-claim.ts';
import { ClaimedList } from './claimed-list.tsx';
import { EventCard } from './event-card.tsx';
import '../activity.css';

// SPEC §2 tabs: topup = the accumulated top-up events, gift = the consecutive-day ones (their
// rewards come day after day), my = the rewards this character received.
const tabs = ['topup', 'gift', 'my'] as const;
const DELIVERY_POLL_MS = 3_000;
type Tab = (typeof tabs)[number];

function Who({ signedIn, character }: { signedIn: boolean; character: Character | null }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  if (!signedIn) {
    return (
      <div className="event-who">
        <p>{t('activity.loginFirst')}</p>
        <button type="button" className="button button--small" onClick={requestLogin}>
          {t('header.login')}
        </button>
      </div>
    );
  }
  return (
    <div className="event-who">
      <p>
        {character ? (
          <>
            {t('activity.character')} <bdi>{character.label}</bdi>
          </>
        ) : (
          t('activity.pickRole')
        )}
      </p>
      <Link
        className="button button--ghost button--small"
        to={{ pathname: '/selectGoods', search }}
      >
        {character ? t('common.change') : t('activity.goTopup')}
      </Link>
    </div>
  );
}

/** /activity (SPEC §2): the accumulated and consecutive-day top-up events and my rewards. */
export function ActivityPage() {
  const { t } = useTranslation();
  const tabsId = useId();
  const ctx = useGameContext();
  const signedIn = useUserInfo(ctx.game.gpId) !== null;
  const character = characterOf(useOrderSelection(), ctx, signedIn);
  const info = useQuery({
    ...activityInfoQuery({
      clientId: ctx.clientId,
      area: ctx.area,
      serverId: character?.serverId,
      roleId: character?.roleId,
    }),
    // A claimed reward reaches the game within seconds: 'On its way' turns into 'Delivered'.
    refetchInterval: (q) =>
      q.state.data?.claimed.some((c) => !c.delivered) ? DELIVERY_POLL_MS : false,
  });
  const claimer = useClaim(ctx.clientId, character);
  const [chosen, setChosen] = useState<Tab | null>(null);
  useEffect(() => track('viewActivity', { client_id: ctx.clientId }), [ctx.clientId]);

  const events = info.data?.activities ?? [];
  const cumulative = events.filter((a) => a.type === 'cumulative');
  const continuous = events.filter((a) => a.type === 'continuous');
  const tab = chosen ?? (cumulative.length === 0 && continuous.length > 0 ? 'gift' : 'topup');

  let panel;
  if (info.isPending) panel = <Skeleton />;
  else if (info.isError) {
    panel = <LoadError text={t('activity.loadFailed')} onRetry={() => void info.refetch()} />;
  } else if (tab === 'my') {
    panel = character ? <ClaimedList claimed={info.data.claimed} /> : <Empty />;
  } else {
    const list = tab === 'topup' ? cumulative : continuous;
    panel =
      list.length === 0 ? (
        <Empty text={t('activity.noEvents')} />
      ) : (
        list.map((a) => (
          <EventCard key={a.activity_id} activity={a} claimer={character ? claimer : null} />
        ))
      );
  }

  return (
    <Page title={t('title.event')}>
      <div className="events">
        <Who signedIn={signedIn} character={character} />
        <div className="line-tabs" role="tablist" aria-label={t('activity.tabsLabel')}>
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${tabsId}-${name}`}
              aria-selected={tab === name}
              aria-controls={`${tabsId}-panel`}
              className="line-tabs__tab"
              onClick={() => setChosen(name)}
            >
              {t(`activity.tabs.${name}`)}
            </button>
          ))}
        </div>
        <div
          id={`${tabsId}-panel`}
          role="tabpanel"
          aria-labelledby={`${tabsId}-${tab}`}
          className="events__panel"
        >
          {panel}
        </div>
      </div>
    </Page>
  );
}
