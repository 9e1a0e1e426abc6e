// Lint rules that enforce the architecture (see docs/adr/0001-micro-frontend-architecture.md):
// a remote never imports another remote's source, shared packages never import apps,
// features never import each other, and there are no import cycles.
import { readdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// The remotes' one list (shared-contracts/src/modules/remotes.json): a remote is mfe-<name>.
const { remoteNames } = createRequire(import.meta.url)('./tooling/webpack-config/remote-names.cjs');
const remotes = remoteNames.map((name) => `mfe-${name}`);
const apps = ['host', ...remotes, 'api', 'e2e'];
const sharedPackages = ['shared-auth', 'shared-contracts', 'shared-http', 'shared-ui'];

const featureZones = ['host', ...remotes].flatMap((app) => {
  const dir = `${app}/src/features`;
  if (!existsSync(dir)) return [];
  const features = readdirSync(dir);
  return [
    ...features.map((feature) => ({
      target: `./${dir}/${feature}`,
      from: features.filter((other) => other !== feature).map((other) => `./${dir}/${other}`),
      message: 'Features do not import each other: compose them at route level.',
    })),
    // Routes compose features; a feature never reaches back up into them.
    ...(existsSync(`${app}/src/routes`)
      ? [
          {
            target: `./${dir}`,
            from: `./${app}/src/routes`,
            message: 'Features do not import routes: routes compose features, not the other way.',
          },
        ]
      : []),
  ];
});

const sharedThroughSharedUi = [
  ...['react-router', 'react-router-dom'].map((name) => ({
    name,
    message: "Import routing from '@shop/shared-ui/router' (ADR 0013).",
  })),
  // The site translates with i18next and react-i18next, shared singletons (ADR 0029): no
  // translator of our own comes back, and texts are registered through shared-ui.
  { name: 'rosetta', message: 'The site translates with i18next and react-i18next (ADR 0029).' },
  {
    name: 'react-i18next',
    allowImportNames: ['I18nextProvider', 'Trans', 'initReactI18next', 'useTranslation'],
    allowTypeImports: true,
    message:
      'The site shares these exports of react-i18next only (shared-ui/react-i18next-shared.mjs, ADR 0029): add one there first.',
  },
  {
    name: '@shop/shared-ui',
    importNames: ['useTranslation', 'fixedT', 'TFunction'],
    message:
      "useTranslation and Trans come from 'react-i18next', TFunction from 'i18next' (ADR 0029).",
  },
];

// @shop/contracts is bundled into every app and the API (ADR 0034): it stays React-free and a leaf,
// so no React, state, router or translation library and no shared-* package reaches it.
const contractsMessage =
  '@shop/contracts stays React-free and a leaf: it imports no React library and no @shop/shared-* package.';
const outsideContracts = {
  paths: ['react', 'react-dom', 'jotai', 'react-i18next', 'react-router', 'react-router-dom'].map(
    (name) => ({ name, message: contractsMessage }),
  ),
  patterns: [
    {
      group: ['react/*', 'react-dom/*', 'jotai/*', 'react-router/*', 'react-router-dom/*'],
      message: contractsMessage,
    },
    { group: ['@shop/shared-*', '@shop/shared-*/*'], message: contractsMessage },
  ],
};

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
              target: './shared-contracts',
              from: sharedPackages
                .filter((pkg) => pkg !== 'shared-contracts')
                .map((pkg) => `./${pkg}`),
              message: contractsMessage,
            },
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
      // One router for the page, shared through shared-ui (ADR 0013): a direct import would
      // bundle a second copy whose context the host's never reaches. One translator: i18next.
      'no-restricted-imports': ['error', { paths: sharedThroughSharedUi }],
    },
  },
  {
    // shared-ui owns the router re-export, so only the translation rules apply to it.
    files: ['shared-ui/src/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: sharedThroughSharedUi.slice(2) }],
    },
  },
  {
    files: ['shared-contracts/src/**'],
    rules: { 'no-restricted-imports': ['error', outsideContracts] },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
