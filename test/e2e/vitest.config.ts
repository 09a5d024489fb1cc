import { defineConfig } from 'vitest/config';

// End-to-end journeys in Debian's Chromium against the built app served by the real server. Each
// file starts its own portal (own port, own data folder) and browser, so two files run at once:
// the journeys wait on the network and timers as much as on the CPU, and on two cores the suite
// takes about two thirds of the time it takes one file after another.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
