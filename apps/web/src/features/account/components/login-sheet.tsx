import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import { Empty } from '../../../shared/ui/empty.tsx';
import { closeLogin } from '../session-store.ts';

// The login methods arrive with the login issue; until then the popup opens and closes correctly
// so the header and the -600 handler can already rely on it.
export function LoginSheet() {
  const { t } = useTranslation();
  return (
    <BottomSheet open title={t('login.title')} onClose={closeLogin}>
      <Empty />
    </BottomSheet>
  );
}
