import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as g from '../../game/test-harness.tsx';
import { queryByRole } from '@topup/test-queries/by-role';
import { renderInRouter } from '../../../shared/test/render-in-router.tsx';
import { ErrorReplenishPage } from './error-replenish-page.tsx';

const ID = 'R'.repeat(43);

beforeEach(() => g.setUp());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('/errorReplenish (SPEC §8 -3016)', () => {
  it("shows the server's reason, and after a login with another account leads back to the link", async () => {
    const page = await renderInRouter(
      [{ path: '/errorReplenish', element: <ErrorReplenishPage /> }],
      `/errorReplenish?replenish_id=${ID}&rp_client_id=1001`,
    );
    await page.router.navigate(`/errorReplenish?replenish_id=${ID}&rp_client_id=1001`, {
      state: { message: 'The login account must match the top-up game account.', retry: true },
    });
    await g.settle();
    expect(document.body.textContent).toContain('Page expired');
    expect(document.body.textContent).toContain(
      'The login account must match the top-up game account.',
    );
    const back = queryByRole('link', 'Back to the payment page');
    expect(back?.getAttribute('href')).toBe(`/replenishGoods?replenish_id=${ID}&rp_client_id=1001`);
    await page.unmount();
  });

  it('shows only the notice for a link that cannot be used at all', async () => {
    const page = await renderInRouter(
      [{ path: '/errorReplenish', element: <ErrorReplenishPage /> }],
      `/errorReplenish?replenish_id=${ID}`,
    );
    await page.router.navigate(`/errorReplenish?replenish_id=${ID}`, {
      state: { message: 'This make-up payment link is invalid.' },
    });
    await g.settle();
    expect(document.body.textContent).toContain('This make-up payment link is invalid.');
    expect(document.body.textContent).toContain('Please get a new link from customer service.');
    expect(queryByRole('link')).toBeNull();
    await page.unmount();
  });
});
