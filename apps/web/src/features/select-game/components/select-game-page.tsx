import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { Empty } from '../../../shared/ui/empty.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useGameList, useGameListFailure } from '../../game/api/get-game-list.ts';
import { GameList } from '../../game/components/game-list.tsx';
import { useGameContext } from '../../game/use-game-context.ts';
import { useSwitchGame } from '../../game/use-switch-game.ts';
import '../../game/game.css';

/** Step 1 of the old route set: the games (and sub-games); a pick goes on to /selectGoods. */
export function SelectGamePage() {
  const { t } = useTranslation();
  const { clientId } = useGameContext();
  const list = useGameList();
  const failure = useGameListFailure(list);
  // Picking a game is this step's purpose; it only asks when it would drop what was chosen for
  // another game (SPEC §5) or the login (issue 17, defect 3).
  const switching = useSwitchGame();

  return (
    <Page title={t('title.selectGame')}>
      {failure.failed ? (
        <LoadError onRetry={failure.retry} />
      ) : list.isPending ? (
        <Skeleton />
      ) : !list.data?.length ? (
        <Empty />
      ) : (
        <GameList games={list.data} currentClientId={clientId} onPick={switching.pick} />
      )}
      <ConfirmDialog {...switching.confirm} onCancel={switching.cancel} />
    </Page>
  );
}
