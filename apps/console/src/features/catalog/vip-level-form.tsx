import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand, ConsoleVipLevel } from '@topup/contracts/console-catalog';
import { Field } from '../../shared/field.tsx';
import { wholeNumber } from '../../shared/whole-number.ts';
import { FormActions } from './form-actions.tsx';
import { TextsEditor } from './texts-editor.tsx';
import { useSaveLevel } from './vip-api.ts';

const trimmed = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).map(([lang, text]) => [lang, text.trim()]));

/** Create or edit a VIP level: its number (fixed once made), names and the points it needs. */
export function VipLevelForm({
  brand,
  editing,
  nextLevel,
  onDone,
}: {
  brand: ConsoleBrand;
  editing: ConsoleVipLevel | null;
  /** The number a new level starts with: one above the highest. */
  nextLevel: number;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveLevel(brand.id);
  const [level, setLevel] = useState(String(editing?.level ?? nextLevel));
  const [names, setNames] = useState<Record<string, string>>(editing?.names ?? {});
  const [showName, setShowName] = useState(editing?.show_name ?? '');
  const [needPoints, setNeedPoints] = useState(String(editing?.need_points ?? 0));
  const [localError, setLocalError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const numbers = { level: wholeNumber(level), needPoints: wholeNumber(needPoints) };
    if (!Number.isInteger(numbers.level) || !Number.isInteger(numbers.needPoints)) {
      setLocalError(t('catalog.wholeNumbers'));
      return;
    }
    setLocalError(null);
    save.mutate(
      {
        level: numbers.level,
        body: {
          names: trimmed(names),
          show_name: showName.trim(),
          need_points: numbers.needPoints,
        },
      },
      { onSuccess: onDone },
    );
  }

  return (
    <form className="panel catalog-form" onSubmit={submit} noValidate data-testid="vip-level-form">
      <h2>
        {editing
          ? t('catalog.vip.editLevelTitle', { level: editing.level })
          : t('catalog.vip.createLevelTitle')}
      </h2>
      <div className="catalog-form__grid">
        <Field
          label={t('catalog.vip.level')}
          inputMode="numeric"
          value={level}
          disabled={editing !== null}
          onChange={setLevel}
          testId="vip-level-number"
        />
        <Field
          label={t('catalog.vip.showName')}
          hint={t('catalog.vip.showNameHint')}
          value={showName}
          required
          maxLength={100}
          onChange={setShowName}
          testId="vip-level-show-name"
        />
        <Field
          label={t('catalog.vip.needPoints')}
          inputMode="numeric"
          value={needPoints}
          onChange={setNeedPoints}
          testId="vip-level-points"
        />
      </div>
      <TextsEditor
        legend={t('catalog.vip.name')}
        languages={brand.languages}
        value={names}
        onChange={setNames}
        testId="vip-level-names"
      />
      <FormActions
        error={localError ?? save.error}
        pending={save.isPending}
        onCancel={onDone}
        testId="vip-level"
      />
    </form>
  );
}
