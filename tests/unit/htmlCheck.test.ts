/** @jest-environment node */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {redirectPageHtml} from '../../plugins/redirectPages';
import {checkHtml, summarise} from '../../scripts/lib/htmlCheck';

// `npm run test:html` (issue 32): the W3C's checker, run on the machine's Java,
// must fail on each of the three errors the built site had, and pass the pages
// that replaced them.

const validHead = '<meta charset="utf-8"><title>Page</title>';
const page = (head: string, body: string) => `<!DOCTYPE html><html lang="en"><head>${validHead}${head}</head><body>${body}</body></html>`;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'html-check-'));
  writeFileSync(
    join(dir, 'style-in-body.html'),
    page('', '<nav class="menu">Menu</nav><noscript><style>.menu { display: none; }</style></noscript><main>Text</main>'),
  );
  writeFileSync(
    join(dir, 'phone-tel.html'),
    page('', '<form><label for="p">Phone</label><input id="p" type="tel" autocomplete="tel-national"></form>'),
  );
  writeFileSync(
    join(dir, 'plugin-redirect.html'),
    '<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="refresh" content="0; url=/new"></head><script>location.href = "/new";</script></html>',
  );
  writeFileSync(
    join(dir, 'fixed.html'),
    page(
      '<noscript><style>.menu { display: none; }</style></noscript>',
      '<nav class="menu">Menu</nav><form><label for="p">Phone</label><input id="p" type="text" inputmode="numeric" autocomplete="tel-national"></form>',
    ),
  );
  writeFileSync(
    join(dir, 'our-redirect.html'),
    redirectPageHtml({
      lang: 'hi',
      dir: 'ltr',
      text: {title: 'यह पेज नए पते पर है', moved: 'इसका नया पता है: {link}।'},
      target: '/hi/TrendSoft/Privacy-Policy',
      canonical: 'https://www.trendsoft.example/hi/TrendSoft/Privacy-Policy?a=1&b=2',
    }),
  );
}, 30_000);
afterAll(() => rmSync(dir, {recursive: true, force: true}));

test('finds each of the three errors the build had, by file and line, and none in the pages that replace them', () => {
  const {errors} = summarise(checkHtml(dir), dir);
  const byFile = (file: string) => errors.filter((error) => error.startsWith(`${file}:`));
  expect(byFile('style-in-body.html')).toEqual([expect.stringMatching(/^style-in-body\.html:1:\d+: .*“style” element/)]);
  expect(byFile('phone-tel.html')).toEqual([expect.stringMatching(/^phone-tel\.html:1:\d+: Bad value “tel-national”/)]);
  expect(byFile('plugin-redirect.html')).toEqual(
    expect.arrayContaining([expect.stringContaining('missing a required instance of child element “title”')]),
  );
  expect(byFile('fixed.html')).toEqual([]);
  expect(byFile('our-redirect.html')).toEqual([]);
}, 60_000);

test('warnings are grouped and counted, notes only counted', () => {
  const report = summarise(
    [
      {
        type: 'info',
        subType: 'warning',
        url: 'file:/site/a.html',
        lastLine: 3,
        firstColumn: 7,
        message: 'The “list” role is unnecessary for element “ul”.',
      },
      {
        type: 'info',
        subType: 'warning',
        url: 'file:/site/b.html',
        lastLine: 9,
        firstColumn: 1,
        message: 'The “list” role is unnecessary for element “ul”.',
      },
      {type: 'info', url: 'file:/site/a.html', lastLine: 1, message: 'Trailing slash on void elements has no effect.'},
      {type: 'error', url: 'file:/site/hi/c%20d.html', lastLine: 2, firstColumn: 5, message: 'Stray end tag “div”.'},
    ],
    '/site',
  );
  expect(report).toEqual({
    errors: ['hi/c d.html:2:5: Stray end tag “div”.'],
    warnings: ['2 × The “list” role is unnecessary for element “ul”. (first: a.html:3:7)'],
    infoCount: 1,
  });
});
