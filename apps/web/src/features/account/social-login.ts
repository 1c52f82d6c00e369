import type { LoginMethod } from '@topup/contracts/auth';
import {
  finishIngameSocial,
  finishSocial,
  startSocial,
  startTwitter,
  type IngameLink,
} from './api/social-api.ts';
import { PENDING_KEY, RETURN_KEY } from './social-return-keys.ts';

type Pending = {
  method: LoginMethod;
  clientId: string;
  state: string;
  returnTo: string;
  /** Started on a make-up payment page: finished by the /api/ingame/ twin for this link. */
  replenishId?: string;
};

/** Leaving the page, behind a seam tests can watch (jsdom cannot navigate). */
export const navigation = { assign: (url: string) => window.location.assign(url) };

export const returnPage = () => `${window.location.origin}/oauth-return.html`;

/**
 * Asks the server for the provider's page, remembers the flow and goes there. With a make-up
 * payment link (`link`) the flow runs through the /api/ingame/ twins for the link's game.
 */
export async function startSocialLogin(
  method: LoginMethod,
  clientId: string,
  link?: IngameLink,
): Promise<void> {
  const ingame = link !== undefined;
  const started =
    method === 'twitter'
      ? await startTwitter(clientId, returnPage(), ingame).then((r) => ({
          url: r.url,
          state: r.oauth_token,
        }))
      : await startSocial(method, clientId, returnPage(), ingame);
  const pending: Pending = {
    method,
    clientId,
    state: started.state,
    returnTo: window.location.href,
    ...(link ? { replenishId: link.replenishId } : {}),
  };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  navigation.assign(started.url);
}

function take(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** The body of the finishing call for what the provider sent back; null: the player cancelled. */
export function finishBody(
  pending: Pending,
  query: URLSearchParams,
  hash: URLSearchParams,
): Record<string, string> | null {
  const base = { client_id: pending.clientId };
  switch (pending.method) {
    case 'facebook': {
      const token = hash.get('access_token');
      return token ? { ...base, fb_access_token: token, state: hash.get('state') ?? '' } : null;
    }
    case 'twitter': {
      const verifier = query.get('oauth_verifier');
      const token = query.get('oauth_token');
      return verifier && token ? { ...base, oauth_token: token, oauth_verifier: verifier } : null;
    }
    case 'vk': {
      const code = query.get('code');
      return code
        ? {
            ...base,
            authorization_code: code,
            device_id: query.get('device_id') ?? '',
            state: query.get('state') ?? '',
            redirect_uri: returnPage(),
          }
        : null;
    }
    default: {
      const code = query.get('code');
      return code
        ? {
            ...base,
            authorization_code: code,
            state: query.get('state') ?? '',
            redirect_uri: returnPage(),
          }
        : null;
    }
  }
}

/** The flow key the provider sent back: the state (Facebook: in the fragment), X's oauth_token. */
function returnedFlowKey(
  method: LoginMethod,
  query: URLSearchParams,
  hash: URLSearchParams,
): string | null {
  if (method === 'facebook') return hash.get('state');
  if (method === 'twitter') return query.get('oauth_token');
  return query.get('state');
}

export type SocialReturn =
  | { kind: 'none' }
  | { kind: 'cancelled'; method: LoginMethod }
  /** Came back with another flow's state: someone else's code, never sent (decision 0033). */
  | { kind: 'foreign'; method: LoginMethod }
  | {
      kind: 'finish';
      method: LoginMethod;
      clientId: string;
      run: () => ReturnType<typeof finishSocial>;
    }
  | {
      kind: 'ingame';
      method: LoginMethod;
      clientId: string;
      run: () => ReturnType<typeof finishIngameSocial>;
    };

/** What the provider sent back, once (both keys are cleared whatever happens). */
export function takeSocialReturn(): SocialReturn {
  const pending = take(PENDING_KEY) as Pending | null;
  const back = take(RETURN_KEY) as { query?: string; hash?: string } | null;
  if (!pending || !back) return { kind: 'none' };
  const query = new URLSearchParams(back.query ?? '');
  const hash = new URLSearchParams(back.hash ?? '');
  const body = finishBody(pending, query, hash);
  if (!body) return { kind: 'cancelled', method: pending.method };
  // Only the flow this tab started (RFC 6749 §10.12): a code and state planted through a link
  // to the return page are someone else's login. The server checks its cookie too.
  if (returnedFlowKey(pending.method, query, hash) !== pending.state) {
    return { kind: 'foreign', method: pending.method };
  }
  const { replenishId } = pending;
  if (typeof replenishId === 'string') {
    return {
      kind: 'ingame',
      method: pending.method,
      clientId: pending.clientId,
      run: () => finishIngameSocial(pending.method, body, { replenishId }),
    };
  }
  return {
    kind: 'finish',
    method: pending.method,
    clientId: pending.clientId,
    run: () => finishSocial(pending.method, body),
  };
}
