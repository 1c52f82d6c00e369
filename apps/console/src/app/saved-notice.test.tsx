import { useMutation } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  byTestId,
  click,
  fakeStaff,
  owner,
  render,
  settle,
  type Rendered,
} from '../test/render.tsx';
import { SavedNotice } from './saved-notice.tsx';

let page: Rendered | null = null;
afterEach(async () => {
  await page?.unmount();
  page = null;
});

function Saver({ confirm, fail = false }: { confirm?: false; fail?: boolean }) {
  const save = useMutation({
    mutationFn: async () => {
      if (fail) throw new Error('refused');
      return 1;
    },
    ...(confirm === false ? { meta: { confirm } } : {}),
  });
  return (
    <>
      <SavedNotice />
      <button type="button" data-testid="save" onClick={() => save.mutate()}>
        save
      </button>
    </>
  );
}

const show = (element: React.ReactNode) =>
  render([{ path: '/', element }], { url: '/', staff: fakeStaff(owner) });

describe('saved notice', () => {
  it('confirms each accepted change with its time', async () => {
    page = await show(<Saver />);
    expect(byTestId('saved-notice').textContent).toBe('');
    click(byTestId('save'));
    await settle();
    expect(byTestId('saved-notice').textContent).toMatch(/^Saved at \d{1,2}:\d{2}:\d{2}/);
    expect(byTestId('saved-notice').getAttribute('role')).toBe('status');
  });

  it('says nothing when the change failed, or shows its own result', async () => {
    page = await show(<Saver fail />);
    click(byTestId('save'));
    await settle();
    expect(byTestId('saved-notice').textContent).toBe('');
    await page.unmount();
    page = await show(<Saver confirm={false} />);
    click(byTestId('save'));
    await settle();
    expect(byTestId('saved-notice').textContent).toBe('');
  });
});
