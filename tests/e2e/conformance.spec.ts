import {expect, test} from '@playwright/test';
import {evidenceFor} from '../evidence';
import {bothLocalePaths} from '../specRoutes';
import {pagesOutsideTheRouteTable} from './helpers';
import {libraryExamplesPath} from '../../src/data/componentLibrary';

// Checks that decide a WCAG criterion, or part of one, over every page in both
// languages, for the accessibility conformance report (D74) as much as for the gate.
const everyPage = [...bothLocalePaths, ...pagesOutsideTheRouteTable()];

test(
  'no page holds audio, video, an embedded player or an object @desktop',
  evidenceFor('1.2.1', '1.2.2', '1.2.3', '1.2.4', '1.2.5', '1.4.2'),
  async ({request}) => {
    const withMedia: string[] = [];
    // The component library's frames show the site's own example pages (D114): those are read too.
    const framedExamples = new Set<string>();
    for (const path of everyPage) {
      const html = await (await request.get(path)).text();
      for (const frame of html.matchAll(/<iframe\b[^>]*\ssrc=["']?([^"'\s>]+)/gi)) {
        if (frame[1]!.startsWith(`${libraryExamplesPath}/`)) framedExamples.add(frame[1]!);
      }
      const ownExampleFrames = new RegExp(`<iframe\\b[^>]*\\ssrc=["']?${libraryExamplesPath}/`, 'gi');
      const media = html.replace(ownExampleFrames, '').match(/<(audio|video|iframe|object|embed)\b/gi);
      if (media) withMedia.push(`${path}: ${media.join(', ')}`);
    }
    expect(framedExamples.size).toBeGreaterThan(0);
    for (const path of framedExamples) {
      const media = (await (await request.get(path)).text()).match(/<(audio|video|iframe|object|embed)\b/gi);
      if (media) withMedia.push(`${path}: ${media.join(', ')}`);
    }
    expect(withMedia).toEqual([]);
  },
);

test('no page asks to log in: no password field and no CAPTCHA @desktop', evidenceFor('3.3.8'), async ({request}) => {
  const withLogIn: string[] = [];
  for (const path of everyPage) {
    const html = await (await request.get(path)).text();
    // The widgets of the common CAPTCHA services, not the word, which the conformance report itself uses.
    if (/type=["']?password|g-recaptcha|h-captcha|cf-turnstile|recaptcha\/api|hcaptcha\.com|challenges\.cloudflare\.com/i.test(html)) {
      withLogIn.push(path);
    }
  }
  expect(withLogIn).toEqual([]);
});

test('every page declares its language: lang="en" in English, lang="hi" in Hindi @desktop', evidenceFor('3.1.1'), async ({request}) => {
  const wrong: string[] = [];
  for (const path of everyPage) {
    const html = await (await request.get(path)).text();
    // The built HTML is minified: attribute values may stand unquoted.
    const lang = /<html[^>]*\slang=["']?([^"'\s>]+)/.exec(html)?.[1];
    const expected = path.startsWith('/hi/') ? 'hi' : 'en';
    if (lang !== expected) wrong.push(`${path}: ${lang ?? 'none'}`);
  }
  expect(wrong).toEqual([]);
});

// WCAG 1.4.12's spacing, as its Understanding document applies it, with !important
// so that it wins over the site's own rules.
const textSpacing = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-block-end: 2em !important; }`;

test('with WCAG text spacing applied no text is cut off and nothing scrolls sideways @mobile', evidenceFor('1.4.12'), async ({page}) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  for (const path of everyPage) {
    await page.goto(path);
    await page.addStyleTag({content: textSpacing});
    const found = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const cut: string[] = [];
      if (document.documentElement.scrollWidth > width) cut.push(`page ${document.documentElement.scrollWidth} px wide`);
      for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
        if (!element.checkVisibility() || !element.innerText?.trim()) continue;
        const style = getComputedStyle(element);
        const clips = [style.overflowX, style.overflowY].some((overflow) => overflow === 'hidden' || overflow === 'clip');
        // Visually hidden text (1 px boxes) is meant for screen readers, not cut off.
        if (!clips || element.clientWidth <= 1 || element.clientHeight <= 1) continue;
        // Downward only: a carousel's viewport hides its other slides sideways by design.
        if (element.scrollHeight > element.clientHeight + 1) {
          cut.push(`${element.tagName.toLowerCase()}.${element.className}: "${element.innerText.trim().slice(0, 40)}"`);
        }
      }
      return cut;
    });
    problems.push(...found.map((problem) => `${path}: ${problem}`));
  }
  expect(problems).toEqual([]);
});

test('in forced colours every focus indicator still shows @desktop', evidenceFor('2.4.7'), async ({page}) => {
  test.setTimeout(240_000);
  await page.emulateMedia({forcedColors: 'active'});
  const problems: string[] = [];
  for (const path of everyPage) {
    await page.goto(path);
    const found = await page.evaluate(() => {
      const missing: string[] = [];
      const focusables = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex="0"]');
      for (const control of Array.from(focusables)) {
        if (!control.checkVisibility()) continue;
        control.focus();
        if (document.activeElement !== control) continue;
        // Forced colours drop box-shadows and backgrounds: only an outline shows focus, on the
        // control or on the card it covers (a card link draws its ring round the card).
        let ring: Element | null = control;
        for (let depth = 0; ring && depth < 4; depth += 1, ring = ring.parentElement) {
          const style = getComputedStyle(ring);
          if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) break;
        }
        if (!ring || getComputedStyle(ring).outlineStyle === 'none') {
          missing.push(`${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 30)}"`);
        }
        control.blur();
      }
      return missing;
    });
    problems.push(...[...new Set(found)].map((problem) => `${path}: no focus outline on ${problem}`));
  }
  expect(problems).toEqual([]);
});
