import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { PlayerLookup } from '@topup/contracts/player-id';
import { getBoot } from '../../../shared/boot/boot.ts';
import { useFeatureTexts } from '../../../shared/i18n/use-feature-texts.ts';
import { Empty } from '../../../shared/ui/empty.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useGameContext } from '../../game/use-game-context.ts';
import { orderLinkUrl, readOrderLink } from '../order-link.ts';
import { playerIdGames } from '../player-id-games.ts';
import { playerIdTextFiles } from '../player-id-texts.ts';
import { CharacterCard } from './character-card.tsx';
import { GuestGoods } from './guest-goods.tsx';
import { GuestPayPanel } from './guest-pay-panel.tsx';
import { GuestResult } from './guest-result.tsx';
import { LookupForm } from './lookup-form.tsx';
import '../player-id.css';

/**
 * /playerId (issue 29 item 14, ADR 0038): top up a character by its player id without logging
 * in — find it, confirm its name, choose goods and a method, pay; the page then becomes the
 * order's link and follows it until it is delivered.
 */
export function PlayerIdPage() {
  const { t } = useTranslation();
  const ready = useFeatureTexts(playerIdTextFiles, 'playerId');
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { area } = useGameContext();
  const games = playerIdGames(getBoot().tenant);
  const [clientId, setClientId] = useState(games[0]?.clientId ?? '');
  const [found, setFound] = useState<PlayerLookup | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [productId, setProductId] = useState<string | null>(null);
  const link = readOrderLink(search, hash);
  const game = games.find((g) => g.clientId === clientId) ?? games[0];
  const gameArea = area ?? game?.area;

  const restart = () => {
    setFound(null);
    setConfirmed(false);
    setProductId(null);
  };

  if (!ready) return <Skeleton />;
  const title = t('playerId.title');
  if (link) {
    const again = () => {
      restart();
      const query = new URLSearchParams(search);
      query.delete('billing_no');
      void navigate({ pathname, search: `?${query}`, hash: '' });
    };
    return (
      <Page title={title}>
        <GuestResult link={link} onAgain={again} />
      </Page>
    );
  }
  if (!game) {
    return (
      <Page title={title}>
        <Empty text={t('playerId.off')} />
      </Page>
    );
  }
  return (
    <Page title={title}>
      <p className="pid-intro">{t('playerId.intro')}</p>
      {found ? (
        <CharacterCard
          found={found}
          gameName={game.name}
          confirmed={confirmed}
          onConfirm={() => setConfirmed(true)}
          onChange={restart}
        />
      ) : (
        <LookupForm
          games={games}
          game={game}
          onGame={(id) => {
            setClientId(id);
            restart();
          }}
          area={gameArea}
          onFound={setFound}
        />
      )}
      {found && confirmed && (
        <GuestGoods
          clientId={game.clientId}
          area={gameArea}
          chosen={productId}
          onChoose={(id) => setProductId(id)}
        />
      )}
      {!productId && (
        <p className="pid-back">
          <Link to={{ pathname: '/', search }}>{t('playerId.back')}</Link>
        </p>
      )}
      {found && confirmed && productId && (
        <GuestPayPanel
          key={productId}
          clientId={game.clientId}
          productId={productId}
          ticket={found.ticket}
          area={gameArea}
          onOrder={(billingNo) =>
            void navigate(orderLinkUrl(pathname, search, { billingNo, ticket: found.ticket }), {
              replace: true,
            })
          }
        />
      )}
    </Page>
  );
}
