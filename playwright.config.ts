import {defineConfig} from '@playwright/test';
import {chromiumArgs, chromiumPath, chromiumShellPath} from './scripts/lib/chromium.mjs';
import {e2eBaseUrl as baseURL, e2eDataDir, e2ePort as port} from './tests/e2e/serverEnv';

// The e2e suite runs against the production build, served the way visitors
// get it: by the forms server, with its real status codes (404 page, 301s for
// trailing slashes and D5's aliases) and headers. E2E_BASE_URL points it at a
// server that is already running instead.

const phone = {use: {viewport: {width: 375, height: 812}, hasTouch: true}, grepInvert: /@desktop/};
const desktop = {use: {viewport: {width: 1280, height: 800}}, grepInvert: /@mobile/};
const firstTap = /first-tap\.spec\.ts$/;
const fullBrowser = {executablePath: chromiumPath, args: chromiumArgs};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', {open: 'never', outputFolder: 'playwright-report'}]] : 'list',
  timeout: 30_000,
  use: {
    baseURL,
    launchOptions: {executablePath: chromiumShellPath, args: chromiumArgs},
    // CI keeps only its log, so a trace there is never read, and recording one
    // made the suite about 15% slower (routes.spec at 1280 px: 195 against 224 s).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  // D24: every page is checked at a phone width and a desktop width.
  projects: [
    // Taps at DOMContentLoaded depend on when the browser paints and hydrates,
    // so they run in the full browser that visitors have (D47). First, so that
    // their long loops do not end the run alone.
    {...phone, name: 'first-tap-375', testMatch: firstTap, use: {...phone.use, launchOptions: fullBrowser}},
    {...desktop, name: 'first-tap-1280', testMatch: firstTap, use: {...desktop.use, launchOptions: fullBrowser}},
    // Tests tagged @desktop or @mobile exercise one width's menu only.
    {...phone, name: 'phone-375', testIgnore: firstTap},
    {...desktop, name: 'desktop-1280', testIgnore: firstTap},
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'npx tsx server/start.ts',
        // The rate limit is raised because every test posts from the same address.
        env: {PORT: String(port), HOST: '127.0.0.1', DATA_DIR: e2eDataDir ?? '', RATE_LIMIT_MAX: '10000', SMTP_URL: ''},
        url: `${baseURL}/api/health`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
});
