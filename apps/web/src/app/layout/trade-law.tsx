import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { Dialog } from '../../shared/ui/dialog.tsx';

type TradeLaw = NonNullable<Tenant['jpTradeLaw']>;

// SPEC §1: the notice under Japan's Act on Specified Commercial Transactions.
const notes = ['price', 'payment', 'delivery', 'returns', 'minors', 'environment'] as const;

/** The inquiry popup (SPEC §1): how to reach the seller, {email} and {phone} from the tenant. */
function InquiryLink({ info }: { info: TradeLaw }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        {t('tradeLaw.inquiry')}
      </button>
      <Dialog open={open} title={t('tradeLaw.inquiryTitle')} onClose={() => setOpen(false)}>
        <p>{t('tradeLaw.inquiryText', { email: info.email, phone: info.phone })}</p>
      </Dialog>
    </>
  );
}

export function TradeLawLink({ info }: { info: TradeLaw }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rows: [string, string][] = [
    [t('tradeLaw.seller'), info.seller],
    [t('tradeLaw.address'), info.address],
    [t('tradeLaw.email'), info.email],
    [t('tradeLaw.phone'), info.phone],
    [t('tradeLaw.hours'), t('tradeLaw.hoursValue')],
  ];
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        {t('tradeLaw.link')}
      </button>
      <Dialog open={open} title={t('tradeLaw.title')} onClose={() => setOpen(false)}>
        <dl className="facts">
          {rows.map(([label, value]) => (
            <div key={label} className="facts__row">
              <dt>{label}</dt>
              <dd dir="auto">{value}</dd>
            </div>
          ))}
        </dl>
        <ul className="facts__notes">
          {notes.map((n) => (
            <li key={n}>{t(`tradeLaw.${n}`)}</li>
          ))}
        </ul>
      </Dialog>
      <InquiryLink info={info} />
    </>
  );
}
