import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerData } from '@topup/contracts/catalog';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import { Empty } from '../../../shared/ui/empty.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useLoadFailure } from '../../../shared/api-client/use-load-failure.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { serverListQuery, useServerList } from '../api/get-server-list.ts';
import { normalizeServerSearch, serverSections } from '../server-search.ts';
import { useDebounced } from '../use-debounced.ts';

type ServerSheetProps = {
  clientId: string;
  area: string | undefined;
  signedIn: boolean;
  currentId: string | undefined;
  onPick: (server: ServerData) => void;
  onClose: () => void;
};

function ServerGroup(props: {
  title: string;
  servers: ServerData[];
  currentId: string | undefined;
  onPick: (server: ServerData) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="server-group" aria-labelledby={id}>
      <h3 id={id} className="server-group__title">
        {props.title}
      </h3>
      {props.servers.length === 0 ? (
        <Empty />
      ) : (
        <ul className="choice-list">
          {props.servers.map((s) => (
            <li key={s.server_id}>
              <button
                type="button"
                className="choice-list__item server-item"
                aria-pressed={s.server_id === props.currentId}
                onClick={() => props.onPick(s)}
              >
                <span dir="auto">{s.server_name}</span>
                <span className="server-item__id">{t('server.id', { id: s.server_id })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Server picker: search by server ID, the player's servers apart from all servers (SPEC §2). */
export function ServerSheet(props: ServerSheetProps) {
  const { clientId, area, signedIn, currentId, onPick, onClose } = props;
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const term = useDebounced(normalizeServerSearch(text), 300);
  const list = useServerList(clientId, area, term, signedIn);
  const { mine, all } = serverSections(list.data, text, signedIn);
  // A failed call is not an empty server list: an error with retry (issue 17).
  const failure = useLoadFailure(
    list,
    '/api/pay/getServerList',
    serverListQuery(clientId, area, term, signedIn).queryKey,
  );

  return (
    <BottomSheet open title={t('server.choose')} onClose={onClose}>
      <input
        type="search"
        className="search-input"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('server.searchPlaceholder')}
        aria-label={t('server.search')}
        autoComplete="off"
        maxLength={64}
      />
      {failure.failed ? (
        <LoadError onRetry={failure.retry} />
      ) : list.isPending ? (
        <Skeleton />
      ) : (
        <>
          {signedIn && (
            <ServerGroup
              title={t('server.mine')}
              servers={mine}
              currentId={currentId}
              onPick={onPick}
            />
          )}
          <ServerGroup
            title={t('server.all')}
            servers={all}
            currentId={currentId}
            onPick={onPick}
          />
        </>
      )}
    </BottomSheet>
  );
}
