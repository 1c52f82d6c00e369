import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBlock } from '@topup/contracts/console-account-blocks';
import { ErrorBox } from '../../shared/error-text.tsx';
import { Field } from '../../shared/field.tsx';
import { blockKeys, blocksApi } from './blocks-api.ts';

/**
 * Lifts one block without the make-up payment. The note is required: it is the only record of
 * why the shop let the account buy again (audit log and the order's story).
 */
export function LiftForm({
  block,
  onLifted,
  onCancel,
}: {
  block: ConsoleBlock;
  onLifted(block: ConsoleBlock): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const lift = useMutation({
    meta: { confirm: false },
    mutationFn: (text: string) => blocksApi.lift(block.tenant, block.billing_no, text),
    // Only on success: a refused lift keeps the form and its message on screen, where a reload
    // could drop the row (a block lifted meanwhile leaves the default list).
    onSuccess: (lifted) => {
      void client.invalidateQueries({ queryKey: blockKeys.all });
      void client.invalidateQueries({ queryKey: ['console', 'order', block.billing_no] });
      onLifted(lifted);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = note.trim();
    if (text === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    lift.mutate(text);
  }

  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId}>{t('accountBlocks.liftTitle', { billingNo: block.billing_no })}</h3>
      <Field
        label={t('accountBlocks.liftNote')}
        hint={t('accountBlocks.liftNoteHint')}
        value={note}
        required
        maxLength={200}
        onChange={setNote}
        error={missing ? t('accountBlocks.needNote') : null}
        testId="lift-note"
      />
      <ErrorBox error={lift.error} testId="lift-error" />
      <div className="toolbar">
        <button type="submit" disabled={lift.isPending} data-testid="lift-submit">
          {lift.isPending ? t('accountBlocks.lifting') : t('accountBlocks.liftSubmit')}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          {t('accountBlocks.cancel')}
        </button>
      </div>
    </form>
  );
}
