// Lint rules that keep the layout of docs/architecture.md honest: domain <- machines <- src, server -> domain.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** The React views whose only job is to read machine state and send events: all of src/. */
export const VIEW_FILES = ['src/**/*.tsx'];
// src/i18n says the machines' messages in the reader's language: it formats, it decides nothing,
// and it reads the message shape and the catalogue rules of domain/i18n to do so.
const NOT_VIEWS = ['src/**/*.test.tsx', 'src/testing/**', 'src/i18n/**'];

const NOT_IN_A_VIEW = 'Views only read machine state and send events (docs/architecture.md §3)';

const DOMAIN_RULES_IN_A_VIEW = {
  group: ['**/domain/**'],
  allowTypeImports: true,
  message: `${NOT_IN_A_VIEW}: a view shows what its machine's selectors give it; rules stay in domain/ and machines/.`,
};

/** The one adapter that writes the address bar and turns its changes into journey events. */
const ADDRESS_BAR = ['src/app/address-bar.tsx', 'src/app/country-query-rewrite.tsx'];

export const VIEWS_ONLY_READ_RULES = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        DOMAIN_RULES_IN_A_VIEW,
        {
          group: ['**/*-calls', '**/api/http-client', 'ky'],
          allowTypeImports: true,
          message: `${NOT_IN_A_VIEW}: server calls are provided to the machine, not made by a view.`,
        },
      ],
      paths: [
        {
          name: '@xstate/react',
          importNames: ['useActorRef', 'useMachine'],
          message: `${NOT_IN_A_VIEW}: a step's actor is run by the journey (src/app/step-actor.tsx); a page's own actor is given by createActorContext.`,
        },
        {
          name: '@xstate/react',
          importNames: ['useSelector'],
          message:
            "Read an actor with useActorView (src/app/use-actor-view.ts): a change that is not a merchant's input renders in slices (docs/decisions/0261).",
        },
        {
          name: 'xstate',
          importNames: ['createActor'],
          message: `${NOT_IN_A_VIEW}: a step's actor is run by the journey (src/app/step-actor.tsx); a page's own actor is given by createActorContext.`,
        },
        {
          name: 'react-router-dom',
          importNames: ['useNavigate', 'Navigate', 'redirect'],
          message: `${NOT_IN_A_VIEW}: the journey machine owns the route; send it the end of the step.`,
        },
        {
          name: 'react-router',
          importNames: ['useNavigate', 'Navigate', 'redirect'],
          message: `${NOT_IN_A_VIEW}: the journey machine owns the route; send it the end of the step.`,
        },
      ],
    },
  ],
  'no-restricted-globals': [
    'error',
    {
      name: 'fetch',
      message: `${NOT_IN_A_VIEW}: calls go through an actor provided to the machine.`,
    },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: "CallExpression[callee.name='navigate']",
      message: `${NOT_IN_A_VIEW}: the journey machine owns the route; send it the end of the step.`,
    },
    {
      selector: "CallExpression[callee.property.name='fetch']",
      message: `${NOT_IN_A_VIEW}: calls go through an actor provided to the machine.`,
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'dist-profile/**', 'data/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './domain',
              from: ['./machines', './src', './server'],
              message: 'domain/ is pure rules: it imports nothing from machines, views or server.',
            },
            {
              target: './machines',
              from: ['./src', './server'],
              message: 'machines/ import domain/ only.',
            },
            {
              target: './src',
              from: ['./server'],
              message: 'views never reach into the server; they talk to it over HTTP.',
            },
            {
              target: './server',
              from: ['./src'],
              message: 'the server imports domain/ (and machines/ only to check a transition).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                '@mantine/*',
                'fastify',
                '@fastify/*',
                'kysely',
                'xstate',
              ],
              message: 'domain/ is pure TypeScript: no React, no server, no statecharts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@mantine/*', 'ky', 'fastify', '@fastify/*'],
              message: 'machines/ never import React or do I/O; actors are provided by the app.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Views only read machine state and send events (docs/architecture.md §3): no rule of
    // domain/, no server call, no fetch and no navigation, in all of src/. Calls are given to the
    // machines in *-io.ts / *-calls.ts modules; the route follows the journey (the address bar).
    files: VIEW_FILES,
    ignores: [...NOT_VIEWS, ...ADDRESS_BAR],
    rules: VIEWS_ONLY_READ_RULES,
  },
  prettier,
);
