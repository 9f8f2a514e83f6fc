// The server suites that open no store: the same in both passes (D124).
import storeFreeServerSuites from './tests/server/storeFreeSuites.json' with {type: 'json'};

/** @type {import('jest').Config['transform']} */
// SWC compiles TypeScript and JSX for both projects; swiper ships ESM only, so
// it is transformed instead of ignored.
const transform = {
  '^.+\\.(tsx?|jsx?|mjs)$': [
    '@swc/jest',
    {
      jsc: {
        parser: {syntax: 'typescript', tsx: true},
        transform: {react: {runtime: 'automatic'}},
        target: 'es2022',
      },
      module: {type: 'commonjs'},
    },
  ],
};
// Docusaurus's Interpolate, which the islands' translate uses (plugins/islands/docusaurus), ships JSX in ESM.
const transformIgnorePatterns = [
  '/node_modules/(?!(swiper|ssr-window|dom7|preact|preact-render-to-string|@docusaurus/core/lib/client/exports)/)',
];

/**
 * The component tests run on the runtime that ships (D37): the production
 * browser build replaces React with Preact's compat layer, so jsdom does too.
 * jsdom resolves packages' browser builds, which are ES modules, so preact is
 * compiled above like swiper. `react-dom/server` becomes Preact's
 * renderToString, for the tests that hydrate pre-rendered HTML; the real
 * pre-rendering (React, at build time) is checked by the e2e suite.
 */
const preactForReact = {
  '^react$': 'preact/compat',
  '^react-dom$': 'preact/compat',
  '^react-dom/client$': 'preact/compat/client',
  '^react-dom/server$': 'preact/compat/server',
  '^react-dom/test-utils$': 'preact/test-utils',
  '^react/jsx-runtime$': 'preact/jsx-runtime',
  '^react/jsx-dev-runtime$': 'preact/jsx-runtime',
};

/** @type {import('jest').Config} */
const config = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/tests/unit', '<rootDir>/plugins/islands/test'],
      setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper: {
        ...preactForReact,
        '\\.(css|scss)$': '<rootDir>/tests/unit/mocks/styleModule.ts',
        '^@site/(.*)$': '<rootDir>/$1',
        '^@docusaurus/Translate$': '<rootDir>/tests/unit/mocks/Translate.tsx',
        '^@docusaurus/Interpolate$': '<rootDir>/node_modules/@docusaurus/core/lib/client/exports/Interpolate.js',
        '^@docusaurus/Link$': '<rootDir>/tests/unit/mocks/Link.tsx',
        '^@docusaurus/useBaseUrl$': '<rootDir>/tests/unit/mocks/useBaseUrl.ts',
        '^@docusaurus/useGlobalData$': '<rootDir>/tests/unit/mocks/useGlobalData.ts',
        '^@docusaurus/useDocusaurusContext$': '<rootDir>/tests/unit/mocks/useDocusaurusContext.ts',
        '^@docusaurus/router$': '<rootDir>/tests/unit/mocks/router.tsx',
        '^@docusaurus/Head$': '<rootDir>/tests/unit/mocks/Head.tsx',
        '^@docusaurus/useBrokenLinks$': '<rootDir>/tests/unit/mocks/useBrokenLinks.ts',
        '^@docusaurus/theme-common$': '<rootDir>/tests/unit/mocks/themeCommon.tsx',
      },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/server'],
      // instances and postgresStore test PostgreSQL itself: they run in the PostgreSQL pass only
      // (npm run test:server:postgres, which sets TEST_DATABASE_URL). The suites that open no
      // store (the build's, the config's, the Node check's, precompression's) run in the SQLite
      // pass only: a second pass would test the same code again (D124;
      // tests/unit/serverLayout.test.ts holds them store-free).
      testPathIgnorePatterns: process.env.TEST_DATABASE_URL
        ? [`/tests/server/(${storeFreeServerSuites.join('|')})\\.test\\.ts$`]
        : ['/tests/server/(instances|postgresStore)\\.test\\.ts$'],
      transform,
      // @fastify/static depends on content-disposition, which ships ESM only.
      transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
      moduleNameMapper: {'^@site/(.*)$': '<rootDir>/$1'},
    },
  ],
};

export default config;
