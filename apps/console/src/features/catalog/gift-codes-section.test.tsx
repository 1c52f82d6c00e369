import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../shared/api.ts';
import {
  analyst,
  byTestId,
  queryByTestId,
  click,
  serverStub,
  settle,
  submit,
  type,
} from '../../test/render.tsx';
import { GiftCodesSection } from './gift-codes-section.tsx';
import { sectionHarness } from './section-harness.tsx';
import { catalogBase, testBrand } from './test-brand.ts';

const { show } = sectionHarness(<GiftCodesSection brand={testBrand} />);

afterEach(() => setCsrfToken(undefined));

const ref = 'ab'.repeat(32);
const code = {
  ref,
  last4: 'WXYZ',
  currency: 'KRW',
  value_minor: 10000,
  status: 'active',
  billing_no: null,
  valid_until: '2027-01-01T00:00:00.000Z',
  redeemed_at: null,
  created_at: '2026-11-27T08:00:00.000Z',
};
const redeemed = {
  ...code,
  ref: 'cd'.repeat(32),
  last4: 'ABCD',
  status: 'redeemed',
  billing_no: 'B2026112700001',
  redeemed_at: '2026-11-28T08:00:00.000Z',
};
const csv = 'code,currency,value_minor\nABCD-EFGH-JKMN-PQRS-WXYZ,KRW,10000\n';

function codesServer() {
  return serverStub({
    [`GET ${catalogBase}/gift-codes`]: () => ({ data: { codes: [code, redeemed], more: false } }),
    [`POST ${catalogBase}/gift-code-batches`]: () => ({ data: { count: 1, csv } }),
    [`POST ${catalogBase}/gift-codes/${ref}/void`]: () => ({ data: { ...code, status: 'void' } }),
  });
}

describe('gift codes section', () => {
  it('lists codes by their last four characters, values as money, and searches by them', async () => {
    const server = codesServer();
    await show();
    const row = byTestId(`gift-code-row-${ref}`).textContent;
    expect(row).toContain('…WXYZ');
    expect(row).toContain('₩10,000');
    expect(byTestId(`gift-code-row-${redeemed.ref}`).textContent).toContain('B2026112700001');
    // Only an active code can be voided.
    expect(queryByTestId(`gift-code-void-${redeemed.ref}`)).toBeNull();
    expect(queryByTestId('gift-codes-more')).toBeNull();

    type(byTestId('gift-code-filter-q'), 'wxyz');
    submit(byTestId<HTMLFormElement>('gift-code-filter'));
    await settle();
    expect(server.calls.at(-1)!.url).toBe(`${catalogBase}/gift-codes?q=wxyz`);
  });

  it('creates a batch in won and shows its CSV once', async () => {
    const made = vi.spyOn(URL, 'createObjectURL');
    const server = codesServer();
    await show();
    click(byTestId('gift-code-batch-create'));
    await settle();
    type(byTestId('gift-code-batch-count'), '1');
    type(byTestId('gift-code-batch-currency'), 'KRW');
    type(byTestId('gift-code-batch-value'), '10000');
    type(byTestId('gift-code-batch-valid-until'), '2027-01-01T00:00');
    submit(byTestId<HTMLFormElement>('gift-code-batch-form'));
    await settle();

    const post = server.calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe(`${catalogBase}/gift-code-batches`);
    expect(post.body).toEqual({
      count: 1,
      currency: 'KRW',
      value_minor: 10000,
      valid_until: new Date('2027-01-01T00:00').toISOString(),
    });
    expect(byTestId('gift-code-batch-csv').textContent).toContain('never be shown again');
    expect(byTestId('gift-code-batch-csv-download').getAttribute('download')).toMatch(
      /^watt-gift-codes-\d{4}-\d\d-\d\d-\d{4}\.csv$/,
    );
    expect(await (made.mock.calls[0]![0] as Blob).text()).toBe(csv);
    expect(queryByTestId('gift-code-batch-form')).toBeNull();
  });

  it('voids a code by its reference after the confirmation, with the CSRF header', async () => {
    setCsrfToken('csrf-7');
    const server = codesServer();
    await show();
    click(byTestId(`gift-code-void-${ref}`));
    await settle();
    expect(document.body.textContent).toContain('Void the code ending WXYZ?');
    click(byTestId(`gift-code-void-${ref}-confirm`));
    await settle();
    const post = server.calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe(`${catalogBase}/gift-codes/${ref}/void`);
    expect(post.headers.get('x-csrf-token')).toBe('csrf-7');
  });

  it('shows an analyst the codes without batch or void buttons', async () => {
    codesServer();
    await show(analyst);
    expect(byTestId(`gift-code-row-${ref}`)).toBeTruthy();
    expect(queryByTestId('gift-code-batch-create')).toBeNull();
    expect(queryByTestId(`gift-code-void-${ref}`)).toBeNull();
  });
});
