// Lint rules, including the import directions of ARCHITECTURE.md as rules rather than memory:
// generated ← config, lib, ui ← features ← app; screens.config.ts imports only src/config; the server
// imports generated/ and lib only; machines import no React, MUI or API client.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });
const pattern = (group, message) => ({ group, message });

// One zone per feature folder: it may not import any other feature (what two share moves down).
const features = readdirSync('src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const featureZones = features.map((feature) => {
  const others = features.filter((other) => other !== feature);
  return {
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            pattern(['**/app/**', '**/server/**'], 'A feature never imports src/app or the server; src/app composes features.'),
            ...(others.length
              ? [{ regex: `(^|/)features/(${others.join('|')})(/|$)|^(\\.\\./)+(${others.join('|')})(/|$)`, message: 'Features do not import each other: move what both need into src/ui, src/lib or src/api.' }]
              : []),
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  { ignores: ['dist/**', 'generated/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**', '.tmp/**'] },
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
  restrict(['src/lib/**'], [
    pattern(['**/ui/**', '**/features/**', '**/app/**', '**/api/**', '**/server/**', 'react', 'react-dom', '@mui/*'], 'src/lib holds pure helpers: it imports only generated/.'),
  ]),
  restrict(['src/config/**'], [
    pattern(['**/ui/**', '**/features/**', '**/app/**', '**/api/**', '**/server/**', '**/lib/**', 'react', 'react-dom', '@mui/*'], 'src/config holds names and pure rules: it builds on generated/ (and the locale keys) only.'),
  ]),
  restrict(['screens.config.ts'], [
    { regex: '^(?!\\./src/config$)', message: 'screens.config.ts is plain data: it imports only ./src/config; registries in src/app map its names to code.' },
  ]),
  restrict(['src/ui/**'], [pattern(['**/features/**', '**/app/**', '**/server/**'], 'src/ui is shared: it must not reach up into features, app or server.')]),
  ...featureZones,
  restrict(['src/server/**', 'scripts/**'], [
    pattern(['react', 'react-dom', '@mui/*', '**/app/**', '**/features/**', '**/ui/**', '**/api/**'], 'The server imports generated/ and src/lib only, never React code.'),
  ]),
  restrict(['src/**/*.machine.ts'], [
    pattern(['react', 'react-dom', '@mui/*', 'openapi-fetch', '**/api/**'], 'Machines are plain TypeScript: name actors in setup() and provide them from the hook.'),
  ]),
);
