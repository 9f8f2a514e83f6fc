import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  pdfBytes,
  postApplication,
  postJson,
  postSmallQuote,
  referenceOf,
  startServer,
  submitEnquiry,
  tempDir,
  validApplication,
  validEnquiry,
  testStore,
  type RunningServer,
} from './helpers';
import {databaseFileName} from '../../server/storage/sqlite';
import {runScript} from './process';

jest.setTimeout(60_000);

// Issue 28 item 2 (D40): staff answer access, portability and erasure
// requests with one command each, on either store.

const address = 'asha@example.com';
const other = 'ravi@example.com';

/** One of everything for the address (some of it typed in capitals), and the same for another address. */
async function seed(server: RunningServer, email: string, shouted: string) {
  const enquiry = (await submitEnquiry(server.url, {...validEnquiry, email})).reference;
  const resume = {name: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes};
  const application = await referenceOf(
    await postApplication(`${server.url}/api/careers-form`, resume, {...validApplication, email: shouted}),
  );
  const quote = await referenceOf(await postSmallQuote(server.url, email));
  expect((await postJson(`${server.url}/api/newsletter-signup`, {email: shouted})).status).toBe(200);
  return {enquiry, application, quote};
}

/**
 * The files the store keeps its data in: SQLite's database and logs, or, on
 * PostgreSQL, the files of this database's tables, their indexes and their
 * TOAST tables, once a checkpoint has written every changed page to them.
 */
function databaseFilesOf(server: RunningServer): string[] {
  if (testStore === 'sqlite') {
    const files = readdirSync(server.dataDir).filter((name) => name.startsWith(databaseFileName));
    expect(files).toContain(databaseFileName);
    return files.map((name) => join(server.dataDir, name));
  }
  server.exec('CHECKPOINT');
  const directory = server.query<{directory: string}>("SELECT current_setting('data_directory') AS directory")[0]!.directory;
  const relations = server.query<{path: string}>(
    `SELECT pg_relation_filepath(oid) AS path FROM pg_class
     WHERE relnamespace IN ('public'::regnamespace, 'pg_toast'::regnamespace) AND relkind IN ('r', 'i', 't')`,
  );
  const files = relations.map(({path}) => join(directory, path)).filter((file) => existsSync(file));
  expect(files.length).toBeGreaterThan(10);
  return files;
}

function privacy(server: RunningServer, ...args: string[]) {
  return runScript('server/privacy.ts', args, server.storeEnv);
}

/** Everything the store and DATA_DIR hold that mentions the address, in any table or file name. */
function traces(server: RunningServer, email: string) {
  const like = `%${email.toLowerCase()}%`;
  const count = (sql: string) => server.query<{n: number}>(sql, ...Array.from({length: sql.split('?').length - 1}, () => like))[0]!.n;
  return {
    enquiries: count('SELECT count(*) AS n FROM enquiries WHERE lower(email) LIKE ?'),
    applications: count('SELECT count(*) AS n FROM applications WHERE lower(email) LIKE ?'),
    quotes: count('SELECT count(*) AS n FROM quotes WHERE lower(email) LIKE ?'),
    signups: count('SELECT count(*) AS n FROM signups WHERE lower(email) LIKE ?'),
    outbox: count('SELECT count(*) AS n FROM outbox WHERE lower(body_text) LIKE ? OR lower(reply_to) LIKE ? OR lower(to_address) LIKE ?'),
    audit: count('SELECT count(*) AS n FROM privacy_requests WHERE lower(address_hash || counts || action) LIKE ?'),
  };
}

describe('data-subject requests (npm run forms:privacy)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  test('find, export and erase cover every table and file for an address, leave no trace of it and touch no one else', async () => {
    const mine = await seed(server, address, 'Asha@Example.COM');
    const theirs = await seed(server, other, other);
    const storedFilesOf = (reference: string, email: string) => [
      ...server
        .query<{name: string}>('SELECT resume_file AS name FROM applications WHERE lower(email) = ?', email)
        .map((row) => `resumes/${row.name}`),
      ...server
        .query<{name: string}>(
          'SELECT stored_file AS name FROM quote_files WHERE quote_id = (SELECT id FROM quotes WHERE reference = ?)',
          reference,
        )
        .map((row) => `quotes/${row.name}`),
    ];
    const myFiles = storedFilesOf(mine.quote, address);
    const theirFiles = storedFilesOf(theirs.quote, other);
    expect(myFiles).toHaveLength(3);

    // Access: every row, under its table, and every file with its size.
    const found = await privacy(server, 'find', address);
    expect(found.code).toBe(0);
    expect(found.stdout).toContain(`${address}: 10 rows and 3 files held.`);
    for (const heading of ['enquiries (1):', 'applications (1):', 'quotes (1):', 'quote_files (2):', 'signups (1):', 'outbox (4):']) {
      expect(found.stdout).toContain(heading);
    }
    for (const reference of Object.values(mine)) expect(found.stdout).toContain(reference);
    for (const file of myFiles) expect(found.stdout).toContain(`${join(server.dataDir, file)} (`);
    for (const reference of Object.values(theirs)) expect(found.stdout).not.toContain(reference);

    // Portability: JSON with every record, and byte-identical copies of the files.
    const outDir = join(tempDir('privacy-export'), 'asha');
    const exported = await privacy(server, 'export', address, '--out', outDir);
    expect(exported).toMatchObject({code: 0, stdout: `10 rows and 3 files written to ${outDir}\n`});
    const document = JSON.parse(readFileSync(join(outDir, 'data.json'), 'utf8')) as {
      address: string;
      records: Record<string, {reference?: string; email?: string}[]>;
      files: {copiedTo: string}[];
    };
    expect(document.address).toBe(address);
    expect(document.records.enquiries!.map((row) => row.reference)).toEqual([mine.enquiry]);
    expect(document.records.applications!.map((row) => row.email)).toEqual(['Asha@Example.COM']);
    expect(document.records.signups).toHaveLength(1);
    expect(document.files.map((file) => file.copiedTo).sort()).toEqual(myFiles.map((file) => `files/${file}`).sort());
    for (const file of myFiles) expect(readFileSync(join(outDir, 'files', file))).toEqual(readFileSync(join(server.dataDir, file)));
    // A folder with something in it is refused rather than mixed.
    expect((await privacy(server, 'export', address, '--out', outDir)).code).toBe(1);

    // Erasure: one transaction for the rows, then the files.
    const erased = await privacy(server, 'erase', address);
    expect(erased).toMatchObject({
      code: 0,
      stdout: 'Erased 1 enquiries, 1 applications, 1 quotes, 2 quote_files, 1 signups, 4 outbox, 3 stored files.\n',
    });
    expect(traces(server, address)).toEqual({enquiries: 0, applications: 0, quotes: 0, signups: 0, outbox: 0, audit: 0});
    for (const file of myFiles) expect(existsSync(join(server.dataDir, file))).toBe(false);
    expect((await privacy(server, 'find', address)).stdout).toContain(`${address}: 0 rows and 0 files held.`);
    // Erased means deleted (issue 42): the address is not left in free pages or the
    // write-ahead log either, read from the database's files as they lie on disk.
    for (const file of databaseFilesOf(server)) {
      const bytes = readFileSync(file).toString('latin1').toLowerCase();
      expect({file, holdsAddress: bytes.includes(address)}).toEqual({file, holdsAddress: false});
    }

    // The other address is whole.
    expect(traces(server, other)).toEqual({enquiries: 1, applications: 1, quotes: 1, signups: 1, outbox: 4, audit: 0});
    for (const file of theirFiles) expect(existsSync(join(server.dataDir, file))).toBe(true);

    // The audit: each request, with a hash of the address and the counts, never the address.
    const audit = server.query<{action: string; address_hash: string; counts: string}>(
      'SELECT action, address_hash, counts FROM privacy_requests ORDER BY id',
    );
    const hash = createHash('sha256').update(address).digest('hex');
    expect(audit.map((row) => [row.action, row.address_hash])).toEqual([
      ['find', hash],
      ['export', hash],
      ['erase', hash],
      ['find', hash],
    ]);
    expect(JSON.parse(audit[2]!.counts)).toEqual({enquiries: 1, applications: 1, quotes: 1, quote_files: 2, signups: 1, outbox: 4});
  });

  test('refuses a missing or malformed address, an unknown action and export without --out, with usage', async () => {
    const requests = () => server.query('SELECT id FROM privacy_requests').length;
    const before = requests();
    for (const args of [['find'], ['erase', 'not-an-address'], ['forget', address], ['export', address]]) {
      const result = await privacy(server, ...args);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Usage:');
    }
    // Nothing was looked up, so nothing is recorded.
    expect(requests()).toBe(before);
  });
});
