import {
  parsePath,
  type DataRouter,
  type Path,
  type RouterNavigateOptions,
  type To,
} from 'react-router';
import { carryQuery } from '../shared/boot/query-params.ts';
import { paths } from './route-paths.ts';

// SPEC §2 routing guard. Applied by wrapping router.navigate, so every <Link>, useNavigate() and
// programmatic navigation passes through it before the router matches the next route.
export const RESULT_ORIGIN_KEY = 'topup.resultOrigin';

type Location = Pick<Path, 'pathname' | 'search'>;
export type GuardDecision = { to: Partial<Path>; origin?: 'recharge' };

function asPath(to: To): Partial<Path> {
  return typeof to === 'string' ? parsePath(to) : { ...to };
}

/** What the next navigation really goes to, and whether it marks the result page's origin. */
export function guardNavigation(from: Location, to: To): GuardDecision {
  const next = asPath(to);
  // Game selection always passes untouched: picking a game starts over.
  if (next.pathname === paths.selectGame) return { to: next };
  const decision: GuardDecision = { to: next };
  // An omitted path means "this page with a new query"; the carry rule applies all the same.
  const query = carryQuery(from.search, next.search ?? '');
  const search = query.toString();
  decision.to = { ...next, search: search ? `?${search}` : '' };
  if (from.pathname === paths.recharge && next.pathname === paths.result) {
    decision.origin = 'recharge';
  }
  return decision;
}

function remember(origin: 'recharge' | undefined): void {
  try {
    if (origin) sessionStorage.setItem(RESULT_ORIGIN_KEY, origin);
    else sessionStorage.removeItem(RESULT_ORIGIN_KEY);
  } catch {
    // storage disabled: the result page treats the origin as unknown
  }
}

/** 'recharge' when the current result page was reached from the recharge page. */
export function resultOrigin(): 'recharge' | null {
  try {
    return sessionStorage.getItem(RESULT_ORIGIN_KEY) === 'recharge' ? 'recharge' : null;
  } catch {
    return null;
  }
}

type Navigate = (to: To | number | null, opts?: RouterNavigateOptions) => Promise<void>;

export function installRouteGuard(router: DataRouter): void {
  const navigate = router.navigate.bind(router) as Navigate;
  const guarded: Navigate = (to, opts) => {
    // History steps (back/forward) revisit existing entries; they keep their own query.
    if (typeof to === 'number' || to === null) return navigate(to, opts);
    const decision = guardNavigation(router.state.location, to);
    if (asPath(to).pathname === paths.result || decision.origin) remember(decision.origin);
    return navigate(decision.to, opts);
  };
  router.navigate = guarded as DataRouter['navigate'];
}
