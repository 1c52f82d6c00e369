// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dropinScript } from './dropin-script.ts';

type Mount = (
  el: HTMLElement,
  opts: {
    sessionId: string;
    clientKey: string;
    onSuccess?: (result: unknown) => void;
    onError?: (result: unknown) => void;
    labels?: Record<string, string>;
  },
) => { unmount(): void };

// The served text, run as the browser would run it. A test's module loader cannot import it
// from a temporary file, so the two module-only bits are swapped for their script equivalents.
let mount: Mount;
beforeAll(() => {
  expect(dropinScript.match(/import\.meta\.url/g)).toHaveLength(1);
  expect(dropinScript.match(/^export /gm)).toHaveLength(1);
  const script = dropinScript
    .replace('import.meta.url', JSON.stringify('https://sandbox.example/sandbox/dropin.js'))
    .replace('export function mount(', 'function mount(');
  ({ mount } = new Function(`${script}\nreturn { mount };`)() as { mount: Mount });
});
afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: URL | string, init: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(body), { status });
  });
  return calls;
}

function render(labels?: Record<string, string>) {
  const el = document.createElement('div');
  document.body.replaceChildren(el);
  const onSuccess = vi.fn();
  const onError = vi.fn();
  mount(el, {
    sessionId: 'sbx_abc',
    clientKey: 'ck_key',
    onSuccess,
    onError,
    ...(labels ? { labels } : {}),
  });
  const input = (name: string) => el.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const fill = (number: string) => {
    input('number').value = number;
    input('expiry').value = '12/30';
    input('cvc').value = '123';
  };
  const submit = async () => {
    el.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(el.querySelector('button')!.textContent).not.toBe('Paying…'));
  };
  return { el, onSuccess, onError, input, fill, submit };
}

describe('dropin.js mount()', () => {
  it('renders a labelled card form, in the labels the app passes', () => {
    const { el } = render({ number: 'Kartennummer', pay: 'Bezahlen' });
    const labels = [...el.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels).toEqual(['Kartennummer', 'Expiry (MM/YY)', 'CVC']);
    expect(el.querySelectorAll('label > input')).toHaveLength(3);
    expect(el.querySelector('button')!.textContent).toBe('Bezahlen');
  });

  it('confirms the card and calls onSuccess', async () => {
    const calls = answer(200, { status: 'succeeded' });
    const view = render();
    view.fill('4242 4242 4242 4242');
    await view.submit();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://sandbox.example/sandbox/api/dropin/sbx_abc/confirm');
    expect(calls[0]!.body).toEqual({
      client_key: 'ck_key',
      card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
    });
    expect(view.onSuccess).toHaveBeenCalledWith({ status: 'succeeded', paymentId: 'sbx_abc' });
    expect(view.onError).not.toHaveBeenCalled();
    expect(view.el.querySelector('button')!.disabled).toBe(true);
  });

  it('reports a decline through onError', async () => {
    answer(200, { status: 'failed' });
    const view = render({ declined: 'Abgelehnt' });
    view.fill('4000 0000 0000 0002');
    await view.submit();
    expect(view.onError).toHaveBeenCalledWith({ status: 'failed', message: 'Abgelehnt' });
    expect(view.el.querySelector('[role="alert"]')!.textContent).toBe('Abgelehnt');
  });

  it('lets the payer correct wrong details', async () => {
    answer(400, { error: 'invalid_card' });
    const view = render();
    view.fill('1234');
    await view.submit();
    expect(view.el.querySelector('[role="alert"]')!.textContent).toBe(
      'Check the card details and try again.',
    );
    expect(view.el.querySelector('button')!.disabled).toBe(false);
    expect(view.onError).not.toHaveBeenCalled();
    expect(view.onSuccess).not.toHaveBeenCalled();
  });
});
