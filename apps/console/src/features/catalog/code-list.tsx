import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../shared/confirm-button.tsx';
import { ErrorBox } from '../../shared/error-text.tsx';
import type { CodeFilter } from './catalog-api.ts';
import { CodeFilters } from './code-filters.tsx';
import { RedemptionCells, RedemptionHeads, type Redemption } from './code-columns.tsx';

/**
 * The list part of a card or gift-code section: the filter, the table with the redemption
 * columns, and a void button (with its confirmation) on each active row for staff who may write.
 * The sections differ only in their own columns, texts and how a row is named, so those come in.
 * Test ids hang off `testId` ("card"): `card-filter`, `cards-table`, `card-row-…`, `card-void-…`,
 * `cards-error`, `cards-more`, the ones the sections had before they shared this.
 */
export function CodeList<T extends Redemption>({
  testId,
  filter,
  onFilter,
  searchLabel,
  searchHint,
  rows,
  rowKey,
  heads,
  cells,
  loaded,
  more,
  empty,
  error,
  writable,
  voidTarget,
  voidQuestion,
  voidPending,
  onVoid,
}: {
  testId: string;
  filter: CodeFilter;
  onFilter(next: CodeFilter): void;
  searchLabel: string;
  searchHint: string;
  rows: T[];
  rowKey(row: T): string;
  /** The section's own column heads, before the shared ones. */
  heads: ReactNode;
  cells(row: T): ReactNode;
  /** The list has answered (so "empty" means empty, not "not yet"). */
  loaded: boolean;
  more: boolean;
  empty: string;
  error: unknown;
  writable: boolean;
  voidTarget(row: T): string;
  voidQuestion(row: T): string;
  voidPending: boolean;
  onVoid(row: T): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CodeFilters
        value={filter}
        onChange={onFilter}
        searchLabel={searchLabel}
        searchHint={searchHint}
        testId={`${testId}-filter`}
      />
      <ErrorBox error={error} testId={`${testId}s-error`} />
      <table className="table" data-testid={`${testId}s-table`}>
        <thead>
          <tr>
            {heads}
            <RedemptionHeads />
            {writable && <th scope="col" aria-label={t('catalog.actions')} />}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={`${testId}-row-${rowKey(row)}`}>
              {cells(row)}
              <RedemptionCells row={row} />
              {writable && (
                <td>
                  {row.status === 'active' && (
                    <ConfirmButton
                      label={t('catalog.codes.void')}
                      target={voidTarget(row)}
                      question={voidQuestion(row)}
                      pending={voidPending}
                      onConfirm={() => onVoid(row)}
                      testId={`${testId}-void-${rowKey(row)}`}
                    />
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {loaded && rows.length === 0 && <p className="muted">{empty}</p>}
      {more && (
        <p className="muted" data-testid={`${testId}s-more`}>
          {t('catalog.codes.more', { count: rows.length })}
        </p>
      )}
    </>
  );
}
