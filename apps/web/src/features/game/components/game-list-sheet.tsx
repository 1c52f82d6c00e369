import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../../shared/tracking/track.ts';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { Empty } from '../../../shared/ui/empty.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useGameList, useGameListFailure } from '../api/get-game-list.ts';
import type { GamePick } from '../game-options.ts';
import { useGameContext } from '../use-game-context.ts';
import { useSwitchGame } from '../use-switch-game.ts';
import { GameList } from './game-list.tsx';
import '../game.css';

/**
 * The game list popup (SPEC §2); switching game asks first (SPEC §5) when it would drop a
 * selection or the login, and only then (issue 17, defect 8).
 */
export function GameListSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { clientId } = useGameContext();
  const list = useGameList();
  const failure = useGameListFailure(list);
  const switching = useSwitchGame(onClose);

  useEffect(() => track('viewGameList'), []);

  const pick = (p: GamePick) => {
    if (p.game.clientId === clientId) onClose();
    else switching.pick(p);
  };

  return (
    <BottomSheet open title={t('game.listTitle')} onClose={onClose}>
      {failure.failed ? (
        <LoadError onRetry={failure.retry} />
      ) : list.isPending ? (
        <Skeleton />
      ) : !list.data?.length ? (
        <Empty />
      ) : (
        <GameList games={list.data} currentClientId={clientId} onPick={pick} />
      )}
      <ConfirmDialog {...switching.confirm} onCancel={switching.cancel} />
    </BottomSheet>
  );
}
