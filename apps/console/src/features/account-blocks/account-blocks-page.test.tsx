import { afterEach, describe, expect, it } from 'vitest';
import {
  getByLabelText,
  getByRole,
  queryByRole,
  queryByText,
  within,
} from '@topup/test-queries/by-role';
import { buildRoutes } from '../../app/router.tsx';
import {
  analyst,
  byTestId,
  click,
  fakeStaff,
  owner,
  render,
  serverStub,
  settle,
  type,
  until,
  type Call,
  type Rendered,
} from '../../test/render.tsx';
import { AccountBlocksPage } from './account-blocks-page.tsx';

let page: Rendered | null = null;
afterEach(async () => {
  await page?.unmount();
  page = null;
});

const listOf = (items: object[], total = items.length) => ({
  items,
  total,
  page: 1,
  page_size: 50,
});

const block = (billingNo: string, fields: object = {}) => ({
  tenant: 'watt',
  billing_no: billingNo,
  suid: '10000001',
  username: 'demo',
  reason: 'shortfall',
  refund_kind: 'chargeback',
  shortfall: 1200,
  amount_minor: 499,
  currency: 'USD',
  link_url: `https://watt.example/replenish?replenish_id=r-${billingNo}`,
  created_at: '2026-11-27T08:00:00.000Z',
  lifted_at: null,
  lifted_by: null,
  lifted_by_name: null,
  lift_note: null,
  ...fields,
});
const on = block('TP1');
const lifted = block('TP0', {
  reason: 'revoke-failed',
  refund_kind: 'refund',
  amount_minor: 1000,
  currency: 'KRW',
  link_url: null,
  lifted_at: '2026-11-28T08:00:00.000Z',
  lifted_by: 'staff:st_support',
  lifted_by_name: 'support@watt.example',
  lift_note: '<img src=x onerror=alert(1)> goodwill',
});

type Answer = { data?: unknown; code?: number; msg?: string; status?: number };

const liftedNow = (c: Call): Answer => ({
  data: {
    ...on,
    link_url: null,
    lifted_at: '2026-11-29T08:00:00.000Z',
    lifted_by: 'staff:st_owner',
    lifted_by_name: 'owner@watt.example',
    lift_note: (c.body as { note: string }).note,
  },
});

function blocksServer(lift: (call: Call) => Answer = liftedNow) {
  return serverStub({
    'GET /api/console/account-blocks': (c) => {
      const all = new URL(c.url, 'http://x').searchParams.get('all') === 'true';
      return { data: listOf(all ? [on, lifted] : [on]) };
    },
    'POST /api/console/account-blocks/watt/TP1/lift': lift,
  });
}

async function open(staff = owner) {
  page = await render(
    [
      { path: '/account-blocks/*', element: <AccountBlocksPage /> },
      { path: '/orders/*', element: <p>order</p> },
    ],
    { url: '/account-blocks', staff: fakeStaff(staff, { brand: 'watt' }) },
  );
  await settle();
}

const gets = (server: ReturnType<typeof blocksServer>) =>
  server.calls
    .filter((c) => c.method === 'GET')
    .map((c) => Object.fromEntries(new URL(c.url, 'http://x').searchParams));

describe('account blocks page', () => {
  it('lists the blocks of the brand chosen: order link, money, reason and the payment link', async () => {
    const server = blocksServer();
    await open();
    expect(gets(server)).toEqual([{ tenant: 'watt' }]);
    const row = within(byTestId('block-row-TP1'));
    expect(row.getByRole('link', 'TP1').getAttribute('href')).toBe('/orders/TP1');
    expect(row.getByText('demo (10000001)')).toBeTruthy();
    expect(row.getByText('Goods already spent')).toBeTruthy();
    expect(row.getByText('Chargeback')).toBeTruthy();
    expect(row.getByText('1,200')).toBeTruthy();
    expect(row.getByText('$4.99')).toBeTruthy();
    expect(row.getByText('Still blocked')).toBeTruthy();
    // The link is a secret to send, shown as text with a copy button, never as a link.
    expect(row.getByText('https://watt.example/replenish?replenish_id=r-TP1')).toBeTruthy();
    expect(row.getByRole('button', 'Copy the payment link of order TP1')).toBeTruthy();
    expect(row.queryByRole('link', /replenish/)).toBeNull();
  });

  it('filters by player and shows lifted blocks with who lifted them and why, as text', async () => {
    const server = blocksServer();
    await open();
    type(getByLabelText('Player (suid)'), ' 10000001 ');
    click(getByLabelText('Show lifted blocks too'));
    click(getByRole('button', 'Search'));
    await settle();
    expect(gets(server).at(-1)).toEqual({ tenant: 'watt', suid: '10000001', all: 'true' });

    const row = within(byTestId('block-row-TP0'));
    expect(row.getByText('Game could not take the goods back')).toBeTruthy();
    expect(row.getByText('₩1,000')).toBeTruthy();
    expect(row.getByText('by support@watt.example')).toBeTruthy();
    // Server text is text: one element whose own text is the markup.
    expect(row.getByText('<img src=x onerror=alert(1)> goodwill')).toBeTruthy();
    // A lifted block cannot be lifted again.
    expect(row.queryByRole('button', /^Lift/)).toBeNull();
  });

  it('lifts a block only with a note, and sends the note', async () => {
    const server = blocksServer();
    await open();
    click(getByRole('button', 'Lift the block of order TP1'));
    await settle();
    const form = within(getByRole('form', 'Lift the block of order TP1'));
    click(form.getByRole('button', 'Lift block'));
    await settle();
    expect(form.getByRole('alert').textContent).toBe('Write why the block is lifted.');
    expect(getByLabelText('Why is it lifted without the make-up payment?').required).toBe(true);
    type(form.getByLabelText('Why is it lifted without the make-up payment?'), '   ');
    click(form.getByRole('button', 'Lift block'));
    await settle();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);

    type(
      form.getByLabelText('Why is it lifted without the make-up payment?'),
      ' goodwill: first chargeback ',
    );
    click(form.getByRole('button', 'Lift block'));
    await settle();
    const post = server.calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/console/account-blocks/watt/TP1/lift');
    expect(post.body).toEqual({ note: 'goodwill: first chargeback' });
    expect(getByRole('status').textContent).toBe('The block of order TP1 is lifted.');
    expect(queryByRole('form', 'Lift the block of order TP1')).toBeNull();
    // The list is read again after the change.
    expect(gets(server)).toHaveLength(2);
  });

  it("says why the server refuses the lift, in the console's words, and keeps the form", async () => {
    blocksServer(() => ({ code: -400, msg: 'This block is already lifted', status: 400 }));
    await open();
    click(getByRole('button', 'Lift the block of order TP1'));
    await settle();
    type(getByLabelText('Why is it lifted without the make-up payment?'), 'goodwill');
    click(getByRole('button', 'Lift block'));
    await settle();
    expect(getByRole('alert').textContent).toBe('This block has already been lifted.');
    expect(getByRole('form', 'Lift the block of order TP1')).toBeTruthy();
  });

  it('shows an orders reader the blocks without the payment link or the lift', async () => {
    serverStub({
      'GET /api/console/account-blocks': () => ({ data: listOf([{ ...on, link_url: null }]) }),
    });
    await open(analyst);
    expect(within(byTestId('block-row-TP1')).getByText('$4.99')).toBeTruthy();
    expect(queryByText('Payment link')).toBeNull();
    expect(queryByRole('button', /^Lift/)).toBeNull();
    expect(queryByRole('button', /^Copy/)).toBeNull();
  });

  it('has its own nav entry and page for members who may read orders', async () => {
    serverStub({ 'GET /api/console/account-blocks': () => ({ data: listOf([]) }) });
    page = await render(buildRoutes(), { url: '/account-blocks', staff: fakeStaff(analyst) });
    // The page is its own chunk: the first import takes a while.
    await until(() => queryByText('No blocks match.') !== null);
    expect(getByRole('link', { name: 'Account blocks', current: 'page' })).toBeTruthy();
    expect(getByRole('heading', { name: 'Account blocks', level: 1 })).toBeTruthy();
  });

  it('pages through more blocks than one page holds', async () => {
    const pages: string[] = [];
    serverStub({
      'GET /api/console/account-blocks': (call) => {
        pages.push(new URL(call.url, 'http://x').searchParams.get('page') ?? '1');
        return { data: { ...listOf([on], 120), page: pages.length } };
      },
    });
    page = await render([{ path: '/account-blocks', element: <AccountBlocksPage /> }], {
      url: '/account-blocks',
      staff: fakeStaff(owner),
    });
    await until(() => document.body.textContent!.includes('Page 1 of 3 (120 blocks)'));
    click(getByRole('button', { name: 'Next' }));
    await until(() => pages.includes('2'));
    await until(() => document.body.textContent!.includes('Page 2 of 3'));
  });
});
