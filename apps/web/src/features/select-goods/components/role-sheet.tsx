import { useTranslation } from 'react-i18next';
import type { RoleData } from '@topup/contracts/catalog';
import type { Labelled } from '../../../shared/storage/order-selection.ts';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { roleListQuery, useRoleList } from '../api/get-role-list.ts';
import { useLoadFailure } from '../../../shared/api-client/use-load-failure.ts';
import { RoleMissing } from './role-missing.tsx';

type RoleSheetProps = {
  clientId: string;
  gpId: number;
  area: string | undefined;
  server: Labelled;
  currentId: string | undefined;
  onPick: (role: RoleData) => void;
  onChangeServer: () => void;
  onClose: () => void;
};

/** The signed-in player's characters on the chosen server. */
export function RoleSheet(props: RoleSheetProps) {
  const { clientId, gpId, area, server, currentId, onPick, onChangeServer, onClose } = props;
  const { t } = useTranslation();
  const roles = useRoleList(clientId, server.value, gpId, area);
  // A failed call is not 'no characters': an error with retry (issue 17).
  const failure = useLoadFailure(
    roles,
    '/api/pay/getRoleList',
    roleListQuery(clientId, server.value, gpId, area).queryKey,
  );

  return (
    <BottomSheet open title={t('role.choose')} onClose={onClose}>
      <p className="sheet-note" dir="auto">
        {t('role.onServer', { server: server.display })}
      </p>
      {failure.failed ? (
        <LoadError onRetry={failure.retry} />
      ) : roles.isPending ? (
        <Skeleton />
      ) : roles.isError ? (
        <LoadError onRetry={failure.retry} />
      ) : roles.data.length === 0 ? (
        <RoleMissing gpId={gpId} onReselect={onChangeServer} />
      ) : (
        <ul className="choice-list">
          {roles.data.map((role) => (
            <li key={role.role_id}>
              <button
                type="button"
                className="choice-list__item server-item"
                aria-pressed={role.role_id === currentId}
                onClick={() => onPick(role)}
              >
                <span dir="auto">{role.role_name}</span>
                <span className="server-item__id">{t('role.level', { level: role.level })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </BottomSheet>
  );
}
