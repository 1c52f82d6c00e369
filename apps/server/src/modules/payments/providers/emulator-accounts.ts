/** A brand's merchant account at one emulated provider. */
export type EmulatorAccount<C> = { tenantId: string; credentials: C };

/**
 * Each brand's merchant account at each emulated provider. The emulators and the loader live in
 * the demo workspace (packages/demo/src/emulators/kit/accounts.ts); the protocols only read this.
 */
export type EmulatorAccounts = {
  /** The brand's credentials at the provider's emulator, or null. */
  get(tenantId: string, provider: string): EmulatorAccount<unknown> | null;
  /** The account whose credentials match (how an emulator authenticates a merchant call). */
  find(provider: string, match: (credentials: unknown) => boolean): EmulatorAccount<unknown> | null;
  /** Every (tenant, provider) pair, for the start-up log. */
  list(): { tenantId: string; provider: string }[];
};

/** Where the demo is off: no emulator, so no account at one. */
export const noEmulatorAccounts: EmulatorAccounts = {
  get: () => null,
  find: () => null,
  list: () => [],
};
