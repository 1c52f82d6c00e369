import { z } from 'zod';
import { languages } from '@topup/contracts/languages';
import { areas } from './areas.ts';
import { currencyCodes } from './currencies.ts';

const area = z.enum(areas);
const currency = z.enum(currencyCodes);
const url = z.url();
// A bare host name, lower-case, no scheme or port.
const host = z.string().regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/);

const platformClient = z.object({ clientId: z.string().min(1), area });

// A link that may differ per region: 'default' plus optional per-area overrides.
const regionalLink = z
  .object({ default: url })
  .catchall(url)
  .refine(
    (v) => Object.keys(v).every((k) => k === 'default' || (areas as readonly string[]).includes(k)),
    {
      message: 'keys must be "default" or an area',
    },
  );

export const gameSchema = z.object({
  code: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .describe('slug used by /@{gameCode} social links'),
  name: z.string().min(1),
  gpId: z.number().int().positive().describe('game product id'),
  logo: z
    .string()
    .regex(/^(\/[^/]|https:\/\/)/)
    .optional()
    .describe(
      "the game's art (a path on the shop or an https URL, square); the brand icon if absent",
    ),
  clients: z.object({
    android: platformClient.optional(),
    ios: platformClient.optional(),
    web: platformClient,
  }),
  playerIdTopup: z
    .object({ askServer: z.boolean() })
    .optional()
    .describe(
      'issue 29 item 14: anyone may top this game up by player id, without its password, ' +
        "confirming the character's name the game server looks up (ADR 0038); off when absent. " +
        "askServer: the game's player ids repeat across servers, so the server is asked too",
    ),
});

export const newLayoutSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('none') }),
  z.object({ mode: z.literal('all') }),
  z.object({ mode: z.literal('areas'), areas: z.array(area).min(1) }),
  z.object({ mode: z.literal('games'), clientIds: z.array(z.string()).min(1) }),
]);

export const tenantSchema = z.object({
  id: z.string().regex(/^[a-z][a-zA-Z]*$/),
  title: z.string().min(1),
  icon: z.string().min(1).describe('favicon / logo path or URL'),
  brandColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  hosts: z.object({ production: z.array(host).min(1), demo: z.array(host).min(1) }),
  backupHosts: z
    .array(url)
    .describe('alternate API origins tried in turn when the page host fails'),
  dataGateway: url.describe('data-collection gateway origin'),
  analytics: z.object({
    appIds: z.record(z.string(), z.string().min(1)).describe('analytics SDK app ids by vendor'),
    eventIds: z.record(z.string(), z.string().min(1)).describe('analytics event ids by event name'),
  }),
  links: z.object({ privacy: regionalLink, agreement: regionalLink }),
  copyright: z.string().min(1),
  company: z
    .object({
      legalName: z.string().min(1),
      address: z.string().min(1).describe('postal address, one line, as the imprint prints it'),
    })
    .describe(
      'issue 29 item 7: the company that sells the goods, named as the seller on every receipt',
    ),
  support: z
    .object({
      email: z.email().optional(),
      url: z.url({ protocol: /^https$/ }).optional(),
    })
    .refine((v) => v.email !== undefined || v.url !== undefined, {
      message: 'name a support e-mail, a support URL or both',
    })
    .describe(
      "issue 29 item 7: where players get help (receipts, the accessibility statement); a brand's " +
        'Korean or Japanese notice may name another e-mail for its own area',
    ),
  games: z.array(gameSchema).min(1),
  social: z.object({
    googleId: z.string().optional(),
    facebookId: z.string().optional(),
    appleId: z.string().optional(),
    vkId: z.string().optional(),
    twitterRedirectPage: url.optional(),
    loginClientId: z.number().int().positive(),
  }),
  mobileDesktopSplit: z.boolean(),
  newLayout: newLayoutSchema,
  areas: z.array(area).min(1),
  currencies: z.object({ default: currency, perArea: z.partialRecord(area, currency).default({}) }),
  defaultLanguage: z.enum(languages),
  languages: z.array(z.enum(languages)).min(1).describe('languages the picker offers by default'),
  timeZone: z.string().min(1).describe('IANA zone for periods (coupons, events)'),
  vip: z.boolean().describe('VIP version: coupons and VIP points'),
  repeatPayment: z
    .enum(['refund', 'credit'])
    .describe(
      'SPEC §4 Repeat (10): what customer service does with the second payment of a paid order — ' +
        'refund it to the payment method, or credit its value to the character',
    ),
  deliveryDelayMinutes: z
    .number()
    .int()
    .min(1)
    .max(1440)
    .default(5)
    .describe(
      'issue 18: minutes a paid order may wait for the game before the tracker tells the player ' +
        'it is delayed',
    ),
  revokeShortfall: z
    .discriminatedUnion('action', [
      z.object({ action: z.literal('accept') }),
      z.object({
        action: z.literal('block'),
        linkValidDays: z.number().int().min(1).max(90).default(30),
      }),
    ])
    .default({ action: 'accept' })
    .describe(
      "issue 14: when a refunded order's goods cannot all be taken back (already spent, or the " +
        'game cannot revoke) — accept the loss, or block the account from new purchases on this ' +
        'brand until a make-up payment link (valid linkValidDays) for the unrecovered value is paid',
    ),
  deliveryLimitMinutes: z
    .number()
    .int()
    .min(2)
    .max(10080)
    .default(60)
    .describe(
      'issue 18: minutes a paid order may wait for the game before it is settled by ' +
        'undeliveredRule (the delivery is stopped); longer than deliveryDelayMinutes',
    ),
  undeliveredRule: z
    .enum(['refund', 'credit'])
    .default('refund')
    .describe(
      'issue 18: what settles a paid order the game never acknowledged within ' +
        'deliveryLimitMinutes — refund it through its provider, or give the player a make-good ' +
        'credit (a gift code worth the amount paid, for the next purchase on this brand)',
    ),
  readsUtm: z
    .boolean()
    .default(false)
    .describe('reads utm_campaign/content/medium/source (SPEC §2)'),
  areaFromClientId: z
    .boolean()
    .default(false)
    .describe("SPEC §4: the brand's game links name the area through client_id (ssgame)"),
  jpTradeLaw: z
    .object({ seller: z.string(), email: z.email(), phone: z.string(), address: z.string() })
    .optional(),
  koreaCompany: z
    .object({
      name: z.string(),
      ceo: z.string(),
      registrationNo: z.string(),
      mailOrderNo: z.string(),
      address: z.string(),
      phone: z.string(),
      email: z.email(),
    })
    .optional(),
});

export type Tenant = z.infer<typeof tenantSchema>;
export type TenantInput = z.input<typeof tenantSchema>;
export type Game = z.infer<typeof gameSchema>;
