import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import Database from 'better-sqlite3';
import {createServer, type FormsServer} from '../../server/app';
import {loadConfig} from '../../server/config';
import {precompressBuild} from '../../server/precompress';
import {databaseFileName} from '../../server/store';

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `trendsoft-${prefix}-`));
}

/** The inline script every fixture page carries, like Docusaurus's theme script. */
export const fixtureInlineScript = 'document.documentElement.setAttribute("data-theme","light")';

function page(title: string, lang = 'en'): string {
  return `<!doctype html><html lang="${lang}"><head><title>${title}</title><script src="/assets/js/main.0123abcd.js" defer></script></head><body><script>${fixtureInlineScript}</script><main><h1>${title}</h1>${'<p>Words for compression. </p>'.repeat(100)}</main></body></html>`;
}

/**
 * A small build/ in the layout Docusaurus emits with trailingSlash: false (two
 * locales), with the compressed copies `npm run build` writes beside its files.
 */
export async function fixtureBuild(): Promise<string> {
  const dir = tempDir('build');
  const files: Record<string, string> = {
    'index.html': page('Home'),
    'About.html': page('About'),
    '404.html': page('Page Not Found'),
    'TrendSoft/ContactUs.html': page('Contact Us'),
    'TrendSoft/oursolutions/CyberSecurity.html': page('Cyber Security'),
    'contact-us/index.html': '<!doctype html><meta http-equiv="refresh" content="0; url=/TrendSoft/ContactUs">',
    'assets/js/main.0123abcd.js': `console.log("app");${' '.repeat(2000)}`,
    'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'hi/index.html': page('होम', 'hi'),
    'hi/404.html': page('पृष्ठ नहीं मिला', 'hi'),
    'hi/TrendSoft/ContactUs.html': page('संपर्क', 'hi'),
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), {recursive: true});
    writeFileSync(join(dir, path), content);
  }
  await precompressBuild(dir);
  return dir;
}

export interface RunningServer extends FormsServer {
  url: string;
  dataDir: string;
  buildDir: string;
  /** A separate read-only connection to the SQLite file, to see what is really on disk. */
  query<T>(sql: string, ...params: unknown[]): T[];
  stop(): Promise<void>;
}

/** The real server on 127.0.0.1, a free port, a temporary data folder. */
export async function startServer(env: Record<string, string> = {}, options: {logLines?: string[]} = {}): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? tempDir('data');
  const buildDir = env.BUILD_DIR ?? (await fixtureBuild());
  const config = loadConfig({RATE_LIMIT_MAX: '1000', ...env, DATA_DIR: dataDir, BUILD_DIR: buildDir, PORT: '0'});
  const {logLines} = options;
  // The server's JSON log lines, when a test reads them.
  const logger = logLines ? {level: 'info', stream: {write: (line: string) => logLines.push(line)}} : undefined;
  const server = await createServer(config, logger ? {logger} : {});
  const address = await server.app.listen({port: 0, host: '127.0.0.1'});
  return {
    ...server,
    url: address,
    dataDir,
    buildDir,
    query<T>(sql: string, ...params: unknown[]): T[] {
      const db = new Database(join(dataDir, databaseFileName), {readonly: true, fileMustExist: true});
      try {
        return db.prepare(sql).all(...params) as T[];
      } finally {
        db.close();
      }
    },
    async stop() {
      await server.app.close();
      if (!env.DATA_DIR) rmSync(dataDir, {recursive: true, force: true});
      if (!env.BUILD_DIR) rmSync(buildDir, {recursive: true, force: true});
    },
  };
}

export {startSmtpSink, type ReceivedMail, type SmtpSink} from '../../scripts/lib/smtpSink';

/**
 * Polls until `check` holds. Gives up with an error after `timeoutMs`, so a
 * failing test still runs its clean-up instead of polling on in the background.
 */
export async function waitFor(check: () => boolean, intervalMs = 50, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`waitFor: still false after ${timeoutMs} ms: ${check.toString().slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export const validEnquiry = {
  name: 'Asha Rao',
  phoneNumber: '+91 9876543210',
  email: 'asha@example.com',
  companyName: 'Example Publishing',
  enquiries: 'Document Accessibility',
};

export const validApplication = {
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phoneNumber: '+91 9123456780',
  position: 'Fresher',
};

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {method: 'POST', headers: {'content-type': 'application/json', ...headers}, body: JSON.stringify(body)});
}

/**
 * The contact form's two calls as the browser makes them (docs/product.md §7): the
 * enquiry, then its reference. Returns both answers' statuses and the reference.
 */
export async function submitEnquiry(
  baseUrl: string,
  enquiry: Record<string, string> = validEnquiry,
  idempotencyKey?: string,
): Promise<{first: number; second: number; reference: string}> {
  const first = await postJson(`${baseUrl}/api/googleSheet-contact-form`, enquiry, idempotencyKey ? {'idempotency-key': idempotencyKey} : {});
  const {id: reference} = (await first.json()) as {id: string};
  const second = await postJson(`${baseUrl}/api/contact-form`, {...enquiry, reference});
  return {first: first.status, second: second.status, reference};
}

export function postApplication(
  url: string,
  file: {name: string; type: string; bytes: Uint8Array} | undefined,
  fields: Record<string, string> = validApplication,
  headers: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], {type: file.type}), file.name);
  return fetch(url, {method: 'POST', body: form, headers});
}

export {pdfBytes} from './sampleFiles';
