// Launches the machine's Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH)
// through playwright-core. Playwright's own browser download is never used.
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {chromium} from '@playwright/test';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: the same Blink and V8 as chromium, from
 * the same source package, without the browser's UI layer. The e2e suite runs
 * in it because it does the same checks in about 40% less time (D47); the
 * first-tap measurements, which depend on how a real browser schedules frames
 * and hydration, keep the full browser.
 */
export const chromiumShellPath = process.env.CHROMIUM_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

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

let fontConfigWithoutDevanagari;

/** A font configuration: the machine's own, less Noto Sans Devanagari. Written once per process. */
function withoutDevanagariFontConfig() {
  if (!fontConfigWithoutDevanagari) {
    fontConfigWithoutDevanagari = join(mkdtempSync(join(tmpdir(), 'fontconfig-')), 'fonts.conf');
    writeFileSync(
      fontConfigWithoutDevanagari,
      '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n' +
        '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n' +
        '  <selectfont><rejectfont><glob>*/NotoSansDevanagari*</glob></rejectfont></selectfont>\n</fontconfig>\n',
    );
  }
  return fontConfigWithoutDevanagari;
}

/**
 * The machine's Chromium. With `withoutSystemDevanagari`, as it runs on a
 * device without Noto Sans Devanagari (iPhones, Windows): the machine's own
 * fonts but that family, so Hindi pages fetch
 * the brand subset instead of using the installed copy (D48). Used to count
 * and test what such a visitor downloads. With `headlessShell`, its headless
 * shell (D47): the same engine without the browser's UI layer, for work that
 * counts what pages fetch rather than timing them (D122).
 */
export function launchChromium({withoutSystemDevanagari = false, headlessShell = false} = {}) {
  const env = withoutSystemDevanagari ? {...process.env, FONTCONFIG_FILE: withoutDevanagariFontConfig()} : undefined;
  return chromium.launch({executablePath: headlessShell ? chromiumShellPath : chromiumPath, args: chromiumArgs, headless: true, env});
}
