import {createHash} from 'node:crypto';
import {readFileSync, realpathSync, statSync, type Stats} from 'node:fs';
import {isAbsolute, join, relative, sep} from 'node:path';
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import fastifyStatic from '@fastify/static';
import {localePrefixes} from '../src/data/locales';
import {redirects} from '../src/data/redirects';

declare module 'fastify' {
  interface FastifyReply {
    /** The built HTML page this answer sends, relative to the build directory (for its CSP, D84). */
    builtPage: string | null;
  }
}

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

/**
 * Script types a browser runs, and so a CSP governs: classic and module
 * scripts, and speculation rules. JSON data blocks (the islands' data, JSON-LD)
 * are never run and need no hash.
 */
const runScriptType = /^(|text\/javascript|application\/javascript|module|speculationrules)$/i;

/** The CSP sources (`'sha256-…'`) of the inline scripts one page runs, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const inlineScript = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(inlineScript)) {
    const type = /\stype=(?:"([^"]*)"|'([^']*)'|([^\s>]*))/i.exec(match[1] ?? '');
    if (!runScriptType.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    const body = match[2] ?? '';
    if (body.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Each built page's own inline script hashes, read when the page is first
 * served: a page's policy allows exactly the scripts in it (D84). A site-wide
 * list of every page's hashes weighed 1.3 KB in every page's headers and let
 * any page run another page's inline script. A rebuild while the server runs
 * (the e2e workflow) rewrites 404.html, which empties the cache.
 */
export class PageScriptHashes {
  private readonly byPage = new Map<string, string[]>();
  private stamp = -1;
  private checkedAt = 0;

  constructor(private readonly buildDir: string) {}

  /** The hashes for `page`, a path under the build directory as `resolvePath` gives it. */
  of(page: string): string[] {
    const now = Date.now();
    if (now - this.checkedAt > 2000) {
      this.checkedAt = now;
      const stamp = stat(join(this.buildDir, '404.html'))?.mtimeMs ?? 0;
      if (stamp !== this.stamp) {
        this.stamp = stamp;
        this.byPage.clear();
      }
    }
    let hashes = this.byPage.get(page);
    if (!hashes) {
      let html: string;
      try {
        html = readFileSync(join(this.buildDir, page), 'utf8');
      } catch {
        // Gone mid-rebuild: the answer fails on its own; its policy allows no inline script.
        return [];
      }
      // Only the build's own files reach here, so the cache is as large as the build at most.
      hashes = inlineScriptHashes(html);
      this.byPage.set(page, hashes);
    }
    return hashes;
  }
}

/**
 * The one file under a dot-folder the site publishes: RFC 9116's security.txt,
 * at the place RFC 8615 reserves for it. Every other dotfile stays hidden.
 */
export const securityTxtPath = '/.well-known/security.txt';

function realPathOf(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Whether `relativePath` (under `buildDir`, which it is joined to) is a file the site may
 * send: where its links lead, and the compressed copies sent in its place, it stays inside
 * the build and names no dot-file or dot-folder but security.txt. A link in the build to
 * the data folder, or to a dot-file, served it (issue 65).
 */
export function isServable(buildDir: string, relativePath: string): boolean {
  const root = realPathOf(buildDir);
  if (root === undefined) return false;
  const full = join(buildDir, relativePath);
  return [full, `${full}.br`, `${full}.gz`].every((candidate, index) => {
    const real = realPathOf(candidate);
    // A compressed copy may be missing; the file itself may not.
    if (real === undefined) return index > 0;
    const inside = relative(root, real);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return false;
    const segments = inside.split(sep);
    return `/${segments.join('/')}`.startsWith(securityTxtPath) || !segments.some((segment) => segment.startsWith('.'));
  });
}

type Resolution = {kind: 'file'; path: string} | {kind: 'redirect'; location: string} | {kind: 'notFound'};

/** Maps a URL path to what the built site has for it (trailingSlash: false layout). */
export function resolvePath(buildDir: string, urlPath: string, table: Map<string, string>): Resolution {
  const notFound: Resolution = {kind: 'notFound'};
  // `//host` would make a protocol-relative Location; dot segments and dotfiles are never pages.
  if (urlPath.startsWith('//') || urlPath.includes('\0') || urlPath.includes('\\')) return notFound;
  const segments = urlPath.split('/').slice(1);
  if (urlPath === securityTxtPath) {
    const file = join(buildDir, securityTxtPath.slice(1));
    return stat(file)?.isFile() && isServable(buildDir, securityTxtPath.slice(1))
      ? {kind: 'file', path: securityTxtPath.slice(1)}
      : notFound;
  }
  if (segments.some((segment) => segment.startsWith('.'))) return notFound;

  const fileAt = (relative: string): string | undefined => {
    const full = join(buildDir, relative);
    if (!full.startsWith(buildDir + sep)) return undefined;
    return stat(full)?.isFile() && isServable(buildDir, relative) ? relative : undefined;
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
  app.decorateReply('builtPage', null);
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
    const file = candidates.find(
      (candidate) => candidate && stat(candidate)?.isFile() && isServable(buildDir, relative(buildDir, candidate)),
    );
    reply.code(404).header('cache-control', cacheHtml);
    if (!file) return reply.type('text/plain; charset=utf-8').send('Page not found');
    reply.builtPage = relative(buildDir, file);
    // sendFile keeps the 404 and sends the page's compressed copy.
    return reply.sendFile(reply.builtPage, {cacheControl: false});
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
    if (resolved.path.endsWith('.html')) reply.builtPage = resolved.path;
    return reply.sendFile(resolved.path, {cacheControl: false});
  };

  app.get('/*', servePage);
  app.get('/', servePage);
  app.setNotFoundHandler(sendNotFound);
}
