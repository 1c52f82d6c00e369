import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { Empty } from '../../../shared/ui/empty.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useGameList, useGameListFailure } from '../../game/api/get-game-list.ts';
import { useChangeGame } from '../../game/change-game.ts';
import { GameList } from '../../game/components/game-list.tsx';
import { pickName, type GamePick } from '../../game/game-options.ts';
import { useOrderSelection } from '../../game/selection-store.ts';
import { useGameContext } from '../../game/use-game-context.ts';
import '../../game/game.css';

/** Step 1 of the old route set: the games (and sub-games); a pick goes on to /selectGoods. */
export function SelectGamePage() {
  const { t } = useTranslation();
  const { clientId } = useGameContext();
  const list = useGameList();
  const failure = useGameListFailure(list);
  const selection = useOrderSelection();
  const changeGame = useChangeGame();
  const [pending, setPending] = useState<GamePick | null>(null);

  const pick = (p: GamePick) => {
    // Picking a game is this step's purpose; it only asks when it would drop what was chosen for
    // another game (SPEC §5).
    const losing =
      selection.clientId !== undefined &&
      selection.clientId !== p.game.clientId &&
      Boolean(selection.server || selection.role || selection.goods);
    if (losing) setPending(p);
    else changeGame(p);
  };

  return (
    <Page title={t('title.selectGame')}>
      {failure.failed ? (
        <LoadError onRetry={failure.retry} />
      ) : list.isPending ? (
        <Skeleton />
      ) : !list.data?.length ? (
        <Empty />
      ) : (
        <GameList games={list.data} currentClientId={clientId} onPick={pick} />
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t('game.changeTitle')}
        message={t('game.changeConfirm', { name: pending ? pickName(pending) : '' })}
        onConfirm={() => {
          if (pending) changeGame(pending);
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
    </Page>
  );
}
