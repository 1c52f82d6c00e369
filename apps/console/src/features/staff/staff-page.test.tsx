import { afterEach, describe, expect, it } from 'vitest';
import {
  allByTestIdPrefix,
  byTestId,
  queryByTestId,
  click,
  fakeStaff,
  owner,
  render,
  serverStub,
  settle,
  submit,
  type,
  type Rendered,
} from '../../test/render.tsx';
import { StaffPage } from './staff-page.tsx';

let page: Rendered | null = null;
afterEach(async () => {
  await page?.unmount();
  page = null;
});

const member = {
  id: 'st_2',
  email: 'support@topup.demo',
  role: 'support',
  tenantIds: ['watt'],
  disabled: false,
  createdAt: '2026-11-27T08:00:00.000Z',
  self: false,
};
const me = { ...member, id: owner.id, email: owner.email, role: 'owner', self: true };

describe('staff page', () => {
  it('adds a member with only my brands and shows the TOTP secret once', async () => {
    const server = serverStub({
      'GET /api/console/staff': () => ({ data: { items: [me, member] } }),
      'POST /api/console/staff': (call) => ({
        data: {
          staff: { ...member, id: 'st_3', email: (call.body as { email: string }).email },
          password: 'generated-password-123',
          totpSecret: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Topup%20console:new%40topup.test?secret=JBSWY3DPEHPK3PXP',
        },
      }),
    });
    page = await render([{ path: '/', Component: StaffPage }], { staff: fakeStaff(owner) });
    await settle();
    expect(byTestId('staff-table').textContent).toContain('support@topup.demo');
    // No edit button on my own row.
    expect(queryByTestId(`staff-edit-${owner.email}`)).toBeNull();

    // Only the brands I have are offered.
    expect(queryByTestId('staff-new-brand-watt')).not.toBeNull();
    expect(queryByTestId('staff-new-brand-kilo')).not.toBeNull();
    expect(allByTestIdPrefix('staff-new-brand-')).toHaveLength(2);

    type(byTestId('staff-new-email'), 'new@topup.test');
    type(byTestId<HTMLSelectElement>('staff-new-role'), 'analyst');
    click(byTestId('staff-new-brand-kilo'));
    submit(byTestId<HTMLInputElement>('staff-new-email').form!);
    await settle();

    const post = server.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ email: 'new@topup.test', role: 'analyst', tenantIds: ['kilo'] });
    expect(byTestId('staff-created-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(byTestId('staff-created-uri').textContent).toContain('otpauth://totp/');
    expect(byTestId('staff-created-password').textContent).toBe('generated-password-123');

    click(byTestId('staff-created-done'));
    await settle();
    expect(queryByTestId('staff-created')).toBeNull();
  });

  it("changes a member's role and disables them after a confirmation, showing server errors", async () => {
    const server = serverStub({
      'GET /api/console/staff': () => ({ data: { items: [me, member] } }),
      'PATCH /api/console/staff/st_2': () => ({
        code: -400,
        msg: 'Choose at least one brand',
        status: 400,
      }),
      'POST /api/console/staff/st_2/disable': () => ({ data: { ...member, disabled: true } }),
    });
    page = await render([{ path: '/', Component: StaffPage }], { staff: fakeStaff(owner) });
    await settle();
    click(byTestId('staff-edit-support@topup.demo'));
    type(byTestId<HTMLSelectElement>('staff-edit-role'), 'operator');
    click(byTestId('staff-edit-brand-watt'));
    submit(byTestId<HTMLFormElement>('staff-edit-form'));
    await settle();
    const patch = server.calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body).toEqual({ role: 'operator', tenantIds: [] });
    expect(byTestId('staff-edit-error').textContent).toBe(
      'The server refused this input. Choose at least one brand',
    );

    click(byTestId('staff-disable'));
    expect(server.calls.some((c) => c.url.endsWith('/disable'))).toBe(false);
    click(byTestId('staff-disable-confirm'));
    await settle();
    expect(server.calls.some((c) => c.url === '/api/console/staff/st_2/disable')).toBe(true);
    expect(queryByTestId('staff-edit-form')).toBeNull();
  });
});
