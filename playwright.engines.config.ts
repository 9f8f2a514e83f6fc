import {defineConfig} from '@playwright/test';
import type {EngineName} from './tests/engines/engines';
import {enginesBaseUrl, enginesDataDir, enginesPort} from './tests/engines/fixtures';

/**
 * The cross-engine suite (D46): Firefox ESR and WebKitGTK from Debian's
 * packages, driven through tests/engines/engines.ts, against the production
 * build served by the forms server. The Chromium suite (playwright.config.ts)
 * stays the full one; this one checks what can differ between engines.
 */
export default defineConfig<object, {engine: EngineName; requestedWidth: number}>({
  testDir: 'tests/engines',
  outputDir: 'test-results/engines',
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // D50: in CI a failed test runs once more, and is reported as flaky with its first failure.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: {timeout: 10_000},
  projects: [
    // Tests tagged @desktop or @mobile exercise one width's header only, as in the Chromium suite.
    // A page's route check runs narrow in one engine and wide in the other (D119, tests/engines/routes.spec.ts).
    {name: 'firefox-375', use: {engine: 'firefox', requestedWidth: 375}, grepInvert: /@desktop|@narrow-in-webkit/},
    {name: 'firefox-1280', use: {engine: 'firefox', requestedWidth: 1280}, grepInvert: /@mobile|@narrow-in-firefox/},
    // MiniBrowser's window is never narrower than 447 CSS px: the phone layout all the same.
    {name: 'webkit-447', use: {engine: 'webkit', requestedWidth: 375}, grepInvert: /@desktop|@narrow-in-firefox/},
    {name: 'webkit-1280', use: {engine: 'webkit', requestedWidth: 1280}, grepInvert: /@mobile|@narrow-in-webkit/},
  ],
  webServer: {
    command: 'npx tsx server/start.ts',
    env: {PORT: String(enginesPort), HOST: '127.0.0.1', DATA_DIR: enginesDataDir, RATE_LIMIT_MAX: '10000', SMTP_URL: ''},
    url: `${enginesBaseUrl}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
