import { useQueryClient } from '@tanstack/react-query';
import { useGameContext } from '../../game/use-game-context.ts';
import { logIn, type LoginMode } from '../api/login-api.ts';
import { completeLogin } from '../complete-login.ts';
import { useLayoutVersion } from '../use-layout-version.ts';
import { useCredentialSubmit, type LoginSubmit } from './use-credential-submit.ts';

/** The shop's login: the game's client id, then the SPEC §4 finish (store, close, reload). */
export function useLoginSubmit(mode: LoginMode, onFailed: () => void): LoginSubmit {
  const { game, clientId } = useGameContext();
  const layout = useLayoutVersion();
  const queryClient = useQueryClient();
  return useCredentialSubmit(mode, onFailed, {
    send: (username, secret) =>
      logIn({ username, password: secret, clientId, mode }).then((info) =>
        completeLogin({ gpId: game.gpId, info, method: mode, layout, queryClient }),
      ),
  });
}
