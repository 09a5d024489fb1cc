import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/precompress-plugin';
import { compileCatalogues } from './scripts/catalogue-plugin';

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
  '/admin',
  '/dev',
];
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  base: '/app/',
  plugins: [compileCatalogues(), react(), precompress()],
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore: @xstate/react's shims for React 17 are dead weight on
      // the login page, so their React 18+ entries are used instead.
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
      // React Router's package exports only its development build, which checks and warns as the
      // app renders; its production build differs only by those warnings turned off. Vite sets
      // NODE_ENV before it reads this file: production for `vite build`.
      ...(process.env.NODE_ENV === 'production'
        ? [
            // The catalogues reach the browser compiled (scripts/catalogue-plugin.ts): the ICU
            // parser is dead weight there.
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: fileURLToPath(
                new URL(
                  './node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
                  import.meta.url,
                ),
              ),
            },
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(
                new URL(
                  './node_modules/react-router/dist/production/dom-export.mjs',
                  import.meta.url,
                ),
              ),
            },
          ]
        : []),
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which files each route loads (read by test/bench/route-bundles.bench.ts).
    manifest: true,
    // Every browser the portal supports has <link rel="modulepreload">; the polyfill is not sent.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry loads before any route (React, Mantine's core, the router, the journey
          // machine, the app shell) is one file: it all runs on every page anyway, and one file
          // compresses better and costs one request instead of thirteen. Routes and on-demand
          // parts keep their own chunks (docs/decisions/0185-pages-measured-over-https.md).
          groups: [{ name: 'first', tags: ['$initial'] }],
        },
      },
    },
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
          exclude: ['test/e2e/**', 'node_modules/**', 'machines/**/*.paths.test.ts'],
          globalSetup: ['test/setup/postgres-global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // Every machine's generated paths (npm run test:paths reports their coverage).
        extends: true,
        test: {
          name: 'paths',
          environment: 'node',
          include: ['machines/**/*.paths.test.ts'],
          testTimeout: 60_000,
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
