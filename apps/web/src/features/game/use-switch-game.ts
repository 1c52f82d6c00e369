import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getUserInfo } from '../../shared/storage/user-info.ts';
import { useUserInfo } from '../../shared/session/session-store.ts';
import { useChangeGame } from './change-game.ts';
import { pickName, type GamePick } from './game-options.ts';
import { currentSelection } from './selection-store.ts';
import { losesAnything, switchLosses } from './switch-losses.ts';
import { useGameContext } from './use-game-context.ts';

export type SwitchGame = {
  /** Switches at once, or holds the pick for the confirm dialog when something would be lost. */
  pick: (p: GamePick) => void;
  /** The dialog's props: open with a message saying exactly what the switch drops. */
  confirm: { open: boolean; title: string; message: string; onConfirm: () => void };
  cancel: () => void;
};

/** The game switch of both route sets (the old /selectGame page, the new layout's game list). */
export function useSwitchGame(done: () => void = () => undefined): SwitchGame {
  const { t } = useTranslation();
  const { game } = useGameContext();
  // Subscribes to login changes; the other product's login is read from storage when picking.
  const signedInHere = useUserInfo(game.gpId) !== null;
  const changeGame = useChangeGame();
  const [pending, setPending] = useState<{ pick: GamePick; login: boolean; selection: boolean }>();

  const pick = (p: GamePick) => {
    const losses = switchLosses(p, {
      // Read when the player picks: the page need not re-render on every change of it.
      selection: currentSelection(),
      gpId: game.gpId,
      signedIn: (gp) => (gp === game.gpId ? signedInHere : getUserInfo(gp) !== null),
    });
    if (losesAnything(losses)) setPending({ pick: p, ...losses });
    else {
      changeGame(p);
      done();
    }
  };
  const name = pending ? pickName(pending.pick) : '';
  const message = pending
    ? [
        pending.selection && t('game.changeConfirm', { name }),
        pending.login && t('game.loginLost', { name }),
      ]
        .filter(Boolean)
        .join(' ')
    : '';
  return {
    pick,
    confirm: {
      open: pending !== undefined,
      title: t('game.changeTitle'),
      message,
      onConfirm: () => {
        if (pending) changeGame(pending.pick);
        setPending(undefined);
        done();
      },
    },
    cancel: () => setPending(undefined),
  };
}
