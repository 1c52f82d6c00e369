import { useTranslation } from 'react-i18next';
import type { Tenant } from '@topup/tenants/tenant-schema';

type Company = NonNullable<Tenant['koreaCompany']>;
const rows = ['name', 'ceo', 'registrationNo', 'mailOrderNo', 'address', 'phone', 'email'] as const;

/** The company block Korean e-commerce law requires in the footer. */
export function KoreaCompany({ company }: { company: Company }) {
  const { t } = useTranslation();
  return (
    <dl className="footer__company">
      {rows.map((row) => (
        <div key={row} className="footer__company-row">
          <dt>{t(`company.${row}`)}</dt>
          <dd dir="auto">{company[row]}</dd>
        </div>
      ))}
    </dl>
  );
}
