import {existsSync, readFileSync, rmSync} from 'node:fs';
import {request as httpRequest} from 'node:http';
import {join} from 'node:path';
import Database from 'better-sqlite3';
import {databaseFileName} from '../../server/storage/sqlite';
import {fixtureBuild, pdfBytes, postApplication, postJson, queryStore, tempDir, testDatabaseUrl, testStore, validEnquiry} from './helpers';
import {spawnServer} from './process';

jest.setTimeout(60_000);

let dataDir: string;
let buildDir: string;
/** DATABASE_URL in the PostgreSQL run: the same database after a restart. */
let storeEnv: Record<string, string>;
let databaseUrl: string | undefined;
beforeEach(async () => {
  dataDir = tempDir('crash');
  buildDir = await fixtureBuild();
  databaseUrl = testStore === 'postgres' ? await testDatabaseUrl(dataDir) : undefined;
  storeEnv = databaseUrl ? {DATABASE_URL: databaseUrl} : {};
});
const rows = <T>(sql: string, ...params: unknown[]) => queryStore<T>(dataDir, databaseUrl, sql, params);
afterEach(() => {
  rmSync(dataDir, {recursive: true, force: true});
  rmSync(buildDir, {recursive: true, force: true});
});

test('a server killed with SIGKILL in the middle of a burst loses no submission it answered 2xx', async () => {
  const server = await spawnServer({DATA_DIR: dataDir, BUILD_DIR: buildDir, RATE_LIMIT_MAX: '100000', ...storeEnv});
  const answered = {enquiries: [] as string[], applications: [] as string[], signups: [] as string[]};
  let failedInFlight = 0;
  let killed = false;
  let sequence = 0;

  // One submission of a kind chosen by its number; records it only when answered 2xx.
  const submit = async (): Promise<void> => {
    const number = (sequence += 1);
    try {
      if (number % 5 === 0) {
        const response = await postApplication(`${server.url}/api/careers-form`, {
          name: 'cv.pdf',
          type: 'application/pdf',
          bytes: pdfBytes,
        });
        if (response.ok) answered.applications.push(((await response.json()) as {id: string}).id);
      } else if (number % 5 === 1) {
        const email = `reader${number}@example.com`;
        const response = await postJson(`${server.url}/api/newsletter-signup`, {email});
        if (response.ok) answered.signups.push(email);
      } else {
        const response = await postJson(`${server.url}/api/googleSheet-contact-form`, {...validEnquiry, companyName: `Burst ${number}`});
        if (response.ok) answered.enquiries.push(((await response.json()) as {id: string}).id);
      }
    } catch {
      failedInFlight += 1;
    }
  };
  const totalAnswered = () => answered.enquiries.length + answered.applications.length + answered.signups.length;

  // Twelve clients submit back to back; the server is killed once 60 answers are in.
  const clients = Array.from({length: 12}, async () => {
    while (!killed) {
      await submit();
      if (!killed && totalAnswered() >= 60) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    }
  });
  await Promise.all(clients);
  const {signal} = await server.exited;
  expect(signal).toBe('SIGKILL');
  expect(totalAnswered()).toBeGreaterThanOrEqual(60);
  // The kill really came mid-burst: requests were still in flight.
  expect(failedInFlight).toBeGreaterThan(0);

  // A restart recovers the write-ahead log; every answered submission is there.
  const restarted = await spawnServer({DATA_DIR: dataDir, BUILD_DIR: buildDir, ...storeEnv});
  try {
    expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
    if (testStore === 'sqlite') {
      const db = new Database(join(dataDir, databaseFileName), {readonly: true});
      expect(db.pragma('integrity_check', {simple: true})).toBe('ok');
      db.close();
    }
    const enquiries = new Set(rows<{reference: string}>('SELECT reference FROM enquiries').map((row) => row.reference));
    const signups = new Set(rows<{email: string}>('SELECT email FROM signups').map((row) => row.email));
    const applications = rows<{reference: string; resume_file: string}>('SELECT reference, resume_file FROM applications');
    expect(answered.enquiries.filter((id) => !enquiries.has(id))).toEqual([]);
    expect(answered.signups.filter((email) => !signups.has(email))).toEqual([]);
    const storedApplications = new Map(applications.map((row) => [row.reference, row.resume_file]));
    expect(answered.applications.filter((id) => !storedApplications.has(id))).toEqual([]);
    for (const id of answered.applications) {
      const file = join(dataDir, 'resumes', storedApplications.get(id)!);
      expect(existsSync(file) && readFileSync(file).equals(pdfBytes)).toBe(true);
    }
  } finally {
    restarted.child.kill('SIGTERM');
    await restarted.exited;
  }
});

/** Starts a multipart application whose body is sent in two halves; returns a way to send the rest and read the answer. */
function slowApplication(url: string): {finish: () => Promise<{status: number; body: string}>} {
  const boundary = 'trendsoft-boundary';
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('name', 'Ravi Kumar') +
      field('email', 'ravi@example.com') +
      field('phoneNumber', '+91 9123456780') +
      field('position', 'Fresher') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.concat([pdfBytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const {hostname, port} = new URL(url);
  const req = httpRequest({
    hostname,
    port,
    method: 'POST',
    path: '/api/careers-form',
    headers: {'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + tail.length},
  });
  const answer = new Promise<{status: number; body: string}>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({status: res.statusCode ?? 0, body}));
    });
    req.on('error', reject);
  });
  req.write(head);
  return {
    finish: () => {
      req.end(tail);
      return answer;
    },
  };
}

test('SIGTERM finishes the request in flight, closes the database cleanly and exits 0', async () => {
  const server = await spawnServer({DATA_DIR: dataDir, BUILD_DIR: buildDir, ...storeEnv});
  expect((await postJson(`${server.url}/api/googleSheet-contact-form`, validEnquiry)).status).toBe(200);
  const upload = slowApplication(server.url);
  // Let the first half reach the server before it is told to stop.
  await new Promise((resolve) => setTimeout(resolve, 300));
  server.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const answer = await upload.finish();
  expect(answer.status).toBe(200);
  const {id} = JSON.parse(answer.body) as {id: string};
  expect(await server.exited).toEqual({code: 0, signal: null});
  // A clean close checkpoints SQLite's write-ahead log into the database file and removes it.
  if (testStore === 'sqlite') expect(existsSync(join(dataDir, `${databaseFileName}-wal`))).toBe(false);
  expect(rows('SELECT count(*) AS n FROM enquiries')).toEqual([{n: 1}]);
  expect(rows('SELECT count(*) AS n FROM applications WHERE reference = ?', id)).toEqual([{n: 1}]);
});
