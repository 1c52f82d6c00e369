import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleData, ServerData } from '@topup/contracts/catalog';
import { track } from '../../../shared/tracking/track.ts';
import { requestLogin } from '../../../shared/session/session-store.ts';
import type { GameContext } from '../../game/current-game.ts';
import { patchSelection } from '../../game/selection-store.ts';
import type { Picks } from '../../game/selection-rules.ts';
import { useForgetRoleLink } from '../use-role-link.ts';
import { PickerRow } from './picker-row.tsx';

const ServerSheet = lazy(() =>
  import('./server-sheet.tsx').then((m) => ({ default: m.ServerSheet })),
);
const RoleSheet = lazy(() => import('./role-sheet.tsx').then((m) => ({ default: m.RoleSheet })));
// Only when a game link's character is gone: its dialog stays off the first page.
const RoleMissing = lazy(() =>
  import('./role-missing.tsx').then((m) => ({ default: m.RoleMissing })),
);

type RoleSectionProps = {
  ctx: GameContext;
  picks: Picks;
  signedIn: boolean;
  /** The game link's role is not this account's (-3030). */
  linkMissing: boolean;
};

/** Server and character rows with their pickers (SPEC §2 'change region/server/role'). */
export function RoleSection({ ctx, picks, signedIn, linkMissing }: RoleSectionProps) {
  const { t } = useTranslation();
  const [sheet, setSheet] = useState<'server' | 'role' | null>(null);
  const forgetLink = useForgetRoleLink();
  const { server, role } = picks;

  const pickServer = (s: ServerData) => {
    const moved = s.server_id !== server?.value;
    patchSelection({
      server: { display: s.server_name, value: s.server_id },
      ...(moved ? { role: undefined, realServer: undefined } : {}),
    });
    if (moved) forgetLink();
    // The character comes next, and only a signed-in player has characters.
    setSheet(signedIn ? 'role' : null);
    if (!signedIn) requestLogin();
  };
  const pickRole = (r: RoleData) => {
    patchSelection({ role: { display: r.role_name, value: r.role_id }, realServer: r.server_id });
    track('selectRole', { server_id: r.server_id, role_id: r.role_id });
    forgetLink();
    setSheet(null);
  };

  const roleRow = !signedIn ? (
    <PickerRow
      label={t('role.label')}
      value={t('role.loginFirst')}
      placeholder
      action={t('role.login')}
      onAction={requestLogin}
    />
  ) : (
    <PickerRow
      label={t('role.label')}
      value={role ? <bdi>{role.display}</bdi> : t(server ? 'role.none' : 'role.serverFirst')}
      placeholder={!role}
      action={t(role ? 'common.change' : 'common.choose')}
      disabled={!server}
      onAction={() => setSheet('role')}
    />
  );

  return (
    <div className="picker-group">
      <PickerRow
        label={t('server.label')}
        value={server ? <bdi>{server.display}</bdi> : t('server.none')}
        placeholder={!server}
        action={t(server ? 'common.change' : 'common.choose')}
        onAction={() => setSheet('server')}
      />
      {roleRow}
      {linkMissing && (
        <Suspense fallback={null}>
          <RoleMissing gpId={ctx.game.gpId} onReselect={() => setSheet('server')} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {sheet === 'server' && (
          <ServerSheet
            clientId={ctx.clientId}
            area={ctx.area}
            signedIn={signedIn}
            currentId={server?.value}
            onPick={pickServer}
            onClose={() => setSheet(null)}
          />
        )}
        {sheet === 'role' && server && (
          <RoleSheet
            clientId={ctx.clientId}
            gpId={ctx.game.gpId}
            area={ctx.area}
            server={server}
            currentId={role?.value}
            onPick={pickRole}
            onChangeServer={() => setSheet('server')}
            onClose={() => setSheet(null)}
          />
        )}
      </Suspense>
    </div>
  );
}
