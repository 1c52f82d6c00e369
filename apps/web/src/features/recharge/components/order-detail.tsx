import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icon.tsx';

export type OrderDetailRows = {
  goods: string;
  /** Only when the page config says areas have roles (SPEC §2). */
  region?: string;
  server: string;
  role: string;
};

/** The expandable order detail: goods, region, server, role, then the VIP points slot. */
export function OrderDetail({ rows, extra }: { rows: OrderDetailRows; extra?: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const facts: [string, string][] = [
    [t('goods.selected'), rows.goods],
    ...(rows.region ? [[t('region.label'), rows.region] as [string, string]] : []),
    [t('server.label'), rows.server],
    [t('role.label'), rows.role],
  ];
  return (
    <section className="order-detail">
      <button
        type="button"
        className="order-detail__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span>{t('recharge.orderDetail')}</span>
        <Icon name={open ? 'chevron-up' : 'chevron-down'} className="order-detail__chevron" />
      </button>
      <div id={panelId} hidden={!open}>
        <dl className="facts order-detail__facts">
          {facts.map(([label, value]) => (
            <div key={label} className="facts__row">
              <dt>{label}</dt>
              <dd dir="auto">{value || '—'}</dd>
            </div>
          ))}
        </dl>
        {extra}
      </div>
    </section>
  );
}
