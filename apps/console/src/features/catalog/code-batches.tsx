import { useState, type ReactNode } from 'react';
import { csvFileName, SecretCsv } from './secret-csv.tsx';

type Fresh = { csv: string; count: number; fileName: string };
type Created = { csv: string; count: number };

/**
 * The head of a card or gift-code section: its title, the button that opens the batch form, and
 * the answered CSV (shown once, see SecretCsv). Opening a new form drops the last CSV, so an old
 * batch's secrets do not linger beside a new one. Test ids: `${testId}-create`, `${testId}-csv`.
 */
export function CodeBatches({
  title,
  titleId,
  createLabel,
  brandId,
  fileWhat,
  writable,
  testId,
  form,
}: {
  title: string;
  titleId: string;
  createLabel: string;
  brandId: string;
  /** The kind of secret in the file's name ("prepaid-cards"). */
  fileWhat: string;
  writable: boolean;
  testId: string;
  form(onCreated: (answer: Created) => void, onCancel: () => void): ReactNode;
}) {
  const [creating, setCreating] = useState(false);
  const [fresh, setFresh] = useState<Fresh | null>(null);
  return (
    <>
      <div className="toolbar">
        <h2 id={titleId}>{title}</h2>
        {writable && !creating && (
          <button
            type="button"
            onClick={() => {
              setFresh(null);
              setCreating(true);
            }}
            data-testid={`${testId}-create`}
          >
            {createLabel}
          </button>
        )}
      </div>
      {creating &&
        form(
          ({ csv, count }) => {
            setFresh({ csv, count, fileName: csvFileName(brandId, fileWhat) });
            setCreating(false);
          },
          () => setCreating(false),
        )}
      {fresh && (
        <SecretCsv
          csv={fresh.csv}
          count={fresh.count}
          fileName={fresh.fileName}
          onDone={() => setFresh(null)}
          testId={`${testId}-csv`}
        />
      )}
    </>
  );
}
