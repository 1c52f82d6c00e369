import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultCode } from '@topup/contracts/result-codes';
import { api, ApiError, setCsrfToken, setNotLoggedInHandler } from './api.ts';
import { errorMessage } from './error-text.tsx';
import {
  sessionAnswer,
  type Permission,
  type SessionAnswer,
  type SessionStaff,
} from './staff-schema.ts';

export type StaffContextValue = {
  /** The logged-in staff member, or null when nobody is. */
  staff: SessionStaff | null;
  can(permission: Permission): boolean;
  /** The brand chosen in the shell's filter; '' means all of the staff member's brands. */
  brand: string;
  setBrand(brand: string): void;
  /** After a successful login: remembers the staff member and the session's CSRF token. */
  signedIn(answer: SessionAnswer): void;
  logout(): Promise<void>;
};

const StaffContext = createContext<StaffContextValue | null>(null);

export const meQueryKey = ['console', 'me'] as const;

/** The /me answer, or null when not logged in (-600 is an answer here, not a failure). */
async function loadMe(): Promise<SessionAnswer | null> {
  try {
    return await api.get('/api/console/me', sessionAnswer);
  } catch (error) {
    if (error instanceof ApiError && error.code === ResultCode.NotLoggedIn) return null;
    throw error;
  }
}

const brandKey = 'topup-console-brand';

function savedBrand(): string {
  try {
    return sessionStorage.getItem(brandKey) ?? '';
  } catch {
    return '';
  }
}

export function staffValue(
  staff: SessionStaff | null,
  rest: Omit<StaffContextValue, 'staff' | 'can'>,
): StaffContextValue {
  const granted = new Set(staff?.permissions ?? []);
  return { staff, can: (permission) => granted.has(permission), ...rest };
}

export function StaffProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: meQueryKey, queryFn: loadMe, staleTime: Infinity });
  const [brand, setBrandState] = useState(savedBrand);

  const answer = me.data ?? null;
  useEffect(() => setCsrfToken(answer?.csrfToken ?? undefined), [answer]);
  // Any call answering -600 means the session is gone: back to the login page.
  useEffect(() => {
    setNotLoggedInHandler(() => queryClient.setQueryData(meQueryKey, null));
    return () => setNotLoggedInHandler(undefined);
  }, [queryClient]);

  const setBrand = useCallback((next: string) => {
    setBrandState(next);
    try {
      sessionStorage.setItem(brandKey, next);
    } catch {
      // Private mode: the choice just does not survive a reload.
    }
  }, []);
  const signedIn = useCallback(
    (next: SessionAnswer) => {
      setCsrfToken(next.csrfToken ?? undefined);
      queryClient.setQueryData(meQueryKey, next);
    },
    [queryClient],
  );
  const logout = useCallback(async () => {
    await api.post('/api/console/logout').catch(() => undefined);
    setCsrfToken(undefined);
    queryClient.setQueryData(meQueryKey, null);
    // Nothing the last staff member saw may stay in memory for the next one.
    queryClient.removeQueries({
      predicate: (q) => q.queryKey[0] !== meQueryKey[0] || q.queryKey[1] !== meQueryKey[1],
    });
  }, [queryClient]);

  const staff = answer?.staff ?? null;
  // A brand the staff member lost (or of another account) must not stay selected.
  const effectiveBrand = staff?.tenantIds.includes(brand) ? brand : '';
  const value = useMemo(
    () => staffValue(staff, { brand: effectiveBrand, setBrand, signedIn, logout }),
    [staff, effectiveBrand, setBrand, signedIn, logout],
  );

  if (me.isPending) return <Loading />;
  if (me.isError) return <LoadFailed error={me.error} retry={() => void me.refetch()} />;
  return <StaffContext.Provider value={value}>{children}</StaffContext.Provider>;
}

/** For tests and previews: a fixed staff member without the /me call. */
export function StaffTestProvider({
  value,
  children,
}: {
  value: StaffContextValue;
  children: ReactNode;
}) {
  return <StaffContext.Provider value={value}>{children}</StaffContext.Provider>;
}

export function useStaff(): StaffContextValue {
  const value = useContext(StaffContext);
  if (!value) throw new Error('useStaff() outside <StaffProvider>');
  return value;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="console-loading" role="status">
      {t('app.loading')}
    </p>
  );
}

function LoadFailed({ error, retry }: { error: Error; retry(): void }) {
  const { t } = useTranslation();
  const message = errorMessage(error);
  return (
    <div className="console-load-failed" role="alert">
      <p>{t('app.loadFailed', { message })}</p>
      <button type="button" onClick={retry}>
        {t('app.retry')}
      </button>
    </div>
  );
}
