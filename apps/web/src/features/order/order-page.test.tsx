import { waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderInfo } from '@topup/contracts/payments';
import type { Tenant } from '@topup/tenants/tenant-schema';
import * as g from '../game/test-harness.tsx';
import { allByRole, getByRole, queryByRole } from '@topup/test-queries/by-role';
import { setBoot } from '../../shared/boot/boot.ts';
import { setUserInfo } from '../../shared/storage/user-info.ts';
import { renderInRouter } from '../../shared/test/render-in-router.tsx';
import { OrderPage } from './order-page.tsx';

// The order page (issue 18) as the player sees it: the order's state, its receipt with the money
// and the seller, and a support mail carrying the order's context.

const BILLING = 'TP2611270000000042';
const order: OrderInfo = {
  status: 1,
  billing_no: BILLING,
  user_name: 'demo',
  game_name: 'Alpha',
  game_server_name: 'Ember Peak',
  role_name: 'Kira',
  product_name: '60 Gems',
  amount: '4.99',
  amount_minor: 499,
  currency: 'USD',
  created_at: '2026-11-27T10:00:00.000Z',
  paid_at: '2026-11-27T10:01:00.000Z',
  delivered: true,
};

let page: g.Rendered | null = null;
beforeEach(async () => {
  localStorage.clear();
  await g.setUp();
});
// Signed in to Alpha (game product 7), whose order BILLING is by default.
const signedIn = () => setUserInfo(7, { username: 'demo', suid: '1', oauth_token: 'tok-alpha' });
const ofGame = (clientId: string) => ({ '/api/pay/getOrderGame': () => ({ client_id: clientId }) });
afterEach(async () => {
  await page?.unmount();
  page = null;
});

const open = async () => {
  page = await renderInRouter(
    [{ path: '/order/:billingNo', element: <OrderPage /> }],
    `/order/${BILLING}`,
  );
  await g.until(() => queryByRole('region', 'Receipt') ?? queryByRole('alert') ?? loginButton());
};
const loginButton = () => g.button('Log in');
const facts = () => {
  const values = allByRole('definition');
  return Object.fromEntries(
    allByRole('term').map((term, i) => [term.textContent, values[i]?.textContent]),
  );
};
const supportLink = () => queryByRole('link', 'Contact customer service about this order');

describe('OrderPage', () => {
  it('shows the order and its receipt: seller company, amount, method, and where to get help', async () => {
    signedIn();
    g.serverStub({
      ...ofGame('1001'),
      '/api/pay/getOrderInfo': (url: URL) =>
        url.searchParams.get('simple') === '1'
          ? order
          : { ...order, pay_method_name: 'Credit / debit card · Visa' },
    });
    await open();
    expect(getByRole('heading', { name: 'Order details', level: 1 })).toBeTruthy();
    expect(getByRole('status').textContent).toBe('Top up successful');

    await waitFor(() => expect(facts()['Payment method']).toBe('Credit / debit card · Visa'));
    expect(facts()).toMatchObject({
      // Issue 29 item 7: the company, not the shop's title.
      Seller: 'Demo Games Ltd.',
      Address: '1 Example Street, Example City 1000',
      'Billing number': BILLING,
      'Amount paid': '$4.99',
      Character: 'Kira',
    });
    expect(document.body.textContent).toContain('Price includes applicable taxes.');
    expect(g.button('Print or save as PDF')).toBeTruthy();
    expect(document.body.textContent).toContain('Need help?');
    expect(new URL(supportLink()!.getAttribute('href')!).pathname).toBe('help@demo.example');
    expect(queryByRole('link', 'Visit the help centre')).toBeNull();
  });

  it("links the brand's help site too, and only it when the brand has no support e-mail", async () => {
    const tenant = {
      ...g.boot.tenant,
      support: { url: 'https://help.demo.example/orders' },
    } as Tenant;
    setBoot({ ...g.boot, tenant });
    signedIn();
    g.serverStub({ ...ofGame('1001'), '/api/pay/getOrderInfo': () => order });
    await open();
    const site = getByRole('link', 'Visit the help centre');
    expect(site.getAttribute('href')).toBe('https://help.demo.example/orders');
    expect(site.getAttribute('rel')).toContain('noopener');
    expect(supportLink()).toBeNull();
    // An order without a listed method (a card redemption) has no method row, never an id.
    expect(facts()['Payment method']).toBeUndefined();
  });

  it('says a paid order not yet delivered is on its way, not successful (issue 29)', async () => {
    signedIn();
    g.serverStub({
      ...ofGame('1001'),
      '/api/pay/getOrderInfo': () => ({ ...order, delivered: false }),
    });
    await open();
    // "On its way" is the order page's own text chunk, which loads a moment after the page.
    await waitFor(() =>
      expect(getByRole('status').textContent).toBe('Payment received: your goods are on their way'),
    );
  });

  it("names the JP trade-law seller and mails support with the order's context", async () => {
    const tenant = {
      ...g.boot.tenant,
      jpTradeLaw: {
        seller: 'Demo KK',
        email: 'help@demo.example',
        phone: '03-0000-0000',
        address: 'Tokyo',
      },
    } as Tenant;
    setBoot({ ...g.boot, tenant });
    signedIn();
    g.serverStub({ ...ofGame('1001'), '/api/pay/getOrderInfo': () => order });
    await open();
    expect(facts()).toMatchObject({ Seller: 'Demo KK' });
    const mail = new URL(supportLink()!.getAttribute('href')!);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe('help@demo.example');
    expect(mail.searchParams.get('subject')).toBe(`Order ${BILLING}`);
    expect(mail.searchParams.get('body')).toContain(
      `Billing number: ${BILLING}\nGame: Alpha\nCharacter: Kira (Ember Peak)`,
    );
  });

  it('says so when the order is not found (or not the player’s)', async () => {
    signedIn();
    g.serverStub(ofGame('1001'));
    await open();
    expect(getByRole('alert').textContent).toBe('We could not find this order.');
  });

  // Issue 29 item 3: a receipt or e-mail link opened logged out asked nothing and said "not found".
  it('asks a visitor to log in to the order’s game instead of saying "not found"', async () => {
    const server = g.serverStub({ ...ofGame('1001'), '/api/pay/getOrderInfo': () => order });
    await open();
    expect(queryByRole('alert')).toBeNull();
    expect(document.body.textContent).toContain(
      'Log in to Alpha with the account you paid with to see this order.',
    );
    expect(loginButton()).toBeTruthy();
    expect(server.calls('/api/pay/getOrderInfo')).toHaveLength(0);
  });

  it('without an answer from the game lookup, the login of the page’s game still reads the order', async () => {
    signedIn();
    g.serverStub({ '/api/pay/getOrderInfo': () => order });
    await open();
    expect(queryByRole('region', 'Receipt')).toBeTruthy();
  });

  it('moves to the order’s game: the login asked for is that game’s, and its login reads it', async () => {
    signedIn();
    const server = g.serverStub({ ...ofGame('2001'), '/api/pay/getOrderInfo': () => order });
    await open();
    await g.until(() => document.body.textContent?.includes('Log in to Beta'));
    expect(server.calls('/api/pay/getOrderInfo')).toHaveLength(0);
    await page?.unmount();
    // Logged in to Beta (game product 8) as well: the order opens with Beta's token.
    setUserInfo(8, { username: 'demo', suid: '1', oauth_token: 'tok-beta' });
    await open();
    expect(queryByRole('region', 'Receipt')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Log in to');
    expect(server.calls('/api/pay/getOrderInfo').length).toBeGreaterThan(0);
  });
});
