import { useTranslation } from 'react-i18next';
import type { OrderInfo } from '@topup/contracts/payments';

/** SPEC §2 result info list: account, game, goods, server, role, billing number. */
export function OrderFacts({ order, billingNo }: { order: OrderInfo | null; billingNo: string }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('result.account'), order?.user_name ?? ''],
    [t('game.label'), order?.game_name ?? ''],
    [t('goods.selected'), order?.product_name ?? ''],
    [t('server.label'), order?.game_server_name ?? ''],
    [t('role.label'), order?.role_name ?? ''],
    [t('result.billingNo'), order?.billing_no ?? billingNo],
  ];
  return (
    <dl className="facts result-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="facts__row">
          <dt>{label}</dt>
          <dd dir="auto">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
