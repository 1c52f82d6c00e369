import { afterEach, describe, expect, it } from 'vitest';
import {
  byTestId,
  fakeStaff,
  owner,
  render,
  serverStub,
  until,
  type Rendered,
} from '../../test/render.tsx';
import { getByRole, getByText } from '@topup/test-queries/by-role';
import { OrdersPage } from './orders-page.tsx';

let page: Rendered | null = null;
afterEach(async () => {
  await page?.unmount();
  page = null;
});

const pageOf = (total: number) => ({ items: [], total, page: 1, page_size: 50 });

describe('orders search: CSV export', () => {
  it('offers the matching orders as CSV with the shell brand as the filter', async () => {
    serverStub({ 'GET /api/console/orders': () => ({ data: pageOf(3) }) });
    page = await render([{ path: '/orders/*', element: <OrdersPage /> }], {
      url: '/orders',
      staff: fakeStaff(owner),
    });
    await until(() => document.body.textContent!.includes('Export 3 orders as CSV'));
    const link = getByRole('link', { name: 'Export 3 orders as CSV' }, byTestId('orders-export'));
    expect(link.getAttribute('href')).toBe('/api/console/orders.csv');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('asks to narrow the search above the export cap', async () => {
    serverStub({ 'GET /api/console/orders': () => ({ data: pageOf(20_000) }) });
    page = await render([{ path: '/orders/*', element: <OrdersPage /> }], {
      url: '/orders',
      staff: fakeStaff(owner),
    });
    await until(() => document.body.textContent!.includes('narrow the search'));
    expect(getByText(/More than 10,000 orders match/, byTestId('orders-export'))).toBeTruthy();
  });
});
