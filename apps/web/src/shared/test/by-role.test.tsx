import { afterEach, describe, expect, it } from 'vitest';
import {
  accessibleName,
  allByRole,
  getByLabelText,
  getByRole,
  getByText,
  queryByRole,
  queryByText,
  within,
} from '@topup/test-queries/by-role';

// The stand-in must answer as Testing Library would, or tests built on it prove less than they say.
afterEach(() => {
  document.body.innerHTML = '';
});

describe('by-role queries', () => {
  it('names by aria-labelledby, aria-label, label, then content; an explicit role wins', () => {
    document.body.innerHTML = `
      <span id="t">Methods</span>
      <section aria-labelledby="t"><button aria-pressed="true">PayPal <small>fast</small></button></section>
      <button role="tab" aria-selected="false">Cards</button>
      <label>Code <input name="code"></label>
      <button aria-label="Close">×</button>`;
    const region = getByRole('region', 'Methods');
    expect(getByRole('button', { name: 'PayPal fast', pressed: true }, region)).toBeTruthy();
    expect(queryByRole('button', 'Cards')).toBeNull();
    expect(getByRole('tab', { name: 'Cards', selected: false })).toBeTruthy();
    expect(accessibleName(getByRole('textbox'))).toBe('Code');
    expect(getByLabelText('Code')).toBe(getByRole('textbox'));
    expect(getByRole('button', 'Close').textContent).toBe('×');
  });

  it('leaves hidden elements out, and state filters match only elements with that state', () => {
    document.body.innerHTML = `
      <div hidden><button>Hidden</button></div>
      <span aria-hidden="true"><button>Decorative</button></span>
      <button>Plain</button>`;
    expect(allByRole('button').map((b) => b.textContent)).toEqual(['Plain']);
    expect(allByRole('button', { hidden: true })).toHaveLength(3);
    expect(allByRole('button', { pressed: false })).toHaveLength(0);
  });

  it('getByText matches an element’s own text, so markup shown as text is one text node', () => {
    document.body.innerHTML = `<p>Total <b>$8.00</b></p><p>&lt;b&gt;x&lt;/b&gt;</p>`;
    expect(getByText('$8.00').tagName).toBe('B');
    expect(queryByText('Total $8.00')).toBeNull();
    expect(getByText('<b>x</b>').tagName).toBe('P');
    expect(within(document.body).getByText('Total').tagName).toBe('P');
  });

  it('more than one match is a test error', () => {
    document.body.innerHTML = `<button>Use</button><button>Use</button>`;
    expect(() => getByRole('button', 'Use')).toThrow(/2 elements/);
  });
});
