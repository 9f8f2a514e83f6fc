/**
 * `npm run bench:api`: throughput and latency of the forms server on loopback,
 * for contact submissions (stored in SQLite before each answer), a page and a
 * hashed JavaScript asset (both sent as the build precompressed them). The
 * server runs in its own process, as in production, with a temporary data
 * folder and the rate limit raised; the load generator (autocannon) runs here. Each run lasts BENCH_SECONDS (default 10).
 */
import {existsSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {startFormsServer} from './lib/formsServer';

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

function report(label: string, result: AutocannonResult): void {
  console.log(
    `${label.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ` +
      `(${result.requests.total} requests, ${result['2xx']} 2xx, ${result.non2xx} other, ${result.errors} errors)`,
  );
}

async function main(): Promise<void> {
  if (!existsSync(join(buildDir, 'index.html'))) {
    console.error(`No build in ${buildDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'trendsoft-bench-'));
  const server = await startFormsServer({buildDir, dataDir, env: {RATE_LIMIT_MAX: '100000000'}});
  try {
    console.log(`forms server on ${server.url}, ${connections} connections, ${seconds} s per run, loopback\n`);
    const contact = await autocannon({
      url: `${server.url}/api/googleSheet-contact-form`,
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({
        name: 'Asha Rao',
        phoneNumber: '+91 9876543210',
        email: 'asha@example.com',
        companyName: 'Example Publishing',
        enquiries: 'Web Accessibility',
      }),
      connections,
      duration: seconds,
    });
    report('POST /api/googleSheet-contact-form', contact);
    // Static files are sent as the build compressed them (server/precompress.ts).
    const page = await autocannon({
      url: `${server.url}/TrendSoft/ContactUs`,
      headers: {'accept-encoding': 'br, gzip'},
      connections,
      duration: seconds,
    });
    report('GET /TrendSoft/ContactUs (br)', page);
    const mainScript = readdirSync(join(buildDir, 'assets', 'js')).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
    if (!mainScript) throw new Error('No main.<hash>.js in the build');
    const asset = await autocannon({
      url: `${server.url}/assets/js/${mainScript}`,
      headers: {'accept-encoding': 'br, gzip'},
      connections,
      duration: seconds,
    });
    report(`GET /assets/js/${mainScript} (br)`, asset);
    const assetTarget = 1000;
    console.log(`\nhashed asset: ${asset.requests.average.toFixed(0)} req/s (target ≥ ${assetTarget} on loopback)`);
  } finally {
    await server.stop();
    rmSync(dataDir, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
