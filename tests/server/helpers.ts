import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import Database from 'better-sqlite3';
import {Client} from 'pg';
import {createServer, type FormsServer} from '../../server/app';
import {loadConfig} from '../../server/config';
import {precompressBuild} from '../../scripts/precompress';
import {databaseFileName} from '../../server/storage/sqlite';
import {securityTxt} from '../../plugins/securityTxt';

/**
 * The store this run tests: PostgreSQL when `npm run test:server:postgres`
 * started one (TEST_DATABASE_URL), else SQLite, the default.
 */
export const testStore: 'sqlite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/**
 * A test of what only the SQLite store has (its file, its journal): it runs in
 * the SQLite pass and is not part of the PostgreSQL one, so neither pass
 * reports a skipped test.
 */
export function sqliteOnly(name: string, run: jest.ProvidesCallback, timeoutMs?: number): void {
  if (testStore === 'sqlite') test(name, run, timeoutMs);
}

/**
 * The database a data folder's server uses in the PostgreSQL run: one per
 * folder, so a server restarted on the same DATA_DIR finds its rows again,
 * and tests never see each other's.
 */
export async function testDatabaseUrl(dataDir: string): Promise<string> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set: this is the SQLite run');
  const name = `t_${createHash('sha256').update(dataDir).digest('hex').slice(0, 24)}`;
  const admin = new Client({connectionString: base});
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `?` placeholders filled in as SQL literals, for psql. */
function inlineParams(sql: string, params: readonly unknown[]): string {
  let index = 0;
  return sql.replace(/\?/g, () => {
    const value = params[index++];
    if (typeof value === 'number') return String(value);
    if (value === null || value === undefined) return 'NULL';
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}

/**
 * Runs a query on its own connection and returns the rows, synchronously (the
 * tests poll with it): a read-only SQLite connection to the file, or psql.
 */
export function queryStore<T>(dataDir: string, databaseUrl: string | undefined, sql: string, params: readonly unknown[]): T[] {
  if (!databaseUrl) {
    const db = new Database(join(dataDir, databaseFileName), {readonly: true, fileMustExist: true});
    try {
      return db.prepare(sql).all(...params) as T[];
    } finally {
      db.close();
    }
  }
  const json = execFileSync('psql', [
    '-XAtq',
    '-v',
    'ON_ERROR_STOP=1',
    '-d',
    databaseUrl,
    '-c',
    `SELECT coalesce(json_agg(row_to_json(q)), '[]'::json) FROM (${inlineParams(sql, params)}) q`,
  ]).toString();
  return JSON.parse(json) as T[];
}

/** Runs statements on a second read-write connection, as another process would. */
function execStore(dataDir: string, databaseUrl: string | undefined, sql: string): void {
  if (!databaseUrl) {
    const db = new Database(join(dataDir, databaseFileName));
    try {
      db.exec(sql);
    } finally {
      db.close();
    }
    return;
  }
  execFileSync('psql', ['-XAtq', '-v', 'ON_ERROR_STOP=1', '-d', databaseUrl, '-c', sql]);
}

/** Makes every insert into the outbox fail, as a full disk would (undone by allowOutboxInserts). */
export function refuseOutboxInserts(server: RunningServer): void {
  server.exec(
    testStore === 'sqlite'
      ? "CREATE TRIGGER refuse_outbox BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'disk full'); END;"
      : `CREATE FUNCTION refuse_outbox() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$;
         CREATE TRIGGER refuse_outbox BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION refuse_outbox();`,
  );
}

export function allowOutboxInserts(server: RunningServer): void {
  server.exec(
    testStore === 'sqlite' ? 'DROP TRIGGER refuse_outbox;' : 'DROP TRIGGER refuse_outbox ON outbox; DROP FUNCTION refuse_outbox();',
  );
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `trendsoft-${prefix}-`));
}

/** The inline script every fixture page carries, like Docusaurus's theme script. */
export const fixtureInlineScript = 'document.documentElement.setAttribute("data-theme","light")';

/** Inline scripts only the Cyber Security fixture page has: one it runs, speculation rules, and two data blocks it never runs. */
export const fixturePageScripts = {
  runs: ['document.documentElement.dataset.cyber = "1"', '{"prerender":[{"where":{"href_matches":"/*"}}]}'],
  neverRuns: ['{"island":"data"}', '{"@context":"https://schema.org"}'],
};
const pageScripts =
  `<script>${fixturePageScripts.runs[0]}</script><script type=speculationrules>${fixturePageScripts.runs[1]}</script>` +
  `<script type="application/json" id=island-data>${fixturePageScripts.neverRuns[0]}</script>` +
  `<script type='application/ld+json'>${fixturePageScripts.neverRuns[1]}</script>`;

function page(title: string, lang = 'en', head = ''): string {
  return `<!doctype html><html lang="${lang}"><head><title>${title}</title>${head}<script src="/assets/js/main.0123abcd.js" defer></script></head><body><script>${fixtureInlineScript}</script><main><h1>${title}</h1>${'<p>Words for compression. </p>'.repeat(100)}</main></body></html>`;
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
    '404.html': page('Page not found'),
    'TrendSoft/ContactUs.html': page('Contact Us'),
    'TrendSoft/oursolutions/CyberSecurity.html': page('Cyber Security', 'en', pageScripts),
    'newsletter/confirm.html': page('Confirm your subscription'),
    'contact-us/index.html': '<!doctype html><meta http-equiv="refresh" content="0; url=/TrendSoft/ContactUs">',
    'assets/js/main.0123abcd.js': `console.log("app");${' '.repeat(2000)}`,
    'assets/css/styles.0123abcd.css': `body{margin:0}${' '.repeat(2000)}`,
    'assets/fonts/brand.0123abcd.woff2': 'wOF2',
    'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    '.well-known/security.txt': securityTxt('https://www.trendsoft.example', new Date()),
    // Dotfiles the server must keep hidden, beside the one it publishes.
    '.well-known/other.txt': 'not published',
    '.env': 'SECRET=1',
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
  /** DATABASE_URL in the PostgreSQL run. */
  databaseUrl: string | undefined;
  /** What a script needs in its environment to reach this server's store. */
  storeEnv: Record<string, string>;
  /** A separate connection to the store (read-only for SQLite), to see what is really stored. `?` marks a parameter. */
  query<T>(sql: string, ...params: unknown[]): T[];
  /** Runs statements on a separate read-write connection. */
  exec(sql: string): void;
  stop(): Promise<void>;
}

/** The real server on 127.0.0.1, a free port, a temporary data folder. */
export async function startServer(env: Record<string, string> = {}, options: {logLines?: string[]} = {}): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? tempDir('data');
  const buildDir = env.BUILD_DIR ?? (await fixtureBuild());
  const databaseUrl = testStore === 'postgres' ? (env.DATABASE_URL ?? (await testDatabaseUrl(dataDir))) : undefined;
  const storeEnv: Record<string, string> = {DATA_DIR: dataDir, ...(databaseUrl ? {DATABASE_URL: databaseUrl} : {})};
  const config = loadConfig({RATE_LIMIT_MAX: '1000', ...env, ...storeEnv, BUILD_DIR: buildDir, PORT: '0'});
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
    databaseUrl,
    storeEnv,
    query<T>(sql: string, ...params: unknown[]): T[] {
      return queryStore<T>(dataDir, databaseUrl, sql, params);
    },
    exec(sql: string): void {
      execStore(dataDir, databaseUrl, sql);
    },
    async stop() {
      await server.app.close();
      if (!env.DATA_DIR) rmSync(dataDir, {recursive: true, force: true});
      if (!env.BUILD_DIR) rmSync(buildDir, {recursive: true, force: true});
    },
  };
}

export {startSmtpSink, type ReceivedMail, type SmtpSink} from '../../scripts/lib/smtpSink';

/** The message as a reader sees it: headers unfolded, the body decoded from its transfer encoding. */
export function decoded(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split).replace(/\r?\n(?=[ \t])/g, '');
  const body = raw.slice(split).trim();
  const encoding = /^Content-Transfer-Encoding: *(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return `${headers}\n\n${text}`;
}

/**
 * Polls until `check` holds. Gives up with an error after `timeoutMs`, so a
 * failing test still runs its clean-up instead of polling on in the background.
 */
/** `waitFor` for a check that must ask something asynchronous, such as the database. */
export async function waitForAsync(check: () => Promise<boolean>, intervalMs = 50, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waitForAsync: still false after ${timeoutMs} ms: ${check.toString().slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

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
  const first = await postJson(
    `${baseUrl}/api/googleSheet-contact-form`,
    enquiry,
    idempotencyKey ? {'idempotency-key': idempotencyKey} : {},
  );
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

import {quoteSamples} from './sampleFiles';
export {pdfBytes} from './sampleFiles';

/** A valid quote request from `email` with two small documents (a PDF and a Word file). */
export function postSmallQuote(url: string, email: string): Promise<Response> {
  const form = new FormData();
  const fields = {...validEnquiry, email, documentType: 'PDF', pages: '12', targetStandard: 'PDF/UA', deadline: '', notes: ''};
  for (const [key, value] of Object.entries(fields)) if (key !== 'enquiries') form.append(key, value);
  for (const file of [quoteSamples.pdf, quoteSamples.docx]) form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
  return fetch(`${url}/api/quote-request`, {method: 'POST', body: form});
}

/** The reference a successful submission answered. */
export async function referenceOf(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return ((await response.json()) as {id: string}).id;
}

/** Every file under `folder`, at any depth: what a copy of the data folder would hold. */
export function filesUnder(folder: string): string[] {
  return readdirSync(folder, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
