import {request as httpRequest} from 'node:http';
import {fixtureBuild, startServer, tempDir, validEnquiry, type RunningServer} from './helpers';
import {spawnServer} from './process';

// Issue 12: every request gets a correct status in the site's JSON error shape;
// a client's mistake is never a 500.

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

/** A raw request that sends the path exactly as written (fetch would normalise or refuse it). */
function send(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const {hostname, port} = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({hostname, port, path, method, headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers as Record<string, string>,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function expectErrorShape(answer: Answer, status: number, error: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toContain('application/json');
  expect(JSON.parse(answer.body)).toEqual({error, fields: {}});
}

test("an unsatisfiable or malformed Range answers 416 in the site's error shape, never 500", async () => {
  expectErrorShape(await send('GET', '/About', {range: 'bytes=99999999-'}), 416, 'Range not satisfiable');
  expectErrorShape(await send('GET', '/img/logo.svg', {range: 'bytes=99999999-100000000'}), 416, 'Range not satisfiable');
  // RFC 9110 §14.2 lets a server ignore or reject an invalid ranges-specifier; send rejects it.
  expectErrorShape(await send('GET', '/About', {range: 'bytes=abc'}), 416, 'Range not satisfiable');
  const satisfiable = await send('GET', '/img/logo.svg', {range: 'bytes=0-9'});
  expect(satisfiable.status).toBe(206);
  expect(satisfiable.body).toHaveLength(10);
});

test('failed If-Match and If-Unmodified-Since preconditions answer 412', async () => {
  expectErrorShape(await send('GET', '/About', {'if-match': '"not-the-etag"'}), 412, 'Precondition failed');
  expectErrorShape(await send('GET', '/About', {'if-unmodified-since': 'Mon, 01 Jan 2001 00:00:00 GMT'}), 412, 'Precondition failed');
});

test('a wrong method answers 405 with Allow, on pages and on API routes', async () => {
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const page = await send(method, '/TrendSoft/ContactUs');
    expectErrorShape(page, 405, 'Method not allowed');
    expect(page.headers.allow).toBe('GET, HEAD');
  }
  const form = await send('GET', '/api/contact-form');
  expectErrorShape(form, 405, 'Method not allowed');
  expect(form.headers.allow).toBe('POST');
  const health = await send('POST', '/api/health');
  expectErrorShape(health, 405, 'Method not allowed');
  expect(health.headers.allow).toBe('GET, HEAD');
  expectErrorShape(await send('GET', '/api/no-such-form'), 404, 'Not found');
});

test('a URL that cannot be decoded answers 400 in the site’s error shape', async () => {
  expectErrorShape(await send('GET', '/%ff'), 400, 'The request could not be read');
  expectErrorShape(await send('GET', '/api/%ff'), 400, 'The request could not be read');
});

test('JSON answers carry the strictest policy, not the page policy with its script hashes', async () => {
  const health = await send('GET', '/api/health');
  expect(health.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  const page = await send('GET', '/About');
  expect(page.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
});

// Issue 42: the server answered 413 and closed the connection while the client was still
// sending, so a browser saw the connection reset (EPIPE) instead of the answer. A server of
// its own process, as in production: in the test's own process the race hardly shows.
test('a body too large is answered 413 in a way the client reads: JSON of 10, 20 and 60 MB, five times each', async () => {
  const spawned = await spawnServer({DATA_DIR: tempDir('too-large'), BUILD_DIR: await fixtureBuild(), RATE_LIMIT_MAX: '1000'});
  const outcomes: string[] = [];
  try {
    for (const megabytes of [10, 20, 60]) {
      const body = JSON.stringify({...validEnquiry, companyName: 'x'.repeat(megabytes * 1024 * 1024)});
      for (let attempt = 0; attempt < 5; attempt += 1) {
        try {
          const response = await fetch(`${spawned.url}/api/googleSheet-contact-form`, {
            method: 'POST',
            headers: {'content-type': 'application/json'},
            body,
          });
          const answer = (await response.json()) as {error?: string};
          outcomes.push(`${megabytes} MB: ${response.status} ${answer.error}`);
        } catch (error) {
          outcomes.push(`${megabytes} MB: ${(error as {cause?: {code?: string}}).cause?.code ?? String(error)}`);
        }
      }
    }
  } finally {
    spawned.child.kill('SIGTERM');
    await spawned.exited;
  }
  expect(outcomes).toEqual(
    [10, 20, 60].flatMap((megabytes) => Array<string>(5).fill(`${megabytes} MB: 413 The request body is too large`)),
  );
}, 120_000);
