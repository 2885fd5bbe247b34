// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const remotes = ['mfe-home', 'mfe-games', 'mfe-member', 'mfe-agent', 'mfe-lottery'];

/**
 * The architecture's one hard boundary: a remote shares only @khela/shared. It may not import the
 * shell or another remote, by package name or by a relative path out of its own folder.
 */
/** One react-router for every root: it comes from @khela/shared (shared/src/navigation/router.ts). */
const oneRouter = [
  { name: 'react-router-dom', message: 'Import router names from @khela/shared: every root must use its one react-router.' },
  { name: 'react-router', message: 'Import router names from @khela/shared: every root must use its one react-router.' },
];

const boundary = (own) => ({
  files: [`${own}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: oneRouter,
        patterns: [
          {
            group: ['shell', 'shell/*', ...remotes.filter((r) => r !== own).flatMap((r) => [r, `${r}/*`]), '**/shell/**', ...remotes.filter((r) => r !== own).map((r) => `**/${r}/**`)],
            message: 'Remotes and the shell share only @khela/shared: go through the bus or the store instead.',
          },
          { group: ['../../*', '!../../shared/*'], message: 'Do not reach out of this package; use @khela/shared.' },
        ],
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
  // Playwright fixtures call `use()`, which is not React's hook.
  { files: ['e2e/**/*.ts', 'bench/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  ...remotes.map(boundary),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: oneRouter, patterns: [{ group: [...remotes, ...remotes.map((r) => `**/${r}/**`)], message: 'The shell loads remotes only through Module Federation.' }] }],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    ignores: ['shared/src/navigation/router.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: oneRouter, patterns: [{ group: ['shell', ...remotes, '**/shell/**', ...remotes.map((r) => `**/${r}/**`)], message: '@khela/shared depends on no remote and not on the shell.' }] }],
    },
  },
);
