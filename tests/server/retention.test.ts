import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {loadConfig} from '../../server/config';
import {
  filesUnder,
  pdfBytes,
  postApplication,
  postSmallQuote,
  referenceOf,
  startServer,
  submitEnquiry,
  validApplication,
  validEnquiry,
  waitFor,
  type RunningServer,
} from './helpers';
import {runScript} from './process';

jest.setTimeout(60_000);

// Issue 28 item 1 (D39): what the Privacy Policy's §3 promises, kept by the
// server on either store. Periods are shortened to days and rows made older
// by hand, as time would.

const retentionEnv = {
  RETENTION_ENQUIRIES_DAYS: '1',
  RETENTION_QUOTES_DAYS: '3',
  RETENTION_APPLICATIONS_DAYS: '1',
  RETENTION_KEPT_APPLICATIONS_DAYS: '5',
};

const dayMs = 24 * 60 * 60_000;

/** Makes a submission `days` old, as if it had been sent then. */
function age(server: RunningServer, table: string, reference: string, days: number): void {
  const createdAt = new Date(Date.now() - days * dayMs).toISOString();
  server.exec(`UPDATE ${table} SET created_at = '${createdAt}' WHERE reference = '${reference}'`);
}

interface Stored {
  enquiries: string[];
  applications: string[];
  quotes: string[];
  quoteFiles: string[];
  outbox: string[];
  resumes: string[];
}

function stored(server: RunningServer): Stored {
  const column = (sql: string) => server.query<{value: string}>(sql).map((row) => row.value);
  return {
    enquiries: column('SELECT reference AS value FROM enquiries ORDER BY reference'),
    applications: column('SELECT reference AS value FROM applications ORDER BY reference'),
    quotes: column('SELECT reference AS value FROM quotes ORDER BY reference'),
    quoteFiles: column('SELECT stored_file AS value FROM quote_files ORDER BY stored_file'),
    outbox: column('SELECT reference AS value FROM outbox ORDER BY reference'),
    resumes: column('SELECT resume_file AS value FROM applications ORDER BY resume_file'),
  };
}

/** Two of everything, one of each past its period: what the sweep must remove, and what it must leave. */
async function seed(server: RunningServer) {
  const oldEnquiry = (await submitEnquiry(server.url, {...validEnquiry, email: 'old@example.com'})).reference;
  const newEnquiry = (await submitEnquiry(server.url, {...validEnquiry, email: 'new@example.com'})).reference;
  const resume = {name: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes};
  const applicationsUrl = `${server.url}/api/careers-form`;
  const oldApplication = await referenceOf(await postApplication(applicationsUrl, resume, {...validApplication, email: 'old@example.com'}));
  const keptApplication = await referenceOf(
    await postApplication(applicationsUrl, resume, {...validApplication, email: 'kept@example.com', keepForFutureOpenings: 'yes'}),
  );
  const newApplication = await referenceOf(await postApplication(applicationsUrl, resume, validApplication));
  const oldQuote = await referenceOf(await postSmallQuote(server.url, 'old@example.com'));
  const newQuote = await referenceOf(await postSmallQuote(server.url, 'new@example.com'));
  // Past the period: enquiries 1 day, applications 1 day, quotes 3 days.
  age(server, 'enquiries', oldEnquiry, 1.5);
  age(server, 'applications', oldApplication, 1.5);
  age(server, 'quotes', oldQuote, 3.5);
  // Within their period: a kept application (5 days), a quote (3 days).
  age(server, 'applications', keptApplication, 4);
  age(server, 'quotes', newQuote, 2);
  const before = stored(server);
  const filesOf = (reference: string) =>
    server
      .query<{stored_file: string}>(
        'SELECT stored_file FROM quote_files WHERE quote_id = (SELECT id FROM quotes WHERE reference = ?)',
        reference,
      )
      .map((row) => row.stored_file);
  const resumeOf = (reference: string) =>
    server.query<{resume_file: string}>('SELECT resume_file FROM applications WHERE reference = ?', reference)[0]!.resume_file;
  return {
    before,
    expired: {
      enquiries: [oldEnquiry],
      applications: [oldApplication],
      quotes: [oldQuote],
      quoteFiles: filesOf(oldQuote),
      resumes: [resumeOf(oldApplication)],
    },
    kept: {
      enquiries: [newEnquiry],
      applications: [keptApplication, newApplication],
      quotes: [newQuote],
      quoteFiles: filesOf(newQuote),
      resumes: [resumeOf(keptApplication), resumeOf(newApplication)],
    },
  };
}

function without(values: string[], removed: string[]): string[] {
  return values.filter((value) => !removed.includes(value));
}

function expectSweptExactly(server: RunningServer, seeded: Awaited<ReturnType<typeof seed>>): void {
  const {before, expired, kept} = seeded;
  const after = stored(server);
  expect(after.enquiries).toEqual(without(before.enquiries, expired.enquiries));
  expect(after.applications).toEqual(without(before.applications, expired.applications));
  expect(after.quotes).toEqual(without(before.quotes, expired.quotes));
  expect(after.quoteFiles).toEqual(without(before.quoteFiles, expired.quoteFiles));
  // Each removed submission's e-mail went with it; the others' stayed.
  const removedReferences = [...expired.enquiries, ...expired.applications, ...expired.quotes];
  expect(after.outbox).toEqual(without(before.outbox, removedReferences));
  expect(before.outbox).toEqual(expect.arrayContaining(removedReferences));
  // Files on disk: the expired ones gone, the kept ones there.
  for (const name of expired.resumes) expect(existsSync(join(server.dataDir, 'resumes', name))).toBe(false);
  for (const name of expired.quoteFiles) expect(existsSync(join(server.dataDir, 'quotes', name))).toBe(false);
  for (const name of kept.resumes) expect(existsSync(join(server.dataDir, 'resumes', name))).toBe(true);
  for (const name of kept.quoteFiles) expect(existsSync(join(server.dataDir, 'quotes', name))).toBe(true);
}

describe('retention (Privacy Policy §3)', () => {
  test('npm run forms:retention removes exactly the expired rows, their files and e-mails, and prints counts only', async () => {
    const server = await startServer(retentionEnv);
    try {
      const seeded = await seed(server);
      expect(seeded.expired.quoteFiles).toHaveLength(2);
      const {code, stdout, stderr} = await runScript('server/retention.ts', [], {...server.storeEnv, ...retentionEnv});
      expect({code, stderr}).toEqual({code: 0, stderr: ''});
      expect(stdout.trim()).toBe('Removed 1 enquiries, 1 applications, 1 quotes, 2 quote_files, 0 signups, 3 outbox, 3 stored files.');
      expectSweptExactly(server, seeded);
      // Deleted means gone from the files too (issue 65): SQLite's file and its log are
      // read as they lie on disk (the PostgreSQL pass keeps no database file in DATA_DIR).
      for (const file of filesUnder(server.dataDir)) {
        const bytes = readFileSync(file).toString('latin1');
        expect({file, holdsAddress: bytes.includes('old@example.com')}).toEqual({file, holdsAddress: false});
      }
      // A second sweep finds nothing more.
      const again = await runScript('server/retention.ts', [], {...server.storeEnv, ...retentionEnv});
      expect(again.stdout).toContain('Removed 0 enquiries, 0 applications, 0 quotes, 0 quote_files, 0 signups, 0 outbox, 0 stored files.');
    } finally {
      await server.stop();
    }
  });

  test('the server sweeps by itself when it starts, and logs counts without any address', async () => {
    const first = await startServer(retentionEnv);
    const seeded = await seed(first);
    // The same data, a server started afterwards (as after a deploy or a restart).
    await first.app.close();
    const logLines: string[] = [];
    const second = await startServer(
      {...retentionEnv, DATA_DIR: first.dataDir, ...(first.databaseUrl ? {DATABASE_URL: first.databaseUrl} : {})},
      {logLines},
    );
    try {
      const sweepLine = () => logLines.find((line) => line.includes('retention: removed'));
      await waitFor(() => sweepLine() !== undefined);
      expect((JSON.parse(sweepLine()!) as {msg: string}).msg).toBe(
        'retention: removed 1 enquiries, 1 applications, 1 quotes, 2 quote_files, 0 signups, 3 outbox, 3 stored files',
      );
      expect(logLines.join('\n')).not.toMatch(/@example\.com/);
      expectSweptExactly(second, seeded);
    } finally {
      await second.stop();
      await first.stop();
    }
  });

  test('the careers form stores the "keep for future openings" box; unticked is stored as not kept', async () => {
    const server = await startServer();
    try {
      const resume = {name: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes};
      const url = `${server.url}/api/careers-form`;
      const kept = await referenceOf(await postApplication(url, resume, {...validApplication, keepForFutureOpenings: 'yes'}));
      const notKept = await referenceOf(await postApplication(url, resume, {...validApplication, email: 'other@example.com'}));
      const keep = (reference: string) =>
        server.query<{keep: string}>('SELECT keep_for_future_openings AS keep FROM applications WHERE reference = ?', reference)[0]?.keep;
      expect([keep(kept), keep(notKept)]).toEqual(['yes', '']);
      const mail = server.query<{body: string}>('SELECT body_text AS body FROM outbox WHERE reference = ?', kept)[0]!.body;
      expect(mail).toContain('Keep for future openings: yes');

      const refused = await postApplication(url, resume, {
        ...validApplication,
        email: 'third@example.com',
        keepForFutureOpenings: 'forever',
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({fields: {keepForFutureOpenings: 'Tick the box or leave it empty'}});
      expect(server.query('SELECT id FROM applications')).toHaveLength(2);
    } finally {
      await server.stop();
    }
  });
});

describe('retention settings', () => {
  test('default to the Privacy Policy periods and refuse a kept period shorter than the normal one', () => {
    expect(loadConfig({}).retention).toEqual({
      enquiries: 730,
      quotes: 730,
      applications: 365,
      keptApplications: 730,
      unconfirmedSignups: 7,
    });
    expect(() => loadConfig({RETENTION_APPLICATIONS_DAYS: '400', RETENTION_KEPT_APPLICATIONS_DAYS: '300'})).toThrow(
      'RETENTION_KEPT_APPLICATIONS_DAYS must be at least RETENTION_APPLICATIONS_DAYS',
    );
    expect(() => loadConfig({RETENTION_QUOTES_DAYS: '0'})).toThrow('RETENTION_QUOTES_DAYS must be an integer of at least 1, got "0"');
    expect(() => loadConfig({RETENTION_ENQUIRIES_DAYS: 'two years'})).toThrow('RETENTION_ENQUIRIES_DAYS must be an integer');
    expect(() => loadConfig({SITE_URL: 'www.trendsoft.example'})).toThrow("SITE_URL must be the site's http(s) origin");
    expect(loadConfig({SITE_URL: 'https://www.trendsoft.example/'}).siteUrl).toBe('https://www.trendsoft.example');
  });
});
