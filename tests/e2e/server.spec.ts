import {createHash} from 'node:crypto';
import {expect, test} from '@playwright/test';
import {bothLocalePaths} from '../specRoutes';

// One width (@desktop): what the server stores and answers does not depend on the viewport, and CI must stay under 30 minutes.

// The site is served by the forms server (server/): real redirects and headers, not the browser's.

test('old and slashed paths answer 301 to the canonical path (D4, D5) @desktop', async ({request}) => {
  const cases: [string, string][] = [
    ['/TrendSoft/oursolutions/CyberSecurity/ApiKey/', '/TrendSoft/oursolutions/CyberSecurity/ApiKey'],
    ['/contact-us', '/TrendSoft/ContactUs'],
    ['/hi/privacy-policy', '/hi/TrendSoft/Privacy-Policy'],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, {maxRedirects: 0});
    expect([from, response.status(), response.headers().location]).toEqual([from, 301, to]);
  }
});

test('pages come with security headers, compression and revalidation; hashed assets are immutable @desktop', async ({page, request}) => {
  const response = await request.get('/TrendSoft/ContactUs', {headers: {'accept-encoding': 'br'}});
  const headers = response.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(headers['content-security-policy']).toContain("frame-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-encoding']).toBe('br');
  expect(headers['cache-control']).toBe('no-cache');

  await page.goto('/TrendSoft/ContactUs');
  // The islands script is listed in <head> and run after the first paint (D54).
  const preloaded = await page.locator('head link[rel="preload"][as="script"][href^="/assets/js/islands."]').getAttribute('href');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator(`body script[src="${preloaded}"]`)).toHaveCount(1);
  const asset = await request.get(preloaded!, {headers: {'accept-encoding': 'br'}});
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
});

test('the forms API answers on the same origin @desktop', async ({request}) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({status: 'ok'});
  const invalid = await request.post('/api/newsletter-signup', {data: {email: 'nobody@'}});
  expect(invalid.status()).toBe(400);
  expect(await invalid.json()).toEqual({error: 'Some fields are not valid', fields: {email: 'Please enter valid email address'}});
});

/** The width and height a PNG declares in its header (IHDR). */
function pngSize(bytes: Buffer): {width: number; height: number} {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

test('every page links PNG icons, served as PNG: 32 px for the tab, 180 px for a home screen; none is an SVG (D82) @desktop', async ({
  request,
}) => {
  const icons = new Map<string, {width: number; height: number}>();
  for (const path of bothLocalePaths) {
    const html = await (await request.get(path)).text();
    const links = Array.from(html.matchAll(/<link\b[^>]*\brel=["']?([\w -]*icon)\b[^>]*>/g), ([tag, rel]) => ({
      rel,
      href: /\bhref=["']?([^"' >]+)/.exec(tag)?.[1],
    }));
    expect([path, links.map(({rel}) => rel).sort()]).toEqual([path, ['apple-touch-icon', 'icon']]);
    for (const {rel, href} of links) {
      expect([path, href]).toEqual([path, expect.stringMatching(/\.png$/)]);
      if (icons.has(`${rel} ${href}`)) continue;
      const response = await request.get(href!);
      expect([href, response.status(), response.headers()['content-type']]).toEqual([href, 200, 'image/png']);
      icons.set(`${rel} ${href}`, pngSize(await response.body()));
    }
  }
  for (const [icon, size] of icons) {
    const side = icon.startsWith('apple-touch-icon') ? 180 : 32;
    expect([icon, size]).toEqual([icon, {width: side, height: side}]);
  }
});

test("each page's policy allows its own inline scripts only, so another page's script cannot run there (D84) @desktop", async ({
  request,
}) => {
  const sourceOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  for (const path of bothLocalePaths) {
    const response = await request.get(path);
    const html = await response.text();
    const allowed = /(?:^|;)\s*script-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')?.[1]?.split(' ') ?? [];
    const inline = Array.from(html.matchAll(/<script\b(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g), ([, attributes, body]) => ({
      runs: !/\stype=(?!["']?(?:module|speculationrules|text\/javascript)\b)/.test(attributes!),
      source: sourceOf(body!),
    }));
    // Every script the page runs is allowed (the routes test sees none refused), and nothing else is.
    expect([path, allowed.slice(1).sort()]).toEqual([path, [...new Set(inline.filter(({runs}) => runs).map(({source}) => source))].sort()]);
    expect([path, allowed[0]]).toEqual([path, "'self'"]);
  }
});

// TCP's initial window (RFC 6928: 10 segments of 1,460 bytes), which Lighthouse's simulated slow 4G uses too.
const initialWindowBytes = 10 * 1460;

test('every page arrives in the first round trip: its headers and compressed HTML fit in the initial window (D84) @desktop', async ({
  request,
}) => {
  const oversized: string[] = [];
  for (const path of bothLocalePaths) {
    const response = await request.get(path, {headers: {'accept-encoding': 'br'}});
    expect([path, response.headers()['content-encoding']]).toEqual([path, 'br']);
    // As on the wire: the status line, each header line and the blank line, then the body.
    const headerBytes =
      `HTTP/1.1 ${response.status()} ${response.statusText()}\r\n`.length +
      response.headersArray().reduce((sum, {name, value}) => sum + Buffer.byteLength(`${name}: ${value}\r\n`), 2);
    const bytes = headerBytes + Number(response.headers()['content-length']);
    if (bytes > initialWindowBytes) oversized.push(`${path}: ${bytes} bytes (headers ${headerBytes})`);
  }
  // Over it, a first visit waits one more round trip (150 ms on slow 4G) before the page can paint.
  expect(oversized).toEqual([]);
});
