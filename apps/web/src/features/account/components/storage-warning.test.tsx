import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getByRole, queryByRole } from '@topup/test-queries/by-role';
import { click, render, setUpBrand, type Rendered } from '../test-harness.tsx';
import { StorageWarning } from './storage-warning.tsx';

const warning = () => queryByRole('alert');
let page: Rendered | null = null;

beforeEach(async () => {
  await setUpBrand();
});
afterEach(async () => {
  await page?.unmount();
  page = null;
});

describe('storage warning', () => {
  it('stays hidden when storage works', async () => {
    page = await render(<StorageWarning />);
    expect(warning()).toBeNull();
  });

  it('asks to leave private mode when cookies are off, once per session', async () => {
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    page = await render(<StorageWarning />);
    expect(warning()?.textContent).toContain('exit private mode or allow cookies');
    click(getByRole('button', 'Close', warning()!));
    expect(warning()).toBeNull();
    await page.unmount();
    page = await render(<StorageWarning />);
    expect(warning()).toBeNull();
  });
});
