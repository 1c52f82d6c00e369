import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { keyArtSchema } from '@topup/contracts/console-key-art';
import { isSameOriginPath } from '@topup/contracts/same-origin-path';
import { api } from '../../shared/api.ts';
import { ErrorBox } from '../../shared/error-text.tsx';
import { Field } from '../../shared/field.tsx';
import { base, enc, useBrandMutation } from './catalog-api.ts';

/**
 * The game's key art (issue 29 item 9): a path of a picture hosted with the shop that replaces
 * the shop's banner over the game and goods pages; clearing it brings the shop's own back.
 * Pictures cannot be uploaded here yet, so it is a path, checked to stay on the shop.
 */
export function KeyArtPanel({
  brand,
  game,
  writable,
}: {
  brand: string;
  game: string;
  writable: boolean;
}) {
  const { t } = useTranslation();
  const url = `${base(brand)}/games/${enc(game)}/key-art`;
  const current = useQuery({
    queryKey: ['catalog', brand, 'key-art', game],
    queryFn: () => api.get(url, keyArtSchema),
  });
  const save = useBrandMutation(brand, (keyArt: string | null) =>
    api.put(url, { key_art: keyArt }, keyArtSchema),
  );
  const [path, setPath] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const shown = path ?? current.data?.key_art ?? '';

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = shown.trim();
    if (value !== '' && !isSameOriginPath(value)) {
      setLocalError(t('catalog.keyArt.badPath'));
      return;
    }
    setLocalError(null);
    save.mutate(value === '' ? null : value, { onSuccess: () => setPath(null) });
  }

  return (
    <form
      className="panel"
      onSubmit={submit}
      noValidate
      aria-labelledby="key-art-title"
      data-testid="key-art"
    >
      <h3 id="key-art-title">{t('catalog.keyArt.title')}</h3>
      <ErrorBox error={localError ?? current.error ?? save.error} testId="key-art-error" />
      <Field
        label={t('catalog.keyArt.path')}
        hint={t('catalog.keyArt.hint')}
        value={shown}
        maxLength={300}
        disabled={!writable}
        onChange={setPath}
        testId="key-art-path"
      />
      {writable && (
        <div className="toolbar">
          <button type="submit" disabled={save.isPending} data-testid="key-art-save">
            {shown.trim() === '' ? t('catalog.keyArt.useShop') : t('catalog.keyArt.save')}
          </button>
        </div>
      )}
      {save.isSuccess && (
        <p role="status" data-testid="key-art-saved">
          {save.data.key_art === null ? t('catalog.keyArt.cleared') : t('catalog.keyArt.saved')}
        </p>
      )}
    </form>
  );
}
