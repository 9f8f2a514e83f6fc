/**
 * `npm run bench:api [-- --store sqlite|postgres|both] [--instances N]`:
 * throughput and latency of the forms server on loopback. For each store
 * (SQLite by default) it reports contact submissions (each stored before its
 * answer) per second with p99 latency, and how many were really stored per
 * second; with a build in BUILD_DIR (default build/) it also measures a page
 * and a hashed JavaScript asset (both sent as the build precompressed them).
 *
 * PostgreSQL: DATABASE_URL if set (the rows it stores stay there), else a
 * throwaway cluster with fsync on (scripts/lib/postgres.ts), so the figures
 * compare with SQLite's synchronous commits. `--instances N` (PostgreSQL
 * only) starts N servers on the one database, the load spread evenly over
 * them. Each server runs in its own process, as in production, with a
 * temporary data folder and the rate limit raised; the load generator
 * (autocannon) runs here. Each run lasts BENCH_SECONDS (default 10).
 * It also posts careers applications with a 100 KB resume, the upload path
 * (the storage budget, D105, D112), with the per-client budget raised.
 */
import {existsSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {exportRows} from '../server/storage/open';
import {startFormsServer, type RunningServer} from './lib/formsServer';
import {startTestPostgres, type TestPostgres} from './lib/postgres';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram & {total: number};
  latency: Histogram;
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

// autocannon ships no types; this is the slice of its API used here.
const autocannon = createRequire(__filename)('autocannon') as Autocannon;

const projectDir = join(__dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const buildDir = process.env.BUILD_DIR ?? join(projectDir, 'build');

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = process.argv[index + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}

const storeOption = option('store', 'sqlite');
if (!['sqlite', 'postgres', 'both'].includes(storeOption)) throw new Error('--store must be sqlite, postgres or both');
const instances = Number(option('instances', '1'));
if (!Number.isInteger(instances) || instances < 1) throw new Error('--instances must be a whole number of at least 1');
if (instances > 1 && storeOption === 'sqlite')
  throw new Error('--instances above 1 needs --store postgres: instances share a PostgreSQL database');

const enquiryBody = JSON.stringify({
  name: 'Asha Rao',
  phoneNumber: '+91 9876543210',
  email: 'asha@example.com',
  companyName: 'Example Publishing',
  enquiries: 'Web Accessibility',
});

/** A careers application as the browser sends it: its fields and a 100 KB PDF resume, one multipart body. */
const uploadBoundary = 'bench-upload-boundary';
const uploadBody = Buffer.concat([
  Buffer.from(
    Object.entries({name: 'Ravi Kumar', email: 'ravi@example.com', phoneNumber: '+91 9123456780', position: 'Fresher'})
      .map(([name, value]) => `--${uploadBoundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') +
      `--${uploadBoundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  ),
  // The server recognises a PDF by its first bytes; the rest stands for the document.
  Buffer.from('%PDF-1.4\n'),
  Buffer.alloc(100 * 1024, 0x20),
  Buffer.from(`\n%%EOF\n\r\n--${uploadBoundary}--\r\n`),
]);

/** Runs one autocannon per server at once, the connections shared out, and merges the figures. */
async function loadAll(servers: readonly RunningServer[], path: string, options: Record<string, unknown>): Promise<AutocannonResult> {
  const share = Math.max(1, Math.round(connections / servers.length));
  const results = await Promise.all(
    servers.map((server) => autocannon({url: `${server.url}${path}`, connections: share, duration: seconds, ...options})),
  );
  const sum = (pick: (result: AutocannonResult) => number) => results.reduce((total, result) => total + pick(result), 0);
  return {
    requests: {
      average: sum((result) => result.requests.average),
      p50: sum((result) => result.requests.p50),
      p99: sum((result) => result.requests.p99),
      total: sum((result) => result.requests.total),
    },
    // The slowest instance's percentiles: an upper bound of the merged ones.
    latency: {
      average: Math.max(...results.map((result) => result.latency.average)),
      p50: Math.max(...results.map((result) => result.latency.p50)),
      p99: Math.max(...results.map((result) => result.latency.p99)),
    },
    '2xx': sum((result) => result['2xx']),
    non2xx: sum((result) => result.non2xx),
    errors: sum((result) => result.errors),
    timeouts: sum((result) => result.timeouts),
  };
}

function report(label: string, result: AutocannonResult): void {
  console.log(
    `${label.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ` +
      `(${result.requests.total} requests, ${result['2xx']} 2xx, ${result.non2xx} other, ${result.errors} errors)`,
  );
}

/** One store's run: its servers, the submissions, then (with a build) the static files. */
async function benchStore(store: 'sqlite' | 'postgres', withBuild: boolean): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trendsoft-bench-'));
  let postgres: TestPostgres | undefined;
  const servers: RunningServer[] = [];
  try {
    let databaseUrl: string | undefined;
    if (store === 'postgres') {
      databaseUrl = process.env.DATABASE_URL;
      if (!databaseUrl) {
        postgres = await startTestPostgres({durable: true});
        databaseUrl = postgres.url;
      }
    }
    const count = store === 'postgres' ? instances : 1;
    // The budget raised too: the run uploads far more than one visitor's day (D105).
    const env = {RATE_LIMIT_MAX: '100000000', UPLOAD_CLIENT_BUDGET_BYTES: String(2 ** 50), DATABASE_URL: databaseUrl ?? ''};
    // The first creates the schema; the others start together, as a deployment would.
    servers.push(await startFormsServer({buildDir: effectiveBuildDir(withBuild), dataDir, env}));
    servers.push(
      ...(await Promise.all(
        Array.from({length: count - 1}, () => startFormsServer({buildDir: effectiveBuildDir(withBuild), dataDir, env})),
      )),
    );
    console.log(`\n${store}: ${count} instance(s), ${connections} connections, ${seconds} s per run, loopback`);
    const storedBefore = (await exportRows({dataDir, databaseUrl}, 'enquiries')).length;
    const contact = await loadAll(servers, '/api/googleSheet-contact-form', {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: enquiryBody,
    });
    report(`POST /api/googleSheet-contact-form`, contact);
    const stored = (await exportRows({dataDir, databaseUrl}, 'enquiries')).length - storedBefore;
    console.log(
      `${store}, ${count} instance(s): ${(stored / seconds).toFixed(0)} submissions stored per second, p99 ${contact.latency.p99} ms (${stored} stored, ${contact['2xx']} answered 2xx)`,
    );
    const uploadsBefore = (await exportRows({dataDir, databaseUrl}, 'applications')).length;
    const uploads = await loadAll(servers, '/api/careers-form', {
      method: 'POST',
      headers: {'content-type': `multipart/form-data; boundary=${uploadBoundary}`},
      body: uploadBody,
    });
    report('POST /api/careers-form (100 KB)', uploads);
    const uploaded = (await exportRows({dataDir, databaseUrl}, 'applications')).length - uploadsBefore;
    console.log(
      `${store}, ${count} instance(s): ${(uploaded / seconds).toFixed(0)} uploads stored per second, p99 ${uploads.latency.p99} ms (${uploaded} stored, ${uploads['2xx']} answered 2xx)`,
    );
    if (!withBuild) return;
    // Static files are sent as the build compressed them (scripts/precompress.ts).
    const page = await loadAll(servers, '/TrendSoft/ContactUs', {headers: {'accept-encoding': 'br, gzip'}});
    report('GET /TrendSoft/ContactUs (br)', page);
    // The script every page loads (D55), not the client app's, which none does.
    const islandsScript = readdirSync(join(buildDir, 'assets', 'js')).find((name) => /^islands\.[0-9a-f]+\.js$/.test(name));
    if (!islandsScript) throw new Error('No islands.<hash>.js in the build');
    const asset = await loadAll(servers, `/assets/js/${islandsScript}`, {headers: {'accept-encoding': 'br, gzip'}});
    report(`GET /assets/js/${islandsScript} (br)`, asset);
    const assetTarget = 1000;
    console.log(`\nhashed asset: ${asset.requests.average.toFixed(0)} req/s (target ≥ ${assetTarget} on loopback)`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await postgres?.stop();
    rmSync(dataDir, {recursive: true, force: true});
  }
}

/** Without a build the server still starts (it serves no pages): an empty folder stands in. */
let emptyBuildDir: string | undefined;
function effectiveBuildDir(withBuild: boolean): string {
  if (withBuild) return buildDir;
  emptyBuildDir ??= mkdtempSync(join(tmpdir(), 'trendsoft-bench-nobuild-'));
  return emptyBuildDir;
}

async function main(): Promise<void> {
  const withBuild = existsSync(join(buildDir, 'index.html'));
  if (!withBuild)
    console.log(`No build in ${buildDir}: measuring the forms API only (\`npm run build\` first for the page and asset figures).`);
  try {
    for (const store of storeOption === 'both' ? (['sqlite', 'postgres'] as const) : [storeOption as 'sqlite' | 'postgres']) {
      await benchStore(store, withBuild);
    }
  } finally {
    if (emptyBuildDir) rmSync(emptyBuildDir, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
