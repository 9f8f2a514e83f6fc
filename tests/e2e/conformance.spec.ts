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

// WCAG 1.4.12's text spacing and 2.4.7 in forced colours are checked on every-page's shared load of
// each page (D119).
