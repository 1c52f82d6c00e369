import type { LoginMethod } from '@topup/contracts/auth';

/** Who the provider says the player is: its own stable id for them, never an e-mail. */
export type ExternalIdentity = { provider: LoginMethod; subject: string; name?: string };

/**
 * A token, code or signature the provider (or our own checks) refused. The caller answers
 * 'log_fail' (-3100) and changes nothing; `reason` goes to the log only.
 */
export class IdentityRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'IdentityRefused';
  }
}

/** What the server remembered when the flow started (flows.ts), handed back to the adapter. */
export type StartedFlow = {
  redirectUri: string;
  nonce: string | null;
  codeVerifier: string | null;
  tokenSecret: string | null;
};

/** One brand's registration at one provider: its public client id and its secret (if any). */
export type BrandClient = { tenantId: string; clientId: string; secret: string | null };

/**
 * ARCHITECTURE principle 7: one adapter per provider, each speaking that provider's published
 * protocol against endpoints from configuration (the real ones, or the local identity provider).
 * `P` is what the browser brought back (a code, a token, an OAuth 1.0a verifier).
 */
export interface IdentityProvider<P> {
  readonly method: LoginMethod;
  /** The provider's page the player is sent to (redirect flows). */
  authorizationUrl?(
    client: BrandClient,
    flow: { redirectUri: string; state: string; nonce: string; codeChallenge: string },
  ): string;
  /** Checks the proof with the provider; throws IdentityRefused when anything does not hold. */
  finish(client: BrandClient, proof: P, flow: StartedFlow | null): Promise<ExternalIdentity>;
}
