import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleBlock } from '@topup/contracts/console-account-blocks';
import { CopyButton } from '../../shared/copy-button.tsx';
import { formatTime } from '../../shared/format.ts';
import { formatMoney } from '../../shared/money.ts';
import { LiftForm } from './lift-form.tsx';
import { operatorLocale } from '../../shared/operator-locale.ts';

export const blockKey = (b: ConsoleBlock) => `${b.tenant}/${b.billing_no}`;

/**
 * The blocks, newest first. `writable` (orders:write) adds the payment link and the lift action;
 * the lift form opens in a row under its block.
 */
export function BlocksTable({
  blocks,
  writable,
  lifting,
  onLift,
  onLifted,
}: {
  blocks: ConsoleBlock[];
  writable: boolean;
  /** blockKey of the block whose lift form is open, or null. */
  lifting: string | null;
  onLift(key: string | null): void;
  onLifted(block: ConsoleBlock): void;
}) {
  const { t } = useTranslation();
  const columns = writable ? 11 : 9;
  return (
    <table className="table" aria-label={t('nav.account-blocks')} data-testid="blocks-table">
      <thead>
        <tr>
          <th scope="col">{t('accountBlocks.brand')}</th>
          <th scope="col">{t('accountBlocks.order')}</th>
          <th scope="col">{t('accountBlocks.player')}</th>
          <th scope="col">{t('accountBlocks.reason')}</th>
          <th scope="col">{t('accountBlocks.refundKind')}</th>
          <th scope="col">{t('accountBlocks.shortfall')}</th>
          <th scope="col">{t('accountBlocks.amount')}</th>
          <th scope="col">{t('accountBlocks.created')}</th>
          <th scope="col">{t('accountBlocks.lifted')}</th>
          {writable && <th scope="col">{t('accountBlocks.link')}</th>}
          {writable && <th scope="col" aria-label={t('accountBlocks.actions')} />}
        </tr>
      </thead>
      <tbody>
        {blocks.map((b) => (
          <Fragment key={blockKey(b)}>
            <tr data-testid={`block-row-${b.billing_no}`}>
              <td>{b.tenant}</td>
              <td>
                <Link to={`/orders/${encodeURIComponent(b.billing_no)}`}>{b.billing_no}</Link>
              </td>
              <td>
                {b.username} ({b.suid})
              </td>
              <td>{t(`accountBlocks.reasons.${b.reason}`, { defaultValue: b.reason })}</td>
              <td>
                {t(`accountBlocks.refundKinds.${b.refund_kind}`, { defaultValue: b.refund_kind })}
              </td>
              <td>{b.shortfall.toLocaleString(operatorLocale())}</td>
              <td>{formatMoney(b.amount_minor, b.currency)}</td>
              <td>{formatTime(b.created_at)}</td>
              <td>
                <LiftedCell block={b} />
              </td>
              {writable && (
                <td>
                  {b.link_url === null ? (
                    '—'
                  ) : (
                    <>
                      {/* A bearer secret for the player: shown as text to copy, never opened. */}
                      <code className="block-link">{b.link_url}</code>{' '}
                      <CopyButton
                        value={b.link_url}
                        label={t('accountBlocks.copyLink', { billingNo: b.billing_no })}
                      />
                    </>
                  )}
                </td>
              )}
              {writable && (
                <td>
                  {b.lifted_at === null && lifting !== blockKey(b) && (
                    <button
                      type="button"
                      onClick={() => onLift(blockKey(b))}
                      aria-label={t('accountBlocks.liftTitle', { billingNo: b.billing_no })}
                    >
                      {t('accountBlocks.lift')}
                    </button>
                  )}
                </td>
              )}
            </tr>
            {writable && lifting === blockKey(b) && (
              <tr>
                <td colSpan={columns}>
                  <LiftForm block={b} onLifted={onLifted} onCancel={() => onLift(null)} />
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}

function LiftedCell({ block }: { block: ConsoleBlock }) {
  const { t } = useTranslation();
  const liftedByText = (by: string) => {
    const who = liftedBy(by);
    if (who?.kind === 'staff') {
      return block.lifted_by_name
        ? t('accountBlocks.by.staff', { name: block.lifted_by_name })
        : t('accountBlocks.by.formerStaff');
    }
    return who ? t(`accountBlocks.by.${who.kind}`, { id: who.id }) : t('accountBlocks.by.system');
  };
  if (block.lifted_at === null) return <>{t('accountBlocks.stillOn')}</>;
  return (
    <>
      {formatTime(block.lifted_at)}
      {block.lifted_by !== null && (
        <>
          <br />
          <small>{liftedByText(block.lifted_by)}</small>
        </>
      )}
      {block.lift_note !== null && (
        <>
          <br />
          <small className="muted">{block.lift_note}</small>
        </>
      )}
    </>
  );
}

/** Who lifted a block: "staff:<id>" or "make-up:<billing no>"; null for anything else. */
function liftedBy(by: string): { kind: 'staff' | 'make-up'; id: string } | null {
  const at = by.indexOf(':');
  const kind = by.slice(0, Math.max(at, 0));
  if (kind !== 'staff' && kind !== 'make-up') return null;
  return { kind, id: by.slice(at + 1) };
}
