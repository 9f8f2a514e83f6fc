import {defineConfig} from '@playwright/test';
import {chromiumArgs, chromiumShellPath} from './scripts/lib/chromium.mjs';
import {builtPreviewPort, previewPorts} from './tests/dev/previews';

/**
 * The writers' and translators' previews (`npm run dev`, issue 44, D68): the
 * English and the Hindi one side by side, as the README has them run, each
 * started the way a writer starts it; and beside them the preview of the
 * production build (`npm run preview`, D125), whose rebuilds are the build the
 * dev previews must outlive. One worker: the previews and the builds share two cores.
 */
export default defineConfig({
  testDir: 'tests/dev',
  outputDir: 'test-results/dev',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 240_000,
  expect: {timeout: 30_000},
  use: {launchOptions: {executablePath: chromiumShellPath, args: chromiumArgs}},
  webServer: [
    ...Object.entries(previewPorts).map(([locale, port]) => ({
      command: `npm run dev -- ${locale === 'en' ? '' : `--locale ${locale} `}--port ${port} --host 127.0.0.1 --no-open`,
      url: `http://127.0.0.1:${port}/${locale === 'en' ? '' : `${locale}/`}`,
      reuseExistingServer: false,
      timeout: 180_000,
    })),
    {
      command: `npm run preview -- --port ${builtPreviewPort}`,
      url: `http://127.0.0.1:${builtPreviewPort}/`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
