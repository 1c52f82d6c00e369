import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand } from '@topup/contracts/console-catalog';
import { ErrorBox } from '../../shared/error-text.tsx';
import { Field } from '../../shared/field.tsx';
import { useSaveType } from './catalog-api.ts';
import { TextsEditor } from './texts-editor.tsx';

type TypeRow = { type_key: string; names: Record<string, string>; sort: number };

/** The game's goods types (tabs of the storefront), with a small create/rename form. */
export function TypesPanel({
  brand,
  game,
  types,
  writable,
}: {
  brand: ConsoleBrand;
  game: string;
  types: TypeRow[];
  writable: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveType(brand.id, game);
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState('');
  const [names, setNames] = useState<Record<string, string>>({});
  const [sort, setSort] = useState('0');

  function edit(row: TypeRow | null) {
    setKey(row?.type_key ?? '');
    setNames(row?.names ?? {});
    setSort(String(row?.sort ?? 0));
    save.reset();
    setOpen(true);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { type_key: key.trim(), names, sort: Number(sort) || 0 },
      { onSuccess: () => setOpen(false) },
    );
  }

  return (
    <section className="panel" aria-labelledby="types-title">
      <div className="toolbar">
        <h2 id="types-title">{t('catalog.types.title')}</h2>
        {writable && !open && (
          <button
            type="button"
            className="secondary"
            onClick={() => edit(null)}
            data-testid="type-create"
          >
            {t('catalog.types.create')}
          </button>
        )}
      </div>
      <ul className="catalog-types" data-testid="types-list">
        {types.map((type) => (
          <li key={type.type_key}>
            {writable ? (
              <button
                type="button"
                className="secondary"
                onClick={() => edit(type)}
                data-testid={`type-edit-${type.type_key}`}
              >
                {type.names[brand.defaultLanguage] ?? type.type_key} ({type.type_key})
              </button>
            ) : (
              `${type.names[brand.defaultLanguage] ?? type.type_key} (${type.type_key})`
            )}
          </li>
        ))}
      </ul>
      {types.length === 0 && <p className="muted">{t('catalog.types.empty')}</p>}
      {open && (
        <form onSubmit={submit} noValidate data-testid="type-form">
          <Field label={t('catalog.types.key')} value={key} onChange={setKey} testId="type-key" />
          <Field
            label={t('catalog.sort')}
            inputMode="numeric"
            value={sort}
            onChange={setSort}
            testId="type-sort"
          />
          <TextsEditor
            legend={t('catalog.names')}
            languages={brand.languages}
            value={names}
            onChange={setNames}
            testId="type-names"
          />
          <ErrorBox error={save.error} testId="type-error" />
          <div className="toolbar">
            <button type="submit" disabled={save.isPending} data-testid="type-save">
              {t('catalog.save')}
            </button>
            <button type="button" className="secondary" onClick={() => setOpen(false)}>
              {t('catalog.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
