import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import type { SessionStaff } from '../../shared/staff-schema.ts';
import { fakeStaff, owner, render, settle, type Rendered } from '../../test/render.tsx';

/**
 * Mounts one catalog section the way the page does, for that section's test file: `show` renders
 * it for a staff member (an owner unless told) and lets its first fetches settle; whatever is
 * mounted is unmounted after each test, so one test's section never answers in the next.
 * Call it at the top of a test file: it registers that afterEach.
 */
export function sectionHarness(element: ReactElement) {
  let page: Rendered | null = null;
  const unmount = async () => {
    await page?.unmount();
    page = null;
  };
  afterEach(unmount);
  return {
    async show(staff: SessionStaff = owner) {
      page = await render([{ path: '/', element }], { staff: fakeStaff(staff) });
      await settle();
    },
    unmount,
  };
}
