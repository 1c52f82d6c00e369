import { useQuery } from '@tanstack/react-query';
import { getByRole, queryByRole, queryByText } from '@topup/test-queries/by-role';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  click,
  render,
  serverStub,
  settle,
  setUpBrand,
  type Rendered,
} from '../../features/account/test-harness.tsx';
import { apiGet } from '../../shared/api-client/api-client.ts';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { LanguagePicker } from './language-picker.tsx';

// Something on the page that shows server text, like the goods list.
function ServerText() {
  const q = useQuery({
    queryKey: ['probe'],
    queryFn: () => apiGet('/api/probe', {}, z.object({ name: z.string() })),
    staleTime: Infinity,
  });
  return <p>{q.data?.name}</p>;
}

let page: Rendered | null = null;
beforeEach(async () => {
  await setUpBrand();
  await initI18n({ defaultLanguage: 'en', offered: ['en', 'ja'], search: '' });
});
afterEach(async () => {
  await page?.unmount();
  page = null;
});

describe('language picker', () => {
  it('asks the server again in the chosen language', async () => {
    const server = serverStub({
      '/api/probe': (url) => ({
        name: url.searchParams.get('spec_lang') === 'ja' ? 'ダイヤ' : 'Diamonds',
      }),
    });
    page = await render(
      <>
        <ServerText />
        <LanguagePicker offered={['en', 'ja']} />
      </>,
    );
    await settle();
    expect(queryByText('Diamonds')).not.toBeNull();

    click(getByRole('button', /^Language:/));
    // The list is a lazy chunk too.
    for (let i = 0; i < 100 && !queryByRole('button', '日本語'); i++) await settle();
    expect(getByRole('button', { name: 'English', pressed: true })).toBeTruthy();
    click(getByRole('button', { name: '日本語', pressed: false }));
    // The Japanese dictionary loads first (a lazy chunk).
    for (let i = 0; i < 100 && document.documentElement.lang !== 'ja'; i++) await settle();
    await settle();
    expect(document.documentElement.lang).toBe('ja');
    expect(server.calls('/api/probe').map((c) => c.url.searchParams.get('spec_lang'))).toEqual([
      'en',
      'ja',
    ]);
    expect(queryByText('ダイヤ')).not.toBeNull();
  });
});
