import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../shared/copy-button.tsx';
import { ErrorBox } from '../../shared/error-text.tsx';
import { formatTime } from '../../shared/format.ts';
import { useStaff } from '../../shared/staff.tsx';
import { staffRoles, type StaffRole } from '../../shared/staff-schema.ts';
import { useBrands } from '../catalog/catalog-api.ts';
import { BrandCheckboxes } from './brand-checkboxes.tsx';
import { staffApi, type CreatedStaff, type StaffItem } from './staff-api.ts';

/** Owners: the staff sharing a brand with them, adding members, roles, brands, disabling. */
export function StaffPage() {
  const { t } = useTranslation();
  const { brand } = useStaff();
  const list = useQuery({
    queryKey: ['console', 'staff', brand],
    queryFn: () => staffApi.list(brand),
  });
  const [editing, setEditing] = useState<StaffItem | null>(null);
  const [created, setCreated] = useState<CreatedStaff | null>(null);
  const brands = useBrands();
  const brandName = (id: string) => brands.data?.brands.find((b) => b.id === id)?.name ?? id;

  return (
    <section className="console-page" aria-labelledby="staff-title">
      <h1 id="staff-title">{t('nav.staff')}</h1>
      {created ? (
        <CreatedSecrets created={created} onDone={() => setCreated(null)} />
      ) : (
        <AddStaffForm onCreated={setCreated} />
      )}
      <h2>{t('staff.members')}</h2>
      <ErrorBox error={list.error} />
      {list.isPending && <p role="status">{t('app.loading')}</p>}
      {list.data && (
        <table className="table" data-testid="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('staff.email')}</th>
              <th scope="col">{t('staff.role')}</th>
              <th scope="col">{t('staff.brands')}</th>
              <th scope="col">{t('staff.status')}</th>
              <th scope="col">{t('staff.created')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('staff.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((s) => (
              <tr key={s.id} data-testid={`staff-row-${s.email}`}>
                <td>
                  {s.email}
                  {s.self && <span className="muted"> ({t('staff.you')})</span>}
                </td>
                <td>{t(`shell.role.${s.role}`)}</td>
                <td>{s.tenantIds.map(brandName).join(', ')}</td>
                <td>{s.disabled ? t('staff.disabled') : t('staff.active')}</td>
                <td>{formatTime(s.createdAt)}</td>
                <td>
                  {!s.self && !s.disabled && (
                    <button
                      type="button"
                      className="secondary"
                      onClick={() => setEditing(s)}
                      aria-label={t('staff.editOf', { email: s.email })}
                      data-testid={`staff-edit-${s.email}`}
                    >
                      {t('staff.edit')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing && <EditStaff key={editing.id} member={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

function AddStaffForm({ onCreated }: { onCreated(created: CreatedStaff): void }) {
  const { t } = useTranslation();
  const { staff } = useStaff();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [brands, setBrands] = useState<string[]>([]);
  const [password, setPassword] = useState('');
  const create = useMutation({
    mutationFn: staffApi.create,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ['console', 'staff'] });
      setEmail('');
      setPassword('');
      setBrands([]);
      onCreated(answer);
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate({
      email: email.trim(),
      role,
      tenantIds: brands,
      ...(password ? { password } : {}),
    });
  }
  return (
    <form className="panel" onSubmit={submit} aria-labelledby="add-staff-title">
      <h2 id="add-staff-title">{t('staff.add')}</h2>
      <div className="form-grid">
        <label className="field">
          <span>{t('staff.email')}</span>
          <input
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            data-testid="staff-new-email"
          />
        </label>
        <RoleSelect value={role} onChange={setRole} testId="staff-new-role" />
        <label className="field">
          <span>{t('staff.password')}</span>
          <input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby="staff-password-hint"
            data-testid="staff-new-password"
          />
          <small id="staff-password-hint">{t('staff.passwordHint')}</small>
        </label>
      </div>
      <BrandCheckboxes
        brands={staff?.tenantIds ?? []}
        value={brands}
        onChange={setBrands}
        idPrefix="staff-new"
      />
      <ErrorBox error={create.error} testId="staff-new-error" />
      <button type="submit" disabled={create.isPending} data-testid="staff-new-submit">
        {t('staff.addSubmit')}
      </button>
    </form>
  );
}

function RoleSelect({
  value,
  onChange,
  testId,
}: {
  value: StaffRole;
  onChange(role: StaffRole): void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span>{t('staff.role')}</span>
      {/* The role's name in the menu, what it may do under it: "Support — orders, make-up
          links, replays, refunds" in the menu was cut off at 1280 px wide. */}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as StaffRole)}
        aria-describedby={`${testId}-hint`}
        data-testid={testId}
      >
        {staffRoles.map((r) => (
          <option key={r} value={r}>
            {t(`shell.role.${r}`)}
          </option>
        ))}
      </select>
      <small id={`${testId}-hint`} className="role-hint">
        {t(`staff.roleHint.${value}`)}
      </small>
    </label>
  );
}

/** The new member's secrets, shown once: the server keeps only hashes. */
function CreatedSecrets({ created, onDone }: { created: CreatedStaff; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <div className="secret-box" role="status" data-testid="staff-created">
      <h2>{t('staff.createdTitle', { email: created.staff.email })}</h2>
      <p>
        <strong>{t('staff.shownOnce')}</strong>
      </p>
      <p>
        {t('staff.totpSecret')}:{' '}
        <code data-testid="staff-created-secret">{created.totpSecret}</code>{' '}
        <CopyButton value={created.totpSecret} label={t('staff.copySecret')} />
      </p>
      <p>
        {t('staff.otpauthUri')}: <code data-testid="staff-created-uri">{created.otpauthUri}</code>{' '}
        <CopyButton value={created.otpauthUri} label={t('staff.copyUri')} />
      </p>
      {created.password && (
        <p>
          {t('staff.generatedPassword')}:{' '}
          <code data-testid="staff-created-password">{created.password}</code>{' '}
          <CopyButton value={created.password} label={t('staff.copyPassword')} />
        </p>
      )}
      <button type="button" onClick={onDone} data-testid="staff-created-done">
        {t('staff.createdDone')}
      </button>
    </div>
  );
}

function EditStaff({ member, onClose }: { member: StaffItem; onClose(): void }) {
  const { t } = useTranslation();
  const { staff } = useStaff();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [brands, setBrands] = useState<string[]>(member.tenantIds);
  const [confirmDisable, setConfirmDisable] = useState(false);
  const done = () => {
    void queryClient.invalidateQueries({ queryKey: ['console', 'staff'] });
    onClose();
  };
  const save = useMutation({
    mutationFn: () => staffApi.update(member.id, { role, tenantIds: brands }),
    onSuccess: done,
  });
  const disable = useMutation({ mutationFn: () => staffApi.disable(member.id), onSuccess: done });
  return (
    <form
      className="panel"
      aria-labelledby="edit-staff-title"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      data-testid="staff-edit-form"
    >
      <h2 id="edit-staff-title">{t('staff.editTitle', { email: member.email })}</h2>
      <RoleSelect value={role} onChange={setRole} testId="staff-edit-role" />
      <BrandCheckboxes
        brands={staff?.tenantIds ?? []}
        value={brands}
        onChange={setBrands}
        idPrefix="staff-edit"
      />
      <p className="muted">{t('staff.otherBrandsKept')}</p>
      <ErrorBox error={save.error ?? disable.error} testId="staff-edit-error" />
      <div className="toolbar">
        <button type="submit" disabled={save.isPending} data-testid="staff-edit-save">
          {t('staff.save')}
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          {t('staff.cancel')}
        </button>
        {confirmDisable ? (
          <button
            type="button"
            className="danger"
            disabled={disable.isPending}
            onClick={() => disable.mutate()}
            data-testid="staff-disable-confirm"
          >
            {t('staff.disableConfirm', { email: member.email })}
          </button>
        ) : (
          <button
            type="button"
            className="danger"
            onClick={() => setConfirmDisable(true)}
            data-testid="staff-disable"
          >
            {t('staff.disable')}
          </button>
        )}
      </div>
    </form>
  );
}
