import * as z from 'zod/mini';
import { getItem, removeItem, setItem } from './storage.ts';

// The signed-in player per game product (SPEC §3): a token is bound to one game product, so each
// game keeps its own record in userMap.
const idString = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

export const userInfoSchema = z.object({
  username: z.string(),
  suid: idString,
  oauth_token: z.string().check(z.minLength(1)),
  gp_id: z.coerce.number().check(z.int()),
});
export type UserInfo = z.output<typeof userInfoSchema>;
export type UserInfoInput = {
  username: string;
  suid: string | number;
  oauth_token: string;
  gp_id?: number | string;
};

const userMapSchema = z.record(z.string(), z.unknown());

function readMap(): Record<string, UserInfo> {
  const raw = getItem('userMap', userMapSchema) ?? {};
  const map: Record<string, UserInfo> = {};
  // One bad entry must not log out the player in every other game.
  for (const [gp, entry] of Object.entries(raw)) {
    const parsed = userInfoSchema.safeParse(entry);
    if (parsed.success) map[gp] = parsed.data;
  }
  return map;
}

// Older builds kept a single record under paymentUserinfo; move it into the map once.
function migrateLegacy(map: Record<string, UserInfo>): Record<string, UserInfo> {
  const legacy = getItem('paymentUserinfo', userInfoSchema);
  removeItem('paymentUserinfo');
  if (!legacy) return map;
  const key = String(legacy.gp_id);
  if (map[key]) return map;
  const next = { ...map, [key]: legacy };
  setItem('userMap', next);
  return next;
}

function loadMap(): Record<string, UserInfo> {
  return migrateLegacy(readMap());
}

// Super/beta mode (set by customer service tooling) acts as another account without touching the
// player's own records.
function isBetaMode(): boolean {
  return Boolean(getItem<unknown>('betaAccountKey'));
}

export function getUserInfo(gpId: number | string): UserInfo | null {
  if (isBetaMode()) {
    const beta = getItem('betaUserInfo', userInfoSchema);
    return beta && String(beta.gp_id) === String(gpId) ? beta : null;
  }
  return loadMap()[String(gpId)] ?? null;
}

export function setUserInfo(gpId: number | string, info: UserInfoInput): void {
  const record = userInfoSchema.parse({ ...info, gp_id: gpId });
  // SPEC §3 oauth_token: the token of the login made last (the per-game records keep theirs).
  setItem('oauth_token', record.oauth_token);
  if (isBetaMode()) {
    setItem('betaUserInfo', record);
    return;
  }
  setItem('userMap', { ...loadMap(), [String(gpId)]: record });
}

/** The stored token goes with the record that holds it (another game's login keeps its own). */
function forgetToken(record: UserInfo | null | undefined): void {
  if (record && getItem<unknown>('oauth_token') === record.oauth_token) removeItem('oauth_token');
}

export function clearUserInfo(gpId: number | string): void {
  if (isBetaMode()) {
    forgetToken(getItem('betaUserInfo', userInfoSchema));
    removeItem('betaUserInfo');
    return;
  }
  const map = loadMap();
  forgetToken(map[String(gpId)]);
  delete map[String(gpId)];
  if (Object.keys(map).length === 0) removeItem('userMap');
  else setItem('userMap', map);
}
