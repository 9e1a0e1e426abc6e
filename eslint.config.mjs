// Lint rules that enforce the architecture (see docs/adr/0001-micro-frontend-architecture.md):
// a remote never imports another remote's source, shared packages never import apps,
// features never import each other, and there are no import cycles.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const remotes = ['mfe-account', 'mfe-checkout', 'mfe-product', 'mfe-giftcard'];
const apps = ['host', ...remotes, 'api', 'e2e'];
const sharedPackages = ['shared-auth', 'shared-http', 'shared-ui'];

const featureZones = ['host', ...remotes].flatMap((app) => {
  const dir = `${app}/src/features`;
  if (!existsSync(dir)) return [];
  const features = readdirSync(dir);
  return features.map((feature) => ({
    target: `./${dir}/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./${dir}/${other}`),
    message: 'Features do not import each other: compose them at route level.',
  }));
});

const sharedThroughSharedUi = [
  ...['react-router', 'react-router-dom'].map((name) => ({
    name,
    message: "Import routing from '@shop/shared-ui/router' (ADR 0013).",
  })),
  { name: 'react-i18next', message: "Import useTranslation from '@shop/shared-ui' (ADR 0013)." },
];
// The page translates with shared-ui's own translator; i18next stays on the API (ADR 0014).
const noI18next = {
  name: 'i18next',
  message: "The front end translates with '@shop/shared-ui' (ADR 0014); i18next is the API's.",
};
const frontEnd = ['host', 'shared-auth', 'shared-http', ...remotes].map((dir) => `${dir}/src/**`);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '**/.runtime/**',
      '**/.runtime-*/**',
      '**/.data/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'api/drizzle/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [...apps, ...sharedPackages].map((p) => `${p}/tsconfig.json`),
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...remotes.map((remote) => ({
              target: `./${remote}`,
              from: remotes.filter((other) => other !== remote).map((other) => `./${other}`),
              message: "A remote never imports another remote's source: use its exposed module.",
            })),
            ...sharedPackages.map((pkg) => ({
              target: `./${pkg}`,
              from: apps.map((app) => `./${app}`),
              message: 'Shared packages never import apps.',
            })),
            {
              target: './host',
              from: remotes.map((remote) => `./${remote}`),
              message: 'The host loads remotes at run time, never their source.',
            },
            ...featureZones,
          ],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // One router and one translator for the page, shared through shared-ui (ADR 0013, 0014):
      // a direct import would bundle a second copy whose context the host's never reaches.
      'no-restricted-imports': ['error', { paths: sharedThroughSharedUi }],
    },
  },
  {
    files: frontEnd,
    rules: {
      'no-restricted-imports': ['error', { paths: [...sharedThroughSharedUi, noI18next] }],
    },
  },
  {
    // shared-ui owns the router re-export, so only the translation rule applies to it.
    files: ['shared-ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [noI18next, { ...noI18next, name: 'react-i18next' }] },
      ],
    },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
