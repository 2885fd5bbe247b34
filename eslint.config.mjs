// @ts-check
import js from '@eslint/js';
import { readdirSync, existsSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const remotes = ['mfe-home', 'mfe-games', 'mfe-member', 'mfe-agent', 'mfe-lottery'];
const frontEnds = ['shell', ...remotes];

/** The features of a package: each folder under src/features. */
function featuresOf(pkg) {
  const dir = `${pkg}/src/features`;
  return existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name) : [];
}

/**
 * Zones inside a front-end package (bulletproof-react): imports flow one way, shared code →
 * features → app. A feature imports no other feature (they meet in app/ or through the bus); the
 * package's shared folders (components, lib, hooks, testing…) import no feature and not app/.
 */
function zonesOf(pkg) {
  const src = `./${pkg}/src`;
  const betweenFeatures = featuresOf(pkg).map((feature) => ({
    target: `${src}/features/${feature}`,
    from: `${src}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: compose them in app/, or talk through the bus.',
  }));
  return [
    ...betweenFeatures,
    { target: `${src}/features`, from: `${src}/app`, message: 'Features do not import app/: app composes features.' },
    {
      target: ['components', 'lib', 'hooks', 'testing', 'types', 'utils', 'config', 'locales'].map((folder) => `${src}/${folder}`),
      from: [`${src}/features`, `${src}/app`],
      message: 'Shared code of the package imports no feature and not app/.',
    },
  ];
}

/** The api's domains: each folder under api/src/domains. */
const apiDomains = existsSync('api/src/domains')
  ? readdirSync('api/src/domains', { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)
  : [];

/**
 * Zones of the api (Fastify): platform/ never imports a domain (a domain hands it what it needs
 * through plugin options and decorators); a domain imports another only through that domain's
 * public index.ts. The TypeBox schema files are the contract, not a domain's internals. Cycles
 * between domains are the jest test's to find (api/src/domains/domain-imports.test.ts).
 */
const apiContractFiles = ['**/*-schemas.ts', '**/money-wire.ts'];
const isApiContractFile = (name) => name.endsWith('-schemas.ts') || name === 'money-wire.ts';
/** The contract files under api/src/domains, as paths relative to it ('./wallet/money-wire.ts'). */
function apiContractPaths(dir = 'api/src/domains', prefix = '.') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? apiContractPaths(`${dir}/${entry.name}`, `${prefix}/${entry.name}`)
      : isApiContractFile(entry.name)
        ? [`${prefix}/${entry.name}`]
        : [],
  );
}
function apiZones() {
  const src = './api/src';
  const contracts = apiContractPaths();
  return [
    {
      target: `${src}/platform`,
      from: `${src}/domains`,
      message: 'platform/ never imports a domain: the domain hands platform what it needs (plugin options, decorators).',
    },
    ...apiDomains.map((domain) => ({
      target: `${src}/domains/${domain}`,
      from: `${src}/domains`,
      except: [`./${domain}`, ...apiDomains.filter((other) => other !== domain).map((other) => `./${other}/index.ts`), ...contracts],
      message: "A domain imports another domain only through its public index.ts (domains/<domain>/index.ts).",
    })),
  ];
}

/**
 * The architecture's one hard boundary: a remote shares only @khela/shared. It may not import the
 * shell or another remote, by package name or by a relative path out of its own folder.
 */
/** One react-router and one query client for every root: both come from @khela/shared. */
const oneRouter = [
  { name: '@tanstack/react-query', message: 'Import query names from @khela/shared: every root uses its one query client.' },
  { name: '@tanstack/query-core', message: 'Import query names from @khela/shared: every root uses its one query client.' },
  { name: 'react-router-dom', message: 'Import router names from @khela/shared: every root must use its one react-router.' },
  { name: 'react-router', message: 'Import router names from @khela/shared: every root must use its one react-router.' },
];

/** Only the names every build shares of react-i18next (shared/build/react-i18next-used.mjs). */
const sharedReactI18next = {
  name: 'react-i18next',
  allowImportNames: ['I18nextProvider', 'initReactI18next', 'useTranslation'],
  message: 'The builds share only these names of react-i18next (shared/build/react-i18next-used.mjs): add a new one there first.',
};

const contractsTypesOnly =
  'Import @khela/contracts with `import type` only: runtime values (rules, constants) come through @khela/shared.';

const boundary = (own) => ({
  files: [`${own}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [...oneRouter, sharedReactI18next],
        patterns: [
          {
            group: ['shell', 'shell/*', ...remotes.filter((r) => r !== own).flatMap((r) => [r, `${r}/*`]), '**/shell/**', ...remotes.filter((r) => r !== own).map((r) => `**/${r}/**`)],
            message: 'Remotes and the shell share only @khela/shared: go through the bus or the store instead.',
          },
        ],
      },
    ],
    // The wire contract reaches a front end as types only: its schemas are the api's, not a bundle's.
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [{ name: '@khela/contracts', allowTypeImports: true, message: contractsTypesOnly }],
        patterns: [{ group: ['@khela/contracts/*'], allowTypeImports: true, message: contractsTypesOnly }],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'site/**', '**/.data/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  // The app's service worker (docs/app.md): plain script in the worker's own scope.
  {
    files: ['api/media/app/sw.js'],
    languageOptions: { sourceType: 'script', globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly', Response: 'readonly', Request: 'readonly', URL: 'readonly' } },
  },
  // Playwright fixtures call `use()`, which is not React's hook.
  { files: ['e2e/**/*.ts', 'bench/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  ...remotes.map(boundary),
  // Import zones and no cycles, resolved as TypeScript does (the `@/` alias of each package).
  {
    files: ['{shell,mfe-*,shared,contracts,api,house,sportsbook,sandbox}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], alwaysTryTypes: true, noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...frontEnds.map((pkg) => ({
    files: [`${pkg}/src/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: [`${pkg}/tsconfig.json`], alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: zonesOf(pkg) }],
      // A remote leaving its package by a relative path is refused; moving inside it is not (`@/` reads better).
      ...(remotes.includes(pkg) ? { 'import-x/no-relative-packages': 'error' } : {}),
    },
  })),
  {
    files: ['api/src/**/*.ts'],
    // Tests and their kits set up data across domains; the zones are for the code that runs.
    ignores: ['api/src/**/*.test.ts', 'api/src/**/*-test-kit.ts', 'api/src/**/*-test-app.ts', 'api/src/**/tests/**', 'api/src/test/**', ...apiContractFiles.map((glob) => `api/src/${glob}`)],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['api/tsconfig.json'], alwaysTryTypes: true })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiZones() }] },
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [...oneRouter, sharedReactI18next], patterns: [{ group: [...remotes, ...remotes.map((r) => `**/${r}/**`)], message: 'The shell loads remotes only through Module Federation.' }] }],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    ignores: ['shared/src/navigation/router.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [...oneRouter.filter((entry) => !entry.name.startsWith('@tanstack/')), sharedReactI18next], patterns: [{ group: ['shell', ...remotes, '**/shell/**', ...remotes.map((r) => `**/${r}/**`)], message: '@khela/shared depends on no remote and not on the shell.' }] }],
    },
  },
);
