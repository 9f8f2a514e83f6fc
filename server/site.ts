import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, statSync, type Stats} from 'node:fs';
import {join, relative, sep} from 'node:path';
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import fastifyStatic from '@fastify/static';
import {localePrefixes} from '../src/data/locales';
import {redirects} from '../src/data/redirects';

const cacheHashedAsset = 'public, max-age=31536000, immutable';
// HTML names stay the same between builds: browsers revalidate it (ETag) on every visit.
const cacheHtml = 'no-cache';
const cacheOther = 'public, max-age=3600';

function stat(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/** The D5 aliases in every locale: `/contact-us` and `/hi/contact-us` both answer 301. */
export function redirectTable(): Map<string, string> {
  const table = new Map<string, string>();
  for (const {from, to} of redirects) {
    table.set(from, to);
    for (const prefix of localePrefixes) table.set(`${prefix}${from}`, `${prefix}${to}`);
  }
  return table;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The sha256 sources of every inline script in the built pages. Docusaurus
 * inlines a small script in each page (it sets the colour theme before first
 * paint); hashing them lets the CSP forbid every other inline script.
 */
export function inlineScriptHashes(buildDir: string): string[] {
  const hashes = new Set<string>();
  const inlineScript = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
  for (const file of htmlFiles(buildDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(inlineScript)) {
      const body = match[1] ?? '';
      if (body.trim() === '') continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * Keeps the script hashes in step with build/: a rebuild while the server runs
 * (the e2e workflow) changes 404.html, which triggers a rescan.
 */
export class ScriptHashes {
  private hashes: string[] = [];
  private stamp = -1;
  private checkedAt = 0;

  constructor(private readonly buildDir: string) {
    this.refresh();
  }

  private refresh(): void {
    const marker = stat(join(this.buildDir, '404.html'));
    const stamp = marker?.mtimeMs ?? 0;
    if (stamp === this.stamp) return;
    this.stamp = stamp;
    this.hashes = stat(this.buildDir)?.isDirectory() ? inlineScriptHashes(this.buildDir) : [];
  }

  current(): string[] {
    const now = Date.now();
    if (now - this.checkedAt > 2000) {
      this.checkedAt = now;
      this.refresh();
    }
    return this.hashes;
  }
}

/**
 * The one file under a dot-folder the site publishes: RFC 9116's security.txt,
 * at the place RFC 8615 reserves for it. Every other dotfile stays hidden.
 */
export const securityTxtPath = '/.well-known/security.txt';

type Resolution = {kind: 'file'; path: string} | {kind: 'redirect'; location: string} | {kind: 'notFound'};

/** Maps a URL path to what the built site has for it (trailingSlash: false layout). */
export function resolvePath(buildDir: string, urlPath: string, table: Map<string, string>): Resolution {
  const notFound: Resolution = {kind: 'notFound'};
  // `//host` would make a protocol-relative Location; dot segments and dotfiles are never pages.
  if (urlPath.startsWith('//') || urlPath.includes('\0') || urlPath.includes('\\')) return notFound;
  const segments = urlPath.split('/').slice(1);
  if (urlPath === securityTxtPath) {
    const file = join(buildDir, securityTxtPath.slice(1));
    return stat(file)?.isFile() ? {kind: 'file', path: securityTxtPath.slice(1)} : notFound;
  }
  if (segments.some((segment) => segment.startsWith('.'))) return notFound;

  const fileAt = (relative: string): string | undefined => {
    const full = join(buildDir, relative);
    if (!full.startsWith(buildDir + sep)) return undefined;
    return stat(full)?.isFile() ? relative : undefined;
  };
  const page = (path: string): string | undefined =>
    path === '' ? fileAt('index.html') : (fileAt(path) ?? fileAt(`${path}.html`) ?? fileAt(`${path}/index.html`));

  const alias = table.get(urlPath);
  if (alias) return {kind: 'redirect', location: alias};

  if (urlPath.endsWith('/')) {
    const stripped = urlPath.replace(/\/+$/, '');
    // A locale's home page is `/hi/`, its canonical form (and `/` for English).
    if (stripped === '' || localePrefixes.includes(stripped)) {
      const home = fileAt(`${stripped.slice(1)}${stripped ? '/' : ''}index.html`);
      return home ? {kind: 'file', path: home} : notFound;
    }
    const strippedAlias = table.get(stripped);
    if (strippedAlias) return {kind: 'redirect', location: strippedAlias};
    if (page(stripped.slice(1))) return {kind: 'redirect', location: stripped};
    return notFound;
  }
  if (localePrefixes.includes(urlPath) && fileAt(`${urlPath.slice(1)}/index.html`)) {
    return {kind: 'redirect', location: `${urlPath}/`};
  }
  const found = page(urlPath.slice(1));
  return found ? {kind: 'file', path: found} : notFound;
}

function cacheControlFor(path: string): string {
  if (/^(?:[a-z]{2}\/)?assets\//.test(path)) return cacheHashedAsset;
  return path.endsWith('.html') ? cacheHtml : cacheOther;
}

/** Serves build/ with real status codes: 301 for aliases and trailing slashes, the built 404 page with 404 (D5, D7). */
export async function registerSite(app: FastifyInstance, buildDir: string): Promise<void> {
  const table = redirectTable();
  // preCompressed: the build holds `.br` and `.gz` copies (scripts/precompress.ts),
  // sent as they are with Content-Encoding and Vary; no file is compressed per request.
  await app.register(fastifyStatic, {root: buildDir, serve: false, dotfiles: 'deny', preCompressed: true});

  const sendNotFound = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      // A known API path asked with the wrong method: 405 naming the right ones.
      const allowed = ['GET', 'POST'].filter((method) => app.hasRoute({method, url: path}));
      if (allowed.length > 0) {
        return reply
          .code(405)
          .header('allow', allowed.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method])).join(', '))
          .send({error: 'Method not allowed', fields: {}});
      }
      return reply.code(404).send({error: 'Not found', fields: {}});
    }
    // Pages and files are only ever read.
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('allow', 'GET, HEAD').send({error: 'Method not allowed', fields: {}});
    }
    const prefix = localePrefixes.find((candidate) => path === candidate || path.startsWith(`${candidate}/`));
    const candidates = [prefix ? join(buildDir, prefix.slice(1), '404.html') : undefined, join(buildDir, '404.html')];
    const file = candidates.find((candidate) => candidate && stat(candidate)?.isFile());
    reply.code(404).header('cache-control', cacheHtml);
    if (!file) return reply.type('text/plain; charset=utf-8').send('Page not found');
    // sendFile keeps the 404 and sends the page's compressed copy.
    return reply.sendFile(relative(buildDir, file), {cacheControl: false});
  };

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [rawPath = '/', query] = request.url.split(/\?(.*)/s, 2);
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(rawPath);
    } catch {
      return sendNotFound(request, reply);
    }
    const resolved = resolvePath(buildDir, urlPath, table);
    if (resolved.kind === 'redirect') {
      const location = encodeURI(resolved.location) + (query ? `?${query}` : '');
      return reply.code(301).header('cache-control', cacheOther).redirect(location, 301);
    }
    if (resolved.kind === 'notFound') return sendNotFound(request, reply);
    reply.header('cache-control', cacheControlFor(resolved.path));
    // Only resolvePath's own exception reaches here under a dot-folder (security.txt).
    if (resolved.path.startsWith('.'))
      return reply.type('text/plain; charset=utf-8').sendFile(resolved.path, {cacheControl: false, dotfiles: 'allow'});
    return reply.sendFile(resolved.path, {cacheControl: false});
  };

  app.get('/*', servePage);
  app.get('/', servePage);
  app.setNotFoundHandler(sendNotFound);
}
