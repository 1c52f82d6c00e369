import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ConsoleBrand,
  ConsoleCoupon,
  ConsoleVipLevel,
} from '@topup/contracts/console-catalog';
import { ConfirmButton } from '../../shared/confirm-button.tsx';
import { ErrorBox } from '../../shared/error-text.tsx';
import { LocalizedName } from '../../shared/localized-name.tsx';
import { useStaff } from '../../shared/staff.tsx';
import { CouponForm } from './coupon-form.tsx';
import { useDeleteCoupon, useDeleteLevel, useVip } from './vip-api.ts';
import { VipLevelForm } from './vip-level-form.tsx';

type Editing =
  | { what: 'level'; item: ConsoleVipLevel | null }
  | { what: 'coupon'; item: ConsoleCoupon | null; level: number };

/**
 * A brand's VIP levels and the coupon templates each hands out. A brand whose settings have no VIP
 * program is shown read-only: the storefront would not show its levels, and the server refuses
 * changes to them.
 */
export function VipSection({ brand }: { brand: ConsoleBrand }) {
  const { t } = useTranslation();
  const { can } = useStaff();
  const vip = useVip(brand.id);
  const removeLevel = useDeleteLevel(brand.id);
  const removeCoupon = useDeleteCoupon(brand.id);
  const [editing, setEditing] = useState<Editing | undefined>(undefined);
  const levels = vip.data?.levels ?? [];
  const writable = can('catalog:write') && vip.data?.vip === true;
  const done = () => setEditing(undefined);

  if (editing?.what === 'level') {
    return (
      <VipLevelForm
        brand={brand}
        editing={editing.item}
        nextLevel={Math.max(0, ...levels.map((l) => l.level)) + 1}
        onDone={done}
      />
    );
  }
  if (editing?.what === 'coupon') {
    return (
      <CouponForm
        brand={brand}
        levels={levels}
        editing={editing.item}
        level={editing.level}
        onDone={done}
      />
    );
  }
  const coupons = levels.flatMap((l) => l.coupons);
  return (
    <section aria-labelledby="vip-title">
      <div className="toolbar">
        <h2 id="vip-title">{t('catalog.vip.title')}</h2>
        {writable && (
          <button
            type="button"
            onClick={() => setEditing({ what: 'level', item: null })}
            data-testid="vip-level-create"
          >
            {t('catalog.vip.createLevel')}
          </button>
        )}
      </div>
      {vip.data?.vip === false && (
        <p className="muted" data-testid="vip-off">
          {t('catalog.vip.off', { brand: brand.name })}
        </p>
      )}
      <ErrorBox error={vip.error ?? removeLevel.error ?? removeCoupon.error} testId="vip-error" />
      <table className="table" data-testid="vip-levels-table">
        <caption className="visually-hidden">{t('catalog.vip.levels')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('catalog.vip.level')}</th>
            <th scope="col">{t('catalog.vip.name')}</th>
            <th scope="col">{t('catalog.vip.showName')}</th>
            <th scope="col">{t('catalog.vip.needPoints')}</th>
            <th scope="col">{t('catalog.vip.couponCount')}</th>
            {writable && <th scope="col" aria-label={t('catalog.actions')} />}
          </tr>
        </thead>
        <tbody>
          {levels.map((l) => (
            <tr key={l.level} data-testid={`vip-level-row-${l.level}`}>
              <td>{l.level}</td>
              <td>
                <LocalizedName names={l.names} testId={`vip-level-name-${l.level}`} />
              </td>
              <td>{l.show_name}</td>
              <td>{l.need_points}</td>
              <td>{l.coupons.length}</td>
              {writable && (
                <td>
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => setEditing({ what: 'level', item: l })}
                    data-testid={`vip-level-edit-${l.level}`}
                  >
                    {t('catalog.edit')}
                  </button>{' '}
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => setEditing({ what: 'coupon', item: null, level: l.level })}
                    data-testid={`coupon-create-${l.level}`}
                  >
                    {t('catalog.vip.createCoupon')}
                  </button>{' '}
                  {l.coupons.length === 0 && (
                    <ConfirmButton
                      label={t('catalog.delete')}
                      target={t('catalog.vip.levelOption', { level: l.level, name: l.show_name })}
                      question={t('catalog.vip.deleteLevelQuestion', { level: l.level })}
                      pending={removeLevel.isPending}
                      onConfirm={() => removeLevel.mutate(l.level)}
                      testId={`vip-level-delete-${l.level}`}
                    />
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {vip.data && levels.length === 0 && <p className="muted">{t('catalog.vip.empty')}</p>}

      <h3 id="coupons-title">{t('catalog.vip.coupons')}</h3>
      <table className="table" aria-labelledby="coupons-title" data-testid="vip-coupons-table">
        <thead>
          <tr>
            <th scope="col">{t('catalog.vip.couponId')}</th>
            <th scope="col">{t('catalog.vip.level')}</th>
            <th scope="col">{t('catalog.vip.couponType')}</th>
            <th scope="col">{t('catalog.vip.couponName')}</th>
            <th scope="col">{t('catalog.vip.discount')}</th>
            <th scope="col">{t('catalog.sort')}</th>
            {writable && <th scope="col" aria-label={t('catalog.actions')} />}
          </tr>
        </thead>
        <tbody>
          {coupons.map((c) => (
            <tr key={c.coupon_id} data-testid={`coupon-row-${c.coupon_id}`}>
              <td>{c.coupon_id}</td>
              <td>{c.level}</td>
              <td>{t(`catalog.vip.couponTypes.${c.type}`, { defaultValue: c.type })}</td>
              <td>
                <LocalizedName names={c.names} testId={`coupon-name-${c.coupon_id}`} />
              </td>
              <td>{t('catalog.vip.discountText', { off: 100 - c.discount_rate })}</td>
              <td>{c.sort}</td>
              {writable && (
                <td>
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => setEditing({ what: 'coupon', item: c, level: c.level })}
                    data-testid={`coupon-edit-${c.coupon_id}`}
                  >
                    {t('catalog.edit')}
                  </button>{' '}
                  <ConfirmButton
                    label={t('catalog.delete')}
                    target={c.coupon_id}
                    question={t('catalog.vip.deleteCouponQuestion', { id: c.coupon_id })}
                    pending={removeCoupon.isPending}
                    onConfirm={() => removeCoupon.mutate(c.coupon_id)}
                    testId={`coupon-delete-${c.coupon_id}`}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {vip.data && coupons.length === 0 && <p className="muted">{t('catalog.vip.noCoupons')}</p>}
    </section>
  );
}
