// @ts-check
// One flat config for the whole repository: the site (src, plugins), the forms
// server, the scripts and the tests. Type-aware rules read tsconfig.json
// through the project service, so ESLint sees the same types as `tsc`.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.docusaurus/**',
      '.docusaurus-dev-*/**',
      '.preview/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'data/**',
    ],
  },
  {
    linterOptions: {reportUnusedDisableDirectives: 'error'},
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // The root .mjs configs are not in tsconfig.json (it has no allowJs);
          // they are linted with a default project instead.
          allowDefaultProject: ['*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: {...globals.node},
    },
  },
  {
    // The browser code: React 19 with the automatic JSX runtime (the islands plugin's too).
    files: ['src/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}', 'plugins/islands/**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: {...globals.browser},
    },
    settings: {react: {version: '19.2'}},
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      // TypeScript checks props; propTypes would only duplicate it.
      'react/prop-types': 'off',
      // HTML's `closedby` on <dialog> (issue 41): React's types know it, this rule does not yet.
      'react/no-unknown-property': ['error', {ignore: ['closedby']}],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}', 'plugins/islands/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      // These four judge code for the React Compiler, which this site does not
      // use (production runs on Preact). What they flag here is deliberate:
      // refs that mirror the latest state for event handlers and timers, state
      // reset when the route changes, a module flag for the first page load,
      // and a callback ref that forwards to the form library's ref.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/globals': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}', 'plugins/islands/test/fixture/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.strict,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // role="list" on a <ul> styled without bullets is not redundant: Safari
      // (VoiceOver) drops the list semantics otherwise.
      'jsx-a11y/no-redundant-roles': ['error', {ul: ['list'], ol: ['list']}],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      '@docusaurus/string-literal-i18n-messages': 'error',
      // The <a> elements left are in-page targets (skip link, #main), links to
      // the other locale (which need a full page load), mailto:/tel: and
      // external links: <Link> would change how they navigate.
      '@docusaurus/no-html-links': 'off',
      // <Heading> adds a hash-link anchor to each heading: different markup,
      // and the site's headings are not meant as link targets.
      '@docusaurus/prefer-docusaurus-heading': 'off',
    },
  },
  {
    rules: {
      // Fastify's async handlers and hooks, and the Store interface's methods,
      // are async by contract (a throw becomes a rejection the caller handles)
      // even where the body happens not to await.
      '@typescript-eslint/require-await': 'off',
      // A leading underscore marks a parameter an interface requires but this
      // implementation does not use.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
      '@typescript-eslint/no-misused-promises': [
        'error',
        // React ignores what an event handler returns; the forms' submit
        // handlers (react-hook-form's handleSubmit and SignupStrip's) settle
        // their own promises.
        {checksVoidReturn: {attributes: false}},
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'plugins/islands/test/**/*.{ts,tsx}'],
    rules: {
      // Tests parse JSON and headers into loose values and then check them
      // with expect(), which is the type check that matters there; String()
      // on a test double is deliberate; jest.fn() and saved globals are
      // passed around as unbound methods on purpose.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Plain JavaScript files have no type information to check against.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS is what these files are: the bundler loads its loaders with Node's own require.
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Browser-side scripts run in Playwright's page context or in the browser.
    files: ['scripts/**/*.mjs'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
  // Last, so that formatting is Prettier's alone.
  prettier,
);
