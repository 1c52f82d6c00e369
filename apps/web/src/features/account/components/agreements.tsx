import { Trans, useTranslation } from 'react-i18next';
import { regionalLink } from '@topup/tenants/tenant-rules';
import { getBoot } from '../../../shared/boot/boot.ts';
import { useGameContext } from '../../game/use-game-context.ts';

/** The tenant's privacy policy and user agreement for the current area. */
export function Agreements() {
  const { t } = useTranslation();
  const { area } = useGameContext();
  const { links } = getBoot().tenant;
  const link = (href: string) => <a href={href} target="_blank" rel="noopener noreferrer" />;
  return (
    <p className="login__agreements">
      <Trans
        t={t}
        i18nKey="login.agreements"
        components={{
          privacy: link(regionalLink(links.privacy, area)),
          agreement: link(regionalLink(links.agreement, area)),
        }}
      />
    </p>
  );
}
