// Launches the machine's Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH)
// through playwright-core. Playwright's own browser download is never used.
import {chromium} from '@playwright/test';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps calling home, which a
// closed network refuses many times a second.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium() {
  return chromium.launch({executablePath: chromiumPath, args: chromiumArgs, headless: true});
}
