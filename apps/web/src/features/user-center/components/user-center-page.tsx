import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Empty } from '../../../shared/ui/empty.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useGameContext } from '../../game/use-game-context.ts';

// Also opened inside a game's SDK web view (visit=sdk), where there is no way back into the store.
export function UserCenterPage() {
  const { t } = useTranslation();
  const { sdk } = useGameContext();
  const back = sdk ? undefined : (
    <Link to="/my" className="icon-button" aria-label={t('common.back')}>
      ‹
    </Link>
  );
  return (
    <Page title={t('title.vip')} lead={back}>
      <Empty />
    </Page>
  );
}
