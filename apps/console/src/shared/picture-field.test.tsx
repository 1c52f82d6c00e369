import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  byTestId,
  click,
  fakeStaff,
  owner,
  queryByTestId,
  render,
  serverStub,
  settle,
  type Rendered,
} from '../test/render.tsx';
import { PictureField } from './picture-field.tsx';

const uploaded = {
  image: '/media/0123456789abcdef0123456789abcdef-96.webp',
  variants: [
    { width: 48, height: 48, url: '/media/0123456789abcdef0123456789abcdef-48.webp' },
    { width: 96, height: 96, url: '/media/0123456789abcdef0123456789abcdef-96.webp' },
  ],
};

let shown: Rendered | undefined;
let saved: string[] = [];
afterEach(async () => {
  await shown?.unmount();
  shown = undefined;
  saved = [];
  vi.unstubAllGlobals();
});

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <PictureField
      label="Picture"
      value={value}
      onChange={(url) => {
        saved.push(url);
        setValue(url);
      }}
      testId="pic"
    />
  );
}

async function show(initial = '') {
  shown = await render([{ path: '/', element: <Harness initial={initial} /> }], {
    staff: fakeStaff(owner),
  });
}

/** Chooses `file` in the file input, as the browser's picker does. */
async function choose(file: File) {
  const input = byTestId<HTMLInputElement>('pic-file');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}

const png = (bytes = 100) => new File([new Uint8Array(bytes)], 'gem.png', { type: 'image/png' });

describe('PictureField', () => {
  it('uploads the chosen file as it is and previews what the server stored', async () => {
    const server = serverStub({ 'POST /api/console/media': () => ({ data: uploaded }) });
    await show();
    expect(queryByTestId('pic-none')).not.toBeNull();
    const file = png();
    await choose(file);

    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.headers.get('content-type')).toBe('image/png');
    const init = vi.mocked(fetch).mock.calls[0]![1] as RequestInit;
    expect(init.body).toBe(file);
    expect(saved).toEqual([uploaded.image]);
    expect(byTestId<HTMLImageElement>('pic-preview').getAttribute('src')).toBe(uploaded.image);
  });

  it('refuses a file of another type or too big without sending it', async () => {
    const server = serverStub({});
    await show();
    await choose(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(byTestId('pic').textContent).toContain('Choose a PNG, JPEG, WebP or AVIF picture.');
    await choose(png(5_000_001));
    expect(byTestId('pic').textContent).toContain('This file is too big: at most 5 MB.');
    expect(server.calls).toHaveLength(0);
    expect(byTestId<HTMLInputElement>('pic-file').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's reason when it refuses the picture, and keeps the old one", async () => {
    serverStub({
      'POST /api/console/media': () => ({
        code: -400,
        status: 400,
        msg: 'Picture too small: 20×20, at least 48×48 pixels',
      }),
    });
    await show('/goods/old.svg');
    await choose(png());
    expect(byTestId('pic').textContent).toContain('Picture too small: 20×20');
    expect(byTestId<HTMLImageElement>('pic-preview').getAttribute('src')).toBe('/goods/old.svg');
    expect(saved).toEqual([]);
  });

  it('removes the picture', async () => {
    serverStub({});
    await show('/goods/old.svg');
    click(byTestId('pic-clear'));
    expect(saved).toEqual(['']);
    expect(queryByTestId('pic-preview')).toBeNull();
    expect(queryByTestId('pic-clear')).toBeNull();
  });
});
