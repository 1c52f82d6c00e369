// Where the E2E run's reference game server listens (playwright.config.ts starts it): derived
// from the shop's E2E_PORT, so runs on other ports never meet. No imports: the config loads it.
const shopPort = Number(process.env.E2E_PORT ?? 8099);
export const referenceGamePort = shopPort - 1000;
/** The HMAC key the reference server starts with. A fixed test value: never a real secret. */
export const referenceGameSecret = 'e2e-reference-game-secret-0123456789';
