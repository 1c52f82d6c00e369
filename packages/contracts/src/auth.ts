import * as z from 'zod/mini';

// Login under /util/login/ (SPEC §7). Credentials travel encoded (credentials.ts). Unlike SPEC's
// "all GET" default, auth and logout are POST so passwords and tokens stay out of URLs and logs
// (docs/decisions/0008).

const clientId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const encoded = z.string().check(z.minLength(4), z.maxLength(400));
const token = z.string().check(z.minLength(16), z.maxLength(128));

export const loginRequestSchema = z.object({
  username: encoded.check(
    z.describe('3 hex chars + base64(UTF-8 username); card number in card mode'),
  ),
  password: encoded.check(z.describe('3 hex chars + base64(UTF-8 password)')),
  client_id: clientId,
  login_type: z._default(z.enum(['account', 'card']), 'account'),
});
/** What the app sends; login_type may be left out ('account'). */
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** SPEC §3 user info; kept by the app per game product. */
export const userInfoSchema = z.object({
  username: z.string(),
  suid: z.string(),
  oauth_token: z.string(),
  gp_id: z.int(),
  real_name_verified: z.boolean(),
  expires_at: z.string().check(z.describe('ISO time the token expires')),
});
export type UserInfoData = z.infer<typeof userInfoSchema>;

export const userInfoQuerySchema = z.object({ oauth_token: token, client_id: clientId });

export const logoutRequestSchema = z.object({ oauth_token: token, client_id: clientId });
export const logoutSchema = z.object({ revoked: z.boolean() });

export const loginMethods = ['google', 'facebook', 'apple', 'vk', 'twitter', 'huawei'] as const;
export type LoginMethod = (typeof loginMethods)[number];

export const loginConfigQuerySchema = z.object({
  client_id: clientId,
  domain_area: z.optional(z.string().check(z.trim(), z.maxLength(32))),
});

/** SPEC §3 login config, per tenant and area. */
export const loginConfigSchema = z.object({
  fb_id: z.string(),
  gg_id: z.string(),
  gg_pkg: z.string(),
  ios_id: z.string(),
  vk_id: z.string(),
  client_id: z.int().check(z.describe('login client id of the brand')),
  json_type: z.array(z.enum(loginMethods)).check(z.describe('third-party methods offered here')),
  twitterHtml: z.string(),
});
export type LoginConfig = z.infer<typeof loginConfigSchema>;

/**
 * SPEC §7 /api/ingame/*: "the same set with game_id". client_id is still taken as an alias (the
 * make-up page's first builds sent it); either names the game, and the route sees client_id.
 */
const gameIdOrAlias = {
  game_id: z.optional(clientId),
  client_id: z.optional(clientId),
};
type GameIdOrAlias = { game_id?: string | undefined; client_id?: string | undefined };
const gameIdRequired = z.refine<GameIdOrAlias>((q) => Boolean(q.game_id ?? q.client_id), {
  message: 'game_id is required',
  path: ['game_id'],
});

/** GET /api/ingame/get_user_info: oauth_token and game_id. */
export const ingameUserInfoQuerySchema = z.pipe(
  z.object({ oauth_token: token, ...gameIdOrAlias }).check(gameIdRequired),
  z.transform(({ oauth_token, game_id: gameId, client_id: alias }) => ({
    oauth_token,
    client_id: (gameId ?? alias)!,
  })),
);

/** GET /api/ingame/login_config: game_id and domain_area. */
export const ingameLoginConfigQuerySchema = z.pipe(
  z
    .object({ domain_area: loginConfigQuerySchema.shape.domain_area, ...gameIdOrAlias })
    .check(gameIdRequired),
  z.transform(({ domain_area, game_id: gameId, client_id: alias }) => ({
    domain_area,
    client_id: (gameId ?? alias)!,
  })),
);
