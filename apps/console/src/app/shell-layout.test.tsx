import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../shared/i18n.ts';
import { formatMoney } from '../shared/money.ts';
import {
  byTestId,
  fakeStaff,
  owner,
  render,
  serverStub,
  type,
  until,
  type Rendered,
} from '../test/render.tsx';
import { ShellLayout } from './shell-layout.tsx';

let page: Rendered | null = null;
afterEach(async () => {
  await page?.unmount();
  page = null;
  await changeLanguage('en');
  localStorage.clear();
});

// A page inside the shell showing an amount, the way the console's tables do.
function Amount() {
  useTranslation(); // re-renders on a language change, as every page does
  return <p data-testid="amount">{formatMoney(123456, 'EUR')}</p>;
}

const routes = [
  {
    path: '/',
    element: (
      <ShellLayout
        areas={[
          { path: 'orders', permission: 'orders:read' },
          { path: 'catalog', permission: 'catalog:read' },
        ]}
      />
    ),
    children: [{ index: true, element: <Amount /> }],
  },
];

const html = () => document.documentElement;

describe('shell language menu', () => {
  it('switches the console to German, then to Arabic right to left, and remembers it', async () => {
    serverStub({
      'GET /api/console/catalog/brands': () => ({ data: { brands: [] } }),
    });
    page = await render(routes, { url: '/', staff: fakeStaff(owner) });
    expect(byTestId('nav-orders').textContent).toBe('Orders');
    expect(byTestId('amount').textContent).toBe('€1,234.56');
    expect([html().lang, html().dir]).toEqual(['en', 'ltr']);

    type(byTestId<HTMLSelectElement>('language-menu'), 'de');
    await until(() => byTestId('nav-orders').textContent === 'Bestellungen');
    expect(byTestId('nav-catalog').textContent).toBe('Katalog');
    expect(byTestId('logout').textContent).toBe('Abmelden');
    expect(byTestId('amount').textContent).toBe('1.234,56\u00a0€');
    expect([html().lang, html().dir]).toEqual(['de', 'ltr']);
    expect(document.title).toBe('Topup-Konsole');
    expect(localStorage.getItem('consoleLang')).toBe('de');

    type(byTestId<HTMLSelectElement>('language-menu'), 'ar');
    await until(() => byTestId('nav-orders').textContent === 'الطلبات');
    expect([html().lang, html().dir]).toEqual(['ar', 'rtl']);
    expect(byTestId<HTMLSelectElement>('language-menu').value).toBe('ar');
    expect(localStorage.getItem('consoleLang')).toBe('ar');
  });

  it('lists every language in its own name', async () => {
    serverStub({});
    page = await render(routes, { url: '/', staff: fakeStaff(owner) });
    const names = [...byTestId<HTMLSelectElement>('language-menu').options].map((o) => o.text);
    expect(names).toEqual(expect.arrayContaining(['English', 'Deutsch', 'العربية', '日本語']));
  });
});
