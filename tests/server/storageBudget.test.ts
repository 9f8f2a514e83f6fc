import {execFileSync} from 'node:child_process';
import {rmSync, statfsSync} from 'node:fs';
import {request as httpRequest} from 'node:http';
import type {AddressInfo} from 'node:net';
import {join} from 'node:path';
import {loadConfig} from '../../server/config';
import {ruleMessages} from '../../src/forms/rules';
import {
  pdfBytes,
  postApplication,
  postJson,
  postSmallQuote,
  startServer,
  submitEnquiry,
  tempDir,
  validApplication,
  waitFor,
  type RunningServer,
} from './helpers';

jest.setTimeout(120_000);

// Issue 65 item 1 (D105): one valid quote request stored 50 MB in 0.38 s, so one address
// could fill the disk, and a full disk took every form down (health 503, forms 500).

const megabyte = 1024 * 1024;

/** The Prometheus samples of the server's metrics port, by name with labels. */
async function scrape(server: RunningServer): Promise<Map<string, number>> {
  const {port} = server.metricsServer()!.address() as AddressInfo;
  const samples = new Map<string, number>();
  for (const line of (await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()).split('\n')) {
    const match = /^([a-z_]+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (match) samples.set(match[1]!, Number(match[2]));
  }
  return samples;
}

/**
 * A quote request whose one file never ends: multipart sent chunked, a megabyte at a time,
 * up to `maxBytes`, until the server answers. Returns the answer and the bytes sent by then.
 */
function flood(
  url: string,
  from: string,
  maxBytes: number,
): Promise<{status: number; headers: Record<string, string | string[] | undefined>; body: string; sent: number}> {
  const boundary = 'flood-boundary';
  const {hostname, port} = new URL(url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest(
      {
        hostname,
        port,
        path: '/api/quote-request',
        method: 'POST',
        headers: {'content-type': `multipart/form-data; boundary=${boundary}`, 'x-forwarded-for': from},
      },
      (response) => {
        answered = true;
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          resolve({status: response.statusCode ?? 0, headers: response.headers, body, sent});
          request.destroy();
        });
      },
    );
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(megabyte, 0x20);
    const write = () => {
      while (!answered && sent < maxBytes) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', write);
          return;
        }
      }
      if (!answered) request.end();
    };
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    request.write(pdfBytes);
    write();
  });
}

test('a 1 GB flood from one address stops at its budget; another client’s enquiry and upload succeed meanwhile', async () => {
  const server = await startServer({TRUST_PROXY: '1', UPLOAD_CLIENT_BUDGET_BYTES: String(20 * megabyte), METRICS_PORT: '0'});
  try {
    const flooder = '203.0.113.7';
    const flooded = await flood(server.url, flooder, 1024 * megabyte);
    expect(flooded.status).toBe(429);
    expect(flooded.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // Refused at its budget (20 MB), and the rest read at most as far as any refused body (64 MB).
    expect(flooded.sent).toBeLessThan(100 * megabyte);
    // Nothing of it stays on disk.
    expect(server.query('SELECT id FROM quote_files')).toHaveLength(0);

    // The same address's next upload is refused before a byte of it is read.
    const again = await fetch(`${server.url}/api/careers-form`, {
      method: 'POST',
      headers: {'x-forwarded-for': flooder},
      body: (() => {
        const form = new FormData();
        for (const [key, value] of Object.entries(validApplication)) form.append(key, value);
        form.append('file', new Blob([new Uint8Array(pdfBytes)], {type: 'application/pdf'}), 'cv.pdf');
        return form;
      })(),
    });
    expect(again.status).toBe(429);
    expect(again.headers.get('cache-control')).toBe('no-store');

    // Another client: its enquiry and its upload go through.
    const other = {'x-forwarded-for': '198.51.100.20'};
    expect(
      (
        await postJson(
          `${server.url}/api/googleSheet-contact-form`,
          {...validApplication, companyName: 'Other Ltd', enquiries: 'Document Accessibility'},
          other,
        )
      ).status,
    ).toBe(200);
    const upload = await postApplication(
      `${server.url}/api/careers-form`,
      {name: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes},
      validApplication,
      other,
    );
    expect(upload.status).toBe(200);

    const samples = await scrape(server);
    expect(samples.get('trendsoft_upload_refusals_total{reason="client_budget"}')).toBe(2);
    expect(samples.get('trendsoft_upload_stored_bytes')).toBeGreaterThan(0);
    expect(samples.get('trendsoft_disk_free_bytes')).toBeGreaterThan(0);
  } finally {
    await server.stop();
  }
});

test('two instances on one database count one budget: a client’s uploads through both together stop at it (D112)', async () => {
  // On PostgreSQL two instances on one database, on SQLite two on one DATA_DIR: the count is the database's.
  const dataDir = tempDir('shared-budget');
  const resume = Buffer.alloc(100 * 1024, 0x20);
  pdfBytes.copy(resume);
  // Three resumes and their forms' fields fit, a fourth does not.
  const env = {DATA_DIR: dataDir, TRUST_PROXY: '1', UPLOAD_CLIENT_BUDGET_BYTES: String(350 * 1024)};
  const first = await startServer(env);
  const second = await startServer({...env, BUILD_DIR: first.buildDir});
  try {
    const client = {'x-forwarded-for': '203.0.113.9'};
    const answers: Response[] = [];
    for (const server of [first, second, first, second, first]) {
      answers.push(
        await postApplication(
          `${server.url}/api/careers-form`,
          {name: 'cv.pdf', type: 'application/pdf', bytes: resume},
          {...validApplication, email: `applicant${answers.length}@example.com`},
          client,
        ),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429]);
    for (const refused of answers.slice(3)) expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(first.query('SELECT id FROM applications')).toHaveLength(3);
    // What each request reserved beyond its file (its declared length counted the fields) was given back.
    await waitFor(() => first.query<{bytes: number}>('SELECT bytes FROM upload_budgets')[0]?.bytes === 3 * resume.length);
    // Another address still has its own budget, on either instance.
    const other = await postApplication(
      `${second.url}/api/careers-form`,
      {name: 'cv.pdf', type: 'application/pdf', bytes: resume},
      {...validApplication, email: 'other@example.com'},
      {'x-forwarded-for': '198.51.100.21'},
    );
    expect(other.status).toBe(200);
    // Only a hash of each address is kept.
    for (const row of first.query<{client_hash: string}>('SELECT client_hash FROM upload_budgets'))
      expect(row.client_hash).toMatch(/^[0-9a-f]{64}$/);
  } finally {
    await first.stop();
    await second.stop();
    rmSync(dataDir, {recursive: true, force: true});
    rmSync(first.buildDir, {recursive: true, force: true});
  }
});

describe('on a small disk', () => {
  let mountPoint: string;
  beforeAll(() => {
    // A 48 MB file system of the test's own: the disk that fills is this one.
    mountPoint = tempDir('small-disk');
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=48m,mode=0700', 'tmpfs', mountPoint]);
  });
  afterAll(() => {
    execFileSync('umount', [mountPoint]);
  });

  test('health turns degraded, never 503, before the disk is full; uploads then get 507 while enquiries and sign-ups still work', async () => {
    const dataDir = join(mountPoint, 'data');
    const server = await startServer({DATA_DIR: dataDir, UPLOAD_MIN_FREE_BYTES: String(12 * megabyte), METRICS_PORT: '0'});
    try {
      const resume = Buffer.alloc(4 * megabyte, 0x20);
      pdfBytes.copy(resume);
      const healths: {status: number; body: {status: string; reason?: string; uploads?: string}}[] = [];
      const uploads: number[] = [];
      let refused: Response | undefined;
      for (let index = 0; index < 20 && !refused; index += 1) {
        const health = await fetch(`${server.url}/api/health`);
        healths.push({status: health.status, body: (await health.json()) as {status: string}});
        const answer = await postApplication(
          `${server.url}/api/careers-form`,
          {name: 'cv.pdf', type: 'application/pdf', bytes: resume},
          {
            ...validApplication,
            email: `applicant${index}@example.com`,
          },
        );
        uploads.push(answer.status);
        if (answer.status !== 200) refused = answer;
      }
      // Uploads were taken until the free space neared the threshold, then refused with 507.
      expect(uploads.slice(0, -1).every((status) => status === 200)).toBe(true);
      expect(uploads.length).toBeGreaterThan(3);
      expect(refused?.status).toBe(507);
      const refusal = (await refused!.json()) as {error: string; fields: Record<string, string>};
      // On the careers form's own file field, in the words the form translates (ruleMessages.uploadsPaused).
      expect(refusal.fields).toEqual({file: ruleMessages.uploadsPaused});
      // Health: 200 throughout, degraded (with its reason) before the first refusal.
      expect(healths.every((health) => health.status === 200)).toBe(true);
      const firstDegraded = healths.findIndex((health) => health.body.status === 'degraded');
      expect(firstDegraded).toBeGreaterThan(0);
      expect(firstDegraded).toBeLessThan(healths.length);
      expect(healths[firstDegraded]!.body.reason).toMatch(/free space/);

      // Forms without files keep working in the space left.
      expect((await submitEnquiry(server.url)).first).toBe(200);
      expect((await postJson(`${server.url}/api/newsletter-signup`, {email: 'reader@example.com'})).status).toBe(200);
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      // Degraded, not paused: a file that still leaves UPLOAD_MIN_FREE_BYTES free would be taken.
      expect(await health.json()).toMatchObject({status: 'degraded', reason: expect.stringMatching(/free space/)});
      // A small quote request still fits above the threshold, and is taken.
      expect((await postSmallQuote(server.url, 'small@example.com')).status).toBe(200);
      const samples = await scrape(server);
      expect(samples.get('trendsoft_upload_refusals_total{reason="storage"}')).toBe(1);
      // The disk never filled.
      const disk = statfsSync(mountPoint);
      expect(disk.bavail * disk.bsize).toBeGreaterThan(4 * megabyte);
    } finally {
      await server.stop();
    }
  });
});

test('the budget’s limits are settings, with defaults for a small company', () => {
  expect(loadConfig({}).uploads).toEqual({
    clientBudgetBytes: 150 * megabyte,
    clientWindowMs: 24 * 3600_000,
    storageMaxBytes: 20 * 1024 * megabyte,
    minFreeBytes: 1024 * megabyte,
  });
  expect(loadConfig({UPLOAD_STORAGE_MAX_BYTES: '1000', UPLOAD_MIN_FREE_BYTES: '0'}).uploads).toMatchObject({
    storageMaxBytes: 1000,
    minFreeBytes: 0,
  });
  expect(() => loadConfig({UPLOAD_CLIENT_BUDGET_BYTES: '0'})).toThrow(/^UPLOAD_CLIENT_BUDGET_BYTES must be an integer of at least 1/);
});

test('stored uploads past UPLOAD_STORAGE_MAX_BYTES pause uploads (507) while the disk has room', async () => {
  const server = await startServer({UPLOAD_STORAGE_MAX_BYTES: String(pdfBytes.length * 2)});
  try {
    const post = (email: string) =>
      postApplication(
        `${server.url}/api/careers-form`,
        {name: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes},
        {...validApplication, email},
      );
    expect((await post('one@example.com')).status).toBe(200);
    expect((await post('two@example.com')).status).toBe(200);
    expect((await post('three@example.com')).status).toBe(507);
    expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({status: 'degraded', uploads: 'paused'});
  } finally {
    await server.stop();
  }
});
