import {createHash} from 'node:crypto';
import {readFileSync, symlinkSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {request as httpRequest} from 'node:http';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {PageScriptHashes} from '../../server/site';
import {fixtureInlineScript, fixturePageScripts, startServer, type RunningServer} from './helpers';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
  // A resume-like file in DATA_DIR: no URL may reach it.
  writeFileSync(join(server.dataDir, 'secret.txt'), 'private');
});
afterAll(() => server.stop());

/** A raw GET that follows nothing and sends the path exactly as written (fetch would normalise `..`). */
function get(path: string, headers: Record<string, string> = {}): Promise<{status: number; headers: Record<string, string>; body: Buffer}> {
  const {hostname, port} = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({hostname, port, path, headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks)}),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

test('a route is served from its <path>.html with 200', async () => {
  const about = await get('/About');
  expect(about.status).toBe(200);
  expect(about.headers['content-type']).toContain('text/html');
  expect(about.body.toString()).toContain('<h1>About</h1>');
  expect((await get('/TrendSoft/ContactUs')).body.toString()).toContain('<h1>Contact Us</h1>');
  expect((await get('/')).body.toString()).toContain('<h1>Home</h1>');
  expect((await get('/hi/')).body.toString()).toContain('<h1>होम</h1>');
});

test('a trailing slash answers 301 to the path without it, keeping the query', async () => {
  const response = await get('/About/?ref=mail');
  expect(response.status).toBe(301);
  expect(response.headers.location).toBe('/About?ref=mail');
  expect((await get('/TrendSoft/ContactUs/')).headers.location).toBe('/TrendSoft/ContactUs');
  // The Hindi home page's canonical form has the slash.
  const hindiHome = await get('/hi');
  expect([hindiHome.status, hindiHome.headers.location]).toEqual([301, '/hi/']);
});

test('an unknown path gets the built 404 page with status 404, in the visitor’s locale (D7)', async () => {
  const english = await get('/TrendSoft/no-such-page');
  expect(english.status).toBe(404);
  expect(english.headers['content-type']).toContain('text/html');
  expect(english.body.toString()).toContain('<h1>Page not found</h1>');
  const hindi = await get('/hi/no-such-page');
  expect(hindi.status).toBe(404);
  expect(hindi.body.toString()).toContain('<h1>पृष्ठ नहीं मिला</h1>');
  expect((await get('/no-such-page/')).status).toBe(404);
});

test.each([
  ['/contact-us', '/TrendSoft/ContactUs'],
  ['/contact-us/', '/TrendSoft/ContactUs'],
  ['/privacy-policy', '/TrendSoft/Privacy-Policy'],
  ['/terms-of-service', '/TrendSoft/Terms-of-Service'],
  ['/TrendSoft/oursolutions/CyberSecurity/WebAccess', '/TrendSoft/oursolutions/CyberSecurity/WebApiSecurity'],
  ['/TrendSoft/oursolutions/CyberSecurity/MobileAccess', '/TrendSoft/oursolutions/CyberSecurity/MobApiSecurity'],
  ['/TrendSoft/oursolutions/CyberSecurity/DocumentAccess', '/TrendSoft/oursolutions/CyberSecurity/ApiKey'],
  ['/hi/contact-us', '/hi/TrendSoft/ContactUs'],
])('the D5 alias %s answers 301 to %s', async (from, to) => {
  const response = await get(from);
  expect(response.status).toBe(301);
  expect(response.headers.location).toBe(to);
});

test('nothing outside build/ is reachable, and no redirect leaves the site', async () => {
  for (const path of ['/../secret.txt', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2fpackage.json', '/.env', '/resumes/x.pdf']) {
    expect([path, (await get(path)).status]).toEqual([path, 404]);
  }
  const protocolRelative = await get('//evil.example/');
  expect(protocolRelative.status).toBe(404);
  expect(protocolRelative.headers.location).toBeUndefined();
});

test('security.txt (RFC 9116) is published at /.well-known, with a contact and an expiry within a year; no other dotfile is', async () => {
  const response = await fetch(`${server.url}/.well-known/security.txt`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text).toMatch(/^Contact: mailto:[^@\s]+@[^@\s]+$/m);
  expect(text).toMatch(/^Canonical: https:\/\/www\.trendsoft\.example\/\.well-known\/security\.txt$/m);
  const expires = Date.parse(/^Expires: (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)$/m.exec(text)?.[1] ?? '');
  const day = 24 * 60 * 60 * 1000;
  expect(expires).toBeGreaterThan(Date.now() + 300 * day);
  expect(expires).toBeLessThan(Date.now() + 365 * day);
  for (const hidden of ['/.well-known/other.txt', '/.env', '/.well-known']) {
    expect([hidden, (await fetch(`${server.url}${hidden}`)).status]).toEqual([hidden, 404]);
  }
});

test('no link in the build leads a visitor out of it, or to a dot-file (issue 65)', async () => {
  // Links a careless deployment could leave in the build: to the data folder, to one of its
  // files, and to a dot-file the build holds.
  symlinkSync(server.dataDir, join(server.buildDir, 'data'));
  symlinkSync(join(server.dataDir, 'secret.txt'), join(server.buildDir, 'leak.txt'));
  symlinkSync(join(server.dataDir, 'secret.txt'), join(server.buildDir, 'Leak.html'));
  symlinkSync(join(server.buildDir, '.env'), join(server.buildDir, 'env.txt'));
  for (const path of ['/data/secret.txt', '/leak.txt', '/Leak', '/Leak.html', '/env.txt']) {
    const response = await get(path, {'accept-encoding': 'br, gzip'});
    expect([path, response.status]).toEqual([path, 404]);
    expect(response.body.toString()).not.toMatch(/private|SECRET/);
  }
  // The build's own files, and the one published dot-file, are still served.
  expect((await get('/robots.txt')).status).toBe(200);
  expect((await get('/.well-known/security.txt')).status).toBe(200);
});

test('hashed assets are cached for a year, HTML is revalidated, other files for an hour', async () => {
  expect((await get('/assets/js/main.0123abcd.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const page = await get('/About');
  expect(page.headers['cache-control']).toBe('no-cache');
  expect(page.headers.etag).toBeTruthy();
  const revalidated = await get('/About', {'if-none-match': page.headers.etag!});
  expect(revalidated.status).toBe(304);
  expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  expect((await get('/no-such-page')).headers['cache-control']).toBe('no-cache');
});

test('pages, assets and the 404 page are sent as the build compressed them: brotli or gzip as the browser asks, identity otherwise', async () => {
  const original = (await get('/About')).body;
  expect(original.toString()).toContain('<h1>About</h1>');
  const brotli = await get('/About', {'accept-encoding': 'gzip, deflate, br'});
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers['content-type']).toContain('text/html');
  expect(brotli.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(brotli.body)).toEqual(original);
  expect(brotli.body.length).toBeLessThan(original.length / 3);
  // The bytes on the wire are the file the build wrote, not a fresh compression.
  expect(brotli.body).toEqual(readFileSync(join(server.buildDir, 'About.html.br')));

  const gzip = await get('/About', {'accept-encoding': 'gzip'});
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.body)).toEqual(original);

  const identity = await get('/About', {'accept-encoding': 'identity'});
  expect(identity.headers['content-encoding']).toBeUndefined();
  expect(identity.body).toEqual(original);

  const script = await get('/assets/js/main.0123abcd.js', {'accept-encoding': 'br'});
  expect(script.headers['content-encoding']).toBe('br');
  expect(script.headers['content-type']).toContain('javascript');
  expect(script.headers['cache-control']).toContain('immutable');

  const missing = await get('/no-such-page', {'accept-encoding': 'gzip'});
  expect(missing.status).toBe(404);
  expect(missing.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(missing.body).toString()).toContain('<h1>Page not found</h1>');
});

test('a file the build left uncompressed (small, or an image) is sent as it is', async () => {
  const robots = await get('/robots.txt', {'accept-encoding': 'br, gzip'});
  expect(robots.status).toBe(200);
  expect(robots.headers['content-encoding']).toBeUndefined();
  expect(robots.body.toString()).toContain('User-agent: *');
  const logo = await get('/img/logo.svg', {'accept-encoding': 'br, gzip'});
  expect(logo.headers['content-encoding']).toBeUndefined();
  expect(logo.headers['content-type']).toContain('image/svg+xml');
});

test('security headers: a CSP allowing only the built inline script and no frames, nosniff, referrer and permissions policies', async () => {
  const {headers} = await get('/About');
  const csp = headers['content-security-policy'] ?? '';
  const directives = Object.fromEntries(
    csp.split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
  const inlineHash = `'sha256-${createHash('sha256').update(fixtureInlineScript).digest('base64')}'`;
  expect(directives['script-src']).toEqual(["'self'", inlineHash]);
  expect(directives['frame-src']).toEqual(["'self'"]);
  expect(directives['default-src']).toEqual(["'self'"]);
  expect(directives['frame-ancestors']).toEqual(["'self'"]);
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-powered-by']).toBeUndefined();
});

test('the page policy, with its script hashes, goes with pages only: stylesheets, scripts and fonts get the strictest one, drawings one without scripts', async () => {
  const pagePolicy = (await get('/About')).headers['content-security-policy'];
  expect(pagePolicy).toContain("script-src 'self' 'sha256-");
  for (const path of ['/assets/css/styles.0123abcd.css', '/assets/js/main.0123abcd.js', '/assets/fonts/brand.0123abcd.woff2']) {
    const {status, headers} = await get(path, {'accept-encoding': 'br, gzip'});
    expect(status).toBe(200);
    expect({path, policy: headers['content-security-policy']}).toEqual({path, policy: "default-src 'none'; frame-ancestors 'none'"});
    // The other protections stay on every answer.
    expect(headers['x-content-type-options']).toBe('nosniff');
  }
  const drawing = await get('/img/logo.svg');
  expect(drawing.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'");
  // Anything else a browser may show as a document keeps the page policy, without any inline script.
  expect((await get('/robots.txt')).headers['content-security-policy']).toBe(pagePolicy?.replace(/script-src [^;]*/, "script-src 'self'"));
});

const scriptSources = (policy: string | undefined) => /(?:^|;)\s*script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ');
const sourceOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

test('each page’s policy allows the inline scripts it runs and no other page’s (D84)', async () => {
  const cyber = await get('/TrendSoft/oursolutions/CyberSecurity');
  // Its own scripts, speculation rules included; the JSON data blocks are never run, so they need no hash.
  expect(scriptSources(cyber.headers['content-security-policy'])).toEqual([
    "'self'",
    ...fixturePageScripts.runs.map(sourceOf),
    sourceOf(fixtureInlineScript),
  ]);
  const about = await get('/About');
  expect(scriptSources(about.headers['content-security-policy'])).toEqual(["'self'", sourceOf(fixtureInlineScript)]);
  // The built 404 page, sent for any unknown path, has its own.
  expect(scriptSources((await get('/TrendSoft/no-such-page')).headers['content-security-policy'])).toEqual([
    "'self'",
    sourceOf(fixtureInlineScript),
  ]);
  // A revalidated page keeps its policy: a 304's headers replace the cached answer's.
  const revalidated = await get('/TrendSoft/oursolutions/CyberSecurity', {'if-none-match': cyber.headers.etag ?? ''});
  expect(revalidated.status).toBe(304);
  expect(revalidated.headers['content-security-policy']).toBe(cyber.headers['content-security-policy']);
});

test('a page gone mid-rebuild gets a policy with no inline script instead of failing the answer (D84)', () => {
  const hashes = new PageScriptHashes(server.buildDir);
  expect(hashes.of('About.html')).toEqual([sourceOf(fixtureInlineScript)]);
  expect(hashes.of('Gone.html')).toEqual([]);
});

test('HEAD answers like GET without a body', async () => {
  const {hostname, port} = new URL(server.url);
  const status = await new Promise<number>((resolve, reject) => {
    const req = httpRequest({hostname, port, path: '/About', method: 'HEAD'}, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
  expect(status).toBe(200);
});
