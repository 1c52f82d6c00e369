import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { loginPromptSuppressed, requestLogin, signOut } from '../shared/session/session-store.ts';
import { gameContextFor } from '../features/game/current-game.ts';
import type { ResultCodeHandlers } from '../shared/api-client/result-codes.ts';
import { clearOrderSelection } from '../shared/storage/order-selection.ts';
import { reloadSelection } from '../features/game/selection-store.ts';
import { showToast } from '../shared/ui/toast-store.ts';
import { paths } from './route-paths.ts';

/** What the SPEC §8 result codes do in this app. */
export function resultCodeHandlers(
  tenant: Tenant,
  router: DataRouter,
  queryClient: QueryClient,
): ResultCodeHandlers {
  const current = () => gameContextFor(tenant, router.state.location.search);
  // The page re-initialises when the token is cleared (SPEC §2): drop cached player data.
  const clearUser = () => {
    signOut(current().game.gpId);
    void queryClient.invalidateQueries();
  };
  return {
    notLoggedIn() {
      clearUser();
      // No popup in the SDK view (SPEC §8), nor while a logout is revoking the token.
      if (!current().sdk && !loginPromptSuppressed()) requestLogin();
    },
    noGame() {
      clearOrderSelection();
      // The goods page reads the selection through this store; tell it the selection is gone.
      reloadSelection();
    },
    wrongDomain() {
      void router.navigate(paths.notArea, { replace: true });
    },
    notVerified() {
      clearUser();
      // SPEC §8 says go to /; the real-name prompt says why and offers the way home (ADR 0011).
      void router.navigate(paths.certifiedReal);
    },
    replenishError(message) {
      void router.navigate(paths.errorReplenish, { replace: true, state: { message } });
    },
    toast(message) {
      showToast(message, { tone: 'error' });
    },
  };
}
