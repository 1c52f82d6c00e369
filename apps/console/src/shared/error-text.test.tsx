import { useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import {
  byTestId,
  fakeStaff,
  owner,
  queryByTestId,
  render,
  serverStub,
  type Rendered,
  until,
} from '../test/render.tsx';
import { api } from './api.ts';
import { ErrorBox } from './error-text.tsx';
import { changeLanguage } from './i18n.ts';

// Issue 31: a failed call is told in the operator's language by its result code (the shared
// schema's), and a code the console does not know keeps the server's own message.

let page: Rendered | null = null;
afterEach(async () => {
  await page?.unmount();
  page = null;
  await changeLanguage('en');
  localStorage.clear();
});

function Failing() {
  const query = useQuery({ queryKey: ['failing'], queryFn: () => api.get('/api/console/x') });
  return <ErrorBox error={query.error} testId="failure" />;
}

async function showAnswer(code: number, msg: string, status: number): Promise<string> {
  serverStub({ 'GET /api/console/x': () => ({ code, msg, status }) });
  page = await render([{ path: '/', element: <Failing /> }], { staff: fakeStaff(owner) });
  await until(() => queryByTestId('failure') !== null);
  return byTestId('failure').textContent ?? '';
}

describe('server errors in the operator language', () => {
  it('says what a known code means instead of the server message', async () => {
    expect(await showAnswer(ResultCode.Forbidden, 'Your role may not do this', 403)).toBe(
      'Your role or brands do not allow this.',
    );
  });

  it('follows the operator to German, the server message gone', async () => {
    await changeLanguage('de');
    const text = await showAnswer(ResultCode.NotFound, 'Not found', 404);
    expect(text).toBe(
      'Nicht gefunden. Es wurde vielleicht entfernt oder gehört zu einer Marke, die Sie nicht verwalten.',
    );
    expect(text).not.toContain('Not found');
  });

  it('re-renders in the new language when the operator switches', async () => {
    await showAnswer(ResultCode.Unavailable, 'Database unavailable', 503);
    expect(byTestId('failure').textContent).toContain('Try again in a minute');
    await act(() => changeLanguage('ja'));
    await until(() => byTestId('failure').textContent?.includes('1分後') ?? false);
  });

  it("keeps a refused input's own detail after the translated text (marked as English)", async () => {
    await changeLanguage('fr');
    const said = 'Invalid body: price: at most 2 decimals';
    const text = await showAnswer(ResultCode.BadRequest, said, 400);
    expect(text).toBe(`Le serveur a refusé la saisie. ${said}`);
    const detail = byTestId('failure').lastElementChild;
    expect([detail?.getAttribute('lang'), detail?.textContent]).toEqual(['en', said]);
  });

  it("says the console server's own refusals whole in the operator's language", async () => {
    await changeLanguage('de');
    expect(await showAnswer(ResultCode.BadRequest, 'from: after to', 400)).toBe(
      'Der Beginn des Zeitraums liegt nach seinem Ende.',
    );
    await page?.unmount();
    // Counts in the operator's digits, a coded state in words, a provider's own words kept.
    expect(
      await showAnswer(
        ResultCode.BadRequest,
        'More than 10000 orders match: narrow the search (dates, brand or status) to export.',
        400,
      ),
    ).toBe(
      'Mehr als 10.000 Bestellungen passen: Grenzen Sie die Suche ein (Daten, Marke oder Status), um zu exportieren.',
    );
    await page?.unmount();
    expect(
      await showAnswer(ResultCode.BadRequest, 'A refunded order cannot be refunded', 400),
    ).toBe('Eine Bestellung im Status „Erstattet“ kann nicht erstattet werden.');
    await page?.unmount();
    await changeLanguage('ar');
    expect(
      await showAnswer(
        ResultCode.BadRequest,
        'The provider refused the refund: adyen: http 422 167: Original pspReference required',
        400,
      ),
    ).toBe('رفض المزوّد الاسترداد. ردّه: adyen: http 422 167: Original pspReference required');
    expect(byTestId('failure').textContent).not.toContain('The provider refused');
  });

  it('says a refund refused for what is left in words wherever it shows', async () => {
    await changeLanguage('es');
    const text = await showAnswer(ResultCode.RefundOverLeft, 'Only 1.50 USD is left', 200);
    expect(text).not.toContain('Only 1.50 USD');
    expect(text).toMatch(/reembols/);
  });

  it("keeps a throttle's wait after the translated text", async () => {
    const text = await showAnswer(ResultCode.RateLimited, 'Try again in 15 minutes.', 429);
    expect(text).toBe('Too many attempts. Wait a moment and try again. Try again in 15 minutes.');
  });

  it('falls back to the server message for a code the console does not know', async () => {
    await changeLanguage('de');
    expect(await showAnswer(-3999, 'Something only the server can name', 400)).toBe(
      'Something only the server can name',
    );
  });
});
