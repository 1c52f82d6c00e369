import { useTranslation } from 'react-i18next';
import type { RoleData } from '@topup/contracts/catalog';
import type { Labelled } from '../../../shared/storage/order-selection.ts';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import { Empty } from '../../../shared/ui/empty.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useRoleList } from '../api/get-role-list.ts';
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

  return (
    <BottomSheet open title={t('role.choose')} onClose={onClose}>
      <p className="sheet-note" dir="auto">
        {t('role.onServer', { server: server.display })}
      </p>
      {roles.isPending ? (
        <Skeleton />
      ) : roles.isError ? (
        <Empty />
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
