import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Referenced from the root vitest.config.ts; root pinned so `include` is relative to apps/console.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'console',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Two workers share CI's two cores with the runner: a render test that takes 1 s alone can
    // take several under that load, so the 5 s default is too tight to be honest about bugs.
    testTimeout: 15_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
