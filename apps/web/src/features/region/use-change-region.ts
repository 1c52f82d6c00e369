import { useLocation, useNavigate } from 'react-router';
import type { Area } from '@topup/tenants/areas';
import { saveRegion } from './resolve-region.ts';

/**
 * Moves the page to another area. domain_area in the query outranks the saved area (SPEC §4), so
 * both change; the goods page's loader reloads when the area needs the other route set.
 */
export function useChangeRegion(): (area: Area) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (area) => {
    saveRegion(area);
    const q = new URLSearchParams(search);
    q.set('domain_area', area);
    // Servers and roles differ per area; a game link's picks do not carry over.
    q.delete('server_id');
    q.delete('role_id');
    void navigate({ pathname, search: `?${q}` });
  };
}
