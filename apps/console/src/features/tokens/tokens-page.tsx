import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../shared/copy-button.tsx';
import { ErrorBox } from '../../shared/error-text.tsx';
import { formatTime } from '../../shared/format.ts';
import { tokensApi, type TokenItem } from './tokens-api.ts';

const tokensKey = ['console', 'tokens'] as const;
// Shorter lifetimes for one-off scripts; '' is the server's default (and longest) one.
const lifetimes = ['', '7', '30'] as const;

/** Every staff member's own API tokens for scripts: create (shown once), list, revoke. */
export function TokensPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: tokensKey, queryFn: tokensApi.list });
  const [name, setName] = useState('');
  const [lifetime, setLifetime] = useState<string>('');
  const [fresh, setFresh] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: tokensKey });
  const create = useMutation({
    // Shows the token once, itself.
    meta: { confirm: false },
    mutationFn: tokensApi.create,
    onSuccess: (answer) => {
      setFresh(answer.token);
      setName('');
      refresh();
    },
  });
  const revoke = useMutation({ mutationFn: tokensApi.revoke, onSuccess: refresh });

  const expired = (token: TokenItem) => Date.parse(token.expiresAt) <= Date.now();
  const statusOf = (token: TokenItem) => {
    if (token.revokedAt) return t('tokens.revokedAt', { at: formatTime(token.revokedAt) });
    if (expired(token)) return t('tokens.expiredAt', { at: formatTime(token.expiresAt) });
    return t('tokens.active');
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setFresh(null);
    create.mutate({
      name: name.trim(),
      ...(lifetime ? { expiresInDays: Number(lifetime) } : {}),
    });
  }

  return (
    <section className="console-page" aria-labelledby="tokens-title">
      <h1 id="tokens-title">{t('nav.tokens')}</h1>
      <p className="muted">{t('tokens.intro')}</p>
      <form className="panel toolbar" onSubmit={submit}>
        <label className="field">
          <span>{t('tokens.name')}</span>
          <input
            value={name}
            required
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('tokens.namePlaceholder')}
            data-testid="token-name"
          />
        </label>
        <label className="field">
          <span>{t('tokens.lifetime')}</span>
          <select
            value={lifetime}
            onChange={(e) => setLifetime(e.target.value)}
            data-testid="token-lifetime"
          >
            {lifetimes.map((days) => (
              <option key={days} value={days}>
                {days ? t('tokens.days', { count: Number(days) }) : t('tokens.defaultLifetime')}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={create.isPending} data-testid="token-create">
          {t('tokens.create')}
        </button>
      </form>
      <ErrorBox error={create.error ?? revoke.error} testId="token-error" />
      {fresh && (
        <div className="secret-box" role="status" data-testid="token-created">
          <p>
            <strong>{t('tokens.shownOnce')}</strong>
          </p>
          <code data-testid="token-value">{fresh}</code>{' '}
          <CopyButton value={fresh} label={t('tokens.copy')} />
          <p className="muted">{t('tokens.usage')}</p>
        </div>
      )}
      <ErrorBox error={list.error} />
      {list.isPending && <p role="status">{t('app.loading')}</p>}
      {list.data &&
        (list.data.items.length === 0 ? (
          <p className="muted">{t('tokens.none')}</p>
        ) : (
          <table className="table" data-testid="tokens-table">
            <thead>
              <tr>
                <th scope="col">{t('tokens.name')}</th>
                <th scope="col">{t('tokens.created')}</th>
                <th scope="col">{t('tokens.lastUsed')}</th>
                <th scope="col">{t('tokens.expires')}</th>
                <th scope="col">{t('tokens.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('tokens.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((token) => (
                <tr key={token.id} data-testid={`token-row-${token.name}`}>
                  <td>{token.name}</td>
                  <td>{formatTime(token.createdAt)}</td>
                  <td>{formatTime(token.lastUsedAt)}</td>
                  <td data-testid={`token-expires-${token.name}`}>
                    <time dateTime={token.expiresAt}>{formatTime(token.expiresAt)}</time>
                  </td>
                  <td>{statusOf(token)}</td>
                  <td>
                    {!token.revokedAt && !expired(token) && (
                      <button
                        type="button"
                        className="danger"
                        disabled={revoke.isPending}
                        onClick={() => revoke.mutate(token.id)}
                        aria-label={t('tokens.revokeOf', { name: token.name })}
                        data-testid={`token-revoke-${token.name}`}
                      >
                        {t('tokens.revoke')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}
