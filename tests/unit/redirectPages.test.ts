import {redirectPageHtml} from '../../plugins/redirectPages';

// D5, issue 32: the pages the build writes for old addresses (their validity is
// checked with the built site by `npm run test:html` and in htmlCheck.test.ts).

test('a redirect page is in its language, names and links the new address, and escapes it', () => {
  const html = redirectPageHtml({
    lang: 'hi',
    dir: 'ltr',
    text: {title: 'यह पेज नए पते पर है', moved: 'इसका नया पता है: {link}।'},
    target: '/hi/TrendSoft/Privacy-Policy',
    canonical: 'https://www.trendsoft.example/hi/TrendSoft/Privacy-Policy?a=1&b=2',
  });
  const document = new DOMParser().parseFromString(html, 'text/html');
  expect(document.documentElement.getAttribute('lang')).toBe('hi');
  expect(document.title).toBe('यह पेज नए पते पर है');
  const link = document.querySelector('main a');
  expect(link?.getAttribute('href')).toBe('/hi/TrendSoft/Privacy-Policy');
  expect(link?.textContent).toBe('https://www.trendsoft.example/hi/TrendSoft/Privacy-Policy?a=1&b=2');
  expect(document.querySelector('main p')?.textContent).toBe(
    'इसका नया पता है: https://www.trendsoft.example/hi/TrendSoft/Privacy-Policy?a=1&b=2।',
  );
  expect(document.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe('0; url=/hi/TrendSoft/Privacy-Policy');
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    'https://www.trendsoft.example/hi/TrendSoft/Privacy-Policy?a=1&b=2',
  );
});
