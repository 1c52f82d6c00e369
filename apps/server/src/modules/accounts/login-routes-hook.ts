import type { FastifyInstance } from 'fastify';
import type { NewPlayerHook } from './new-player-hook.ts';
import type { AccountsRepository } from './repository.ts';
import type { AccountsService } from './service.ts';
import type { LoginThrottle } from './throttle.ts';

/** What the accounts plugin hands the login routes it registers for a module above it. */
export type LoginRouteDeps = {
  service: AccountsService;
  repo: AccountsRepository;
  throttle: LoginThrottle;
  now: () => Date;
  rateLimit: { max: number; timeWindow: string };
  port: number;
  onNewPlayer?: NewPlayerHook | undefined;
};

/**
 * Login routes a higher module (identity: third-party and in-game logins) adds in the accounts
 * plugin's scope, sharing its service, throttle and rate limit. Accounts is a foundation and
 * imports none of them: the caller passes this in (ADR 0042).
 */
export type MoreLoginRoutes = (app: FastifyInstance, deps: LoginRouteDeps) => void;
