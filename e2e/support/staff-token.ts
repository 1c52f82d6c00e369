// The staff token the E2E server starts with (playwright.config.ts) and the tests send to
// POST /api/staff/replenishments. A fixed test value: never a real secret.
export const E2E_STAFF_API_TOKEN =
  process.env.E2E_STAFF_API_TOKEN ?? 'e2e-staff-token-not-a-secret-0123456789';
