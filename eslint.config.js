// Lint rules, including the import directions of docs/architecture.md ("Map of src/") as rules
// rather than memory: generated ← config, lib, ui ← features ← app; screens.config.ts imports only
// src/config; the server imports generated/ and lib only; machines import no React, MUI or API client.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });
const pattern = (group, message) => ({ group, message });

// One way to call the API (docs/decisions/026-one-way-to-call-the-api.md): the typed clients (and the
// multipart helper) are imported only in src/api and in a feature's api/ folder; nothing else
// fetches; every query key comes from the one factory.
const API_FOLDERS = ['src/api/**', 'src/features/*/api/**'];
const apiCalls = pattern(
  ['**/api/client', '**/api/multipart', 'openapi-fetch'],
  "Server calls live in src/api or the feature's api/ folder: import a typed function or a queryOptions factory from there.",
);
const noFetch = {
  files: ['src/app/**', 'src/ui/**', 'src/features/**'],
  // The start-up warms the office lookup with a bare request before any client has loaded.
  ignores: [...API_FOLDERS, 'src/app/startup/early-start.ts'],
  rules: {
    'no-restricted-globals': [
      'error',
      ...['fetch', 'XMLHttpRequest'].map((name) => ({ name, message: "Server calls live in src/api or the feature's api/ folder." })),
    ],
  },
};
const oneKeySelector = {
  selector: "Property[key.name='queryKey'] > ArrayExpression",
  message: 'Query keys come from queryKeys in src/api/query-keys.ts.',
};
// One way to load code (decision record 032): React's lazy only inside lazyWithPreload, so every
// lazy part can be preloaded and hands arrived code to React at once.
const LAZY_MESSAGE = 'Load code with lazyWithPreload (src/ui/lazy-with-preload.ts), the one way to load code.';
const oneLoadSelectors = [
  { selector: "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='lazy']", message: LAZY_MESSAGE },
  { selector: "MemberExpression[object.name='React'][property.name='lazy']", message: LAZY_MESSAGE },
];
// Both share no-restricted-syntax: one config for the portal's files, since a later config's
// options for the same rule replace an earlier one's.
const oneKeyFactory = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/api/query-keys.ts', 'src/server/**', 'src/ui/lazy-with-preload.ts'],
  rules: { 'no-restricted-syntax': ['error', oneKeySelector, ...oneLoadSelectors] },
};
const lazyWithPreloadItself = {
  files: ['src/ui/lazy-with-preload.ts'],
  rules: { 'no-restricted-syntax': ['error', oneKeySelector] },
};

// One clock in the server (config.clock, decision record 046): a "now" read anywhere else cannot be
// moved by a test, so it waits on the wall clock instead. The seed writes demo data as of today.
const oneClock = {
  files: ['src/server/**/*.ts'],
  ignores: ['src/server/seed/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Read the time from config.clock (or a now passed in).' },
      { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Read the time from config.clock (or a now passed in).' },
    ],
  },
};

// One zone per feature folder: it may not import any other feature (what two share moves down),
// and only its api/ folder may import the API clients.
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.flatMap((feature) => [featureZone(feature, true), featureZone(feature, false)]);
function featureZone(feature, apiFolder) {
  const others = features.filter((other) => other !== feature);
  return {
    files: [apiFolder ? `src/features/${feature}/api/**` : `src/features/${feature}/**`],
    ignores: apiFolder ? [] : [`src/features/${feature}/api/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            pattern(['**/app/**', '**/server/**'], 'A feature never imports src/app or the server; src/app composes features.'),
            ...(others.length
              ? [
                  {
                    regex: `(^|/)features/(${others.join('|')})(/|$)|^(\\.\\./)+(${others.join('|')})(/|$)`,
                    message: 'Features do not import each other: move what both need into src/ui, src/lib or src/api.',
                  },
                ]
              : []),
            ...(apiFolder ? [] : [apiCalls]),
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'generated/**',
      'packages/office-client/dist/**',
      'packages/office-client/src/office.ts',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/**/*.{ts,tsx}'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  restrict(
    ['src/lib/**'],
    [
      pattern(
        ['**/ui/**', '**/features/**', '**/app/**', '**/api/**', '**/server/**', 'react', 'react-dom', '@mui/*'],
        'src/lib holds pure helpers: it imports only generated/.',
      ),
    ],
  ),
  restrict(
    ['src/config/**'],
    [
      pattern(
        ['**/ui/**', '**/features/**', '**/app/**', '**/api/**', '**/server/**', '**/lib/**', 'react', 'react-dom', '@mui/*'],
        'src/config holds names and pure rules: it builds on generated/ (and the locale keys) only.',
      ),
    ],
  ),
  restrict(
    ['screens.config.ts'],
    [{ regex: '^(?!\\./src/config$)', message: 'screens.config.ts is plain data: it imports only ./src/config; registries in src/app map its names to code.' }],
  ),
  restrict(
    ['src/ui/**'],
    [pattern(['**/features/**', '**/app/**', '**/server/**'], 'src/ui is shared: it must not reach up into features, app or server.'), apiCalls],
  ),
  // Shared UI calls no server (decision record 047): it takes data, and the calls it makes on a
  // customer's action, as props; only the types of src/api (a machine's state) may come in.
  {
    files: ['src/ui/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/**', '@tanstack/react-query'],
              allowTypeImports: true,
              message: 'src/ui is presentational: take data and calls as props; hooks that call the server live in src/api or a feature.',
            },
          ],
        },
      ],
    },
  },
  restrict(['src/app/**'], [apiCalls]),
  ...featureZones,
  noFetch,
  oneKeyFactory,
  lazyWithPreloadItself,
  oneClock,
  restrict(
    ['src/server/**', 'scripts/**'],
    [
      pattern(
        ['react', 'react-dom', '@mui/*', '**/app/**', '**/features/**', '**/ui/**', '**/api/**'],
        'The server imports generated/ and src/lib only, never React code.',
      ),
    ],
  ),
  restrict(
    ['src/**/*.machine.ts'],
    [
      pattern(
        ['react', 'react-dom', '@mui/*', 'openapi-fetch', '**/api/**'],
        'Machines are plain TypeScript: name actors in setup() and provide them from the hook.',
      ),
    ],
  ),
);
