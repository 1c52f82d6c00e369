import * as z from 'zod/mini';
import { replenishIdSchema } from './replenish.ts';

// Third-party login (SPEC §7 google_auth ... huawei_auth, twitter_redirect). Like /util/login/auth
// these are POST with a JSON body so codes and tokens stay out of URLs and logs (decision 0008).
// `state` ties the finishing call to the flow the server started (social_start, twitter_redirect):
// it is single-use, so a replayed code or a forged callback is refused (decision 0019).

const clientId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const code = z.string().check(z.minLength(1), z.maxLength(2048));
const state = z.string().check(z.minLength(16), z.maxLength(128));
const redirectUri = z.url().check(z.maxLength(512));
const jwt = z.string().check(z.minLength(1), z.maxLength(8192));

/** Methods whose browser step the server starts (X starts through twitter_redirect). */
export const startableMethods = ['google', 'apple', 'huawei', 'facebook', 'vk'] as const;
export type StartableMethod = (typeof startableMethods)[number];

export const socialStartRequestSchema = z.object({
  method: z.enum(startableMethods),
  client_id: clientId,
  redirect_uri: redirectUri.check(z.describe('page of this shop the provider returns to')),
});
/** Where to send the player; the state comes back with the code and goes into the *_auth call. */
export const socialStartSchema = z.object({ url: z.string(), state: z.string() });
export type SocialStart = z.infer<typeof socialStartSchema>;

export const googleAuthRequestSchema = z.object({
  authorization_code: code,
  redirect_uri: redirectUri,
  state,
  client_id: clientId,
  pkg: z.optional(z.string().check(z.maxLength(128))),
});
export const appleAuthRequestSchema = z.object({
  authorization_code: code,
  // Only when the browser received one (form_post); the token endpoint's own is what counts.
  identity_token: z.optional(jwt),
  redirect_uri: redirectUri,
  state,
  client_id: clientId,
});
export const huaweiAuthRequestSchema = z.object({
  authorization_code: code,
  redirect_uri: redirectUri,
  state,
  client_id: clientId,
});
export const facebookAuthRequestSchema = z.object({
  fb_access_token: z.string().check(z.minLength(1), z.maxLength(1024)),
  // Present when the shop's own redirect flow got the token; the JS SDK has none.
  state: z.optional(state),
  client_id: clientId,
});
/** VK ID: either the code of the redirect flow, or (SPEC §7) an access token with the user id. */
export const vkAuthRequestSchema = z.object({
  authorization_code: z.optional(code),
  device_id: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
  redirect_uri: z.optional(redirectUri),
  state: z.optional(state),
  vk_access_token: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
  uid: z.optional(z.string().check(z.regex(/^\d{1,20}$/))),
  client_id: clientId,
});
export const twitterRedirectRequestSchema = z.object({
  callback: redirectUri.check(z.describe('page X returns to with oauth_token and oauth_verifier')),
  client_id: clientId,
});
export const twitterRedirectSchema = z.object({ url: z.string(), oauth_token: z.string() });
export const twitterAuthRequestSchema = z.object({
  oauth_token: z.string().check(z.minLength(1), z.maxLength(256)),
  oauth_verifier: z.string().check(z.minLength(1), z.maxLength(256)),
  client_id: clientId,
});

/** /api/ingame/ twins: the same body plus game_id (the link's game) and the link. */
export function ingameBody<S extends z.ZodMiniObject>(schema: S) {
  return z.extend(schema, {
    client_id: z.optional(clientId),
    game_id: clientId,
    replenish_id: replenishIdSchema,
  });
}
export function ingameStartBody<S extends z.ZodMiniObject>(schema: S) {
  return z.extend(schema, { client_id: z.optional(clientId), game_id: clientId });
}
