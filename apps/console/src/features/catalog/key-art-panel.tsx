import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { keyArtSchema } from '@topup/contracts/console-key-art';
import { api } from '../../shared/api.ts';
import { ErrorBox } from '../../shared/error-text.tsx';
import { PictureField } from '../../shared/picture-field.tsx';
import { base, enc, useBrandMutation } from './catalog-api.ts';

/**
 * The game's key art (issue 29 item 9): a picture uploaded here (made into the shop's 4:1 banner
 * sizes by the server, issue 31 item 7) that replaces the shop's banner over the game and goods
 * pages; removing it brings the shop's own back. Nothing changes in the shop until it is saved.
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
  // null: not changed here since it was read.
  const [picked, setPicked] = useState<string | null>(null);
  const shown = picked ?? current.data?.key_art ?? '';

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(shown === '' ? null : shown, { onSuccess: () => setPicked(null) });
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
      <p className="muted">
        <small>{t('catalog.keyArt.hint')}</small>
      </p>
      <ErrorBox error={current.error ?? save.error} testId="key-art-error" />
      <PictureField
        label={t('catalog.keyArt.path')}
        value={shown}
        onChange={setPicked}
        use="key-art"
        disabled={!writable}
        testId="key-art-picture"
      />
      {writable && (
        <div className="toolbar">
          <button type="submit" disabled={save.isPending} data-testid="key-art-save">
            {shown === '' ? t('catalog.keyArt.useShop') : t('catalog.keyArt.save')}
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
