/** A game account a third-party login just created (modules/identity/links.ts). */
export type NewPlayer = { tenantId: string; gpId: number; suid: string };

/** Called once when a third-party login creates a game account; the demo game gives it characters. */
export type NewPlayerHook = (player: NewPlayer, now: Date) => Promise<void>;
