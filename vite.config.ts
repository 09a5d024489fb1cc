import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Paths served by the API server; the dev server forwards them (see scripts/dev.mjs). */
const apiPaths = [
  '/api',
  '/check-email',
  '/check-captcha-token',
  '/user-state',
  '/logout',
  '/signup',
  '/sign-in-link',
  '/send-merchant-admin-help-desk-email',
  '/dev',
];
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  base: '/app/',
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: Object.fromEntries(apiPaths.map((p) => [p, { target: apiTarget }])),
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'domain/**/*.test.ts',
            'machines/**/*.test.ts',
            'server/**/*.test.ts',
            'test/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['test/e2e/**', 'node_modules/**'],
          globalSetup: ['test/setup/postgres-global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          setupFiles: ['test/setup/dom-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
