import {readFileSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import Database from 'better-sqlite3';
import {Client} from 'pg';
import {migrationsOf} from '../../server/storage/migrations';
import {databaseFileName} from '../../server/storage/sqlite';
import {postJson, startServer, submitEnquiry, tempDir, testDatabaseUrl, testStore, type RunningServer} from './helpers';

// D107: the schema's history moved from the stores' sources into files of their own
// (server/storage/migrations). A database an earlier server created must still open
// and be brought to the latest version, its rows kept: here one the server before
// D107 left at a version before the retention migration, with rows (tests/server/fixtures).

// Two servers and, in the PostgreSQL pass, a psql per query: a few seconds, more on a busy machine.
jest.setTimeout(60_000);

const fixture = {sqlite: 'sqlite-v5.sql', postgres: 'postgres-v3.sql'}[testStore];
// The old rows are from 2025: long periods keep the sweep at startup from removing them.
const longRetention = Object.fromEntries(
  ['ENQUIRIES', 'QUOTES', 'APPLICATIONS', 'KEPT_APPLICATIONS', 'UNCONFIRMED_SIGNUPS'].map((kind) => [`RETENTION_${kind}_DAYS`, '36500']),
);
const references = {
  enquiry: '3f6c1a52-8d4e-4b7a-9c1d-2e5f7a9b0c11',
  application: '7a2b9c4d-1e3f-4a5b-8c6d-9e0f1a2b3c22',
  quote: '9c8d7e6f-5a4b-4c3d-8e2f-1a0b9c8d7e33',
};

/** A data folder (and, on PostgreSQL, its database) holding the fixture, as the earlier server left it. */
async function oldStore(): Promise<Record<string, string>> {
  const dataDir = tempDir('old-schema');
  const sql = [fixture, 'rows-before-retention.sql'].map((file) => readFileSync(join(__dirname, 'fixtures', file), 'utf8')).join('\n');
  if (testStore === 'sqlite') {
    const db = new Database(join(dataDir, databaseFileName));
    try {
      db.exec(sql);
    } finally {
      db.close();
    }
    return {DATA_DIR: dataDir};
  }
  const databaseUrl = await testDatabaseUrl(dataDir);
  const client = new Client({connectionString: databaseUrl});
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
  return {DATA_DIR: dataDir, DATABASE_URL: databaseUrl};
}

/** The schema as the database describes it: each table's columns in order, and the indexes' names. */
function schemaOf(server: RunningServer): {columns: string[]; indexes: string[]} {
  const columns =
    testStore === 'sqlite'
      ? server.query<{name: string}>(
          `SELECT m.name || '.' || p.name AS name FROM sqlite_master m, pragma_table_info(m.name) p
             WHERE m.type = 'table' ORDER BY m.name, p.cid`,
        )
      : server.query<{name: string}>(
          `SELECT table_name || '.' || column_name AS name FROM information_schema.columns
             WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
        );
  const indexes =
    testStore === 'sqlite'
      ? server.query<{name: string}>("SELECT name FROM sqlite_master WHERE type = 'index' ORDER BY name")
      : server.query<{name: string}>("SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname");
  return {columns: columns.map((row) => row.name), indexes: indexes.map((row) => row.name)};
}

function schemaVersion(server: RunningServer): number {
  return testStore === 'sqlite'
    ? server.query<{user_version: number}>('PRAGMA user_version')[0]!.user_version
    : server.query<{version: number}>('SELECT max(version) AS version FROM schema_migrations')[0]!.version;
}

test('a database an earlier server left at an older schema version is migrated to the latest on start, its rows kept', async () => {
  const env = await oldStore();
  const upgraded = await startServer({...env, ...longRetention});
  const fresh = await startServer();
  try {
    expect(schemaVersion(upgraded)).toBe(migrationsOf(testStore).length);
    // The same tables, columns and indexes as a database created at the latest version.
    expect(schemaOf(upgraded)).toEqual(schemaOf(fresh));

    expect(upgraded.query('SELECT reference, name, company_name, message, confirmed_at FROM enquiries')).toEqual([
      {
        reference: references.enquiry,
        name: 'Asha Rao',
        company_name: 'Example Publishing',
        message: '',
        confirmed_at: '2025-03-01T09:00:01.000Z',
      },
    ]);
    expect(upgraded.query('SELECT reference, keep_for_future_openings FROM applications')).toEqual([
      {reference: references.application, keep_for_future_openings: ''},
    ]);
    expect(upgraded.query('SELECT original_name, position FROM quote_files')).toEqual([{original_name: 'book.pdf', position: 1}]);
    // Each e-mail queued before the retention migration names its submission, found by its reference line.
    expect(upgraded.query('SELECT inbox, status, reference, team, to_address FROM outbox ORDER BY id')).toEqual([
      {inbox: 'sales', status: 'sent', reference: references.enquiry, team: null, to_address: null},
      {inbox: 'hr', status: 'pending', reference: references.application, team: null, to_address: null},
      {inbox: 'sales', status: 'failed', reference: references.quote, team: null, to_address: null},
    ]);
    expect(upgraded.query('SELECT email, locale, confirmed_at, confirm_token_hash FROM signups')).toEqual([
      {email: 'Reader@Example.com', locale: 'en', confirmed_at: null, confirm_token_hash: null},
    ]);

    // And the migrated store serves the forms: a new enquiry is stored beside the old one, and
    // the old pending sign-up, asked for again, gets its tokens and a confirmation e-mail.
    const enquiry = await submitEnquiry(upgraded.url);
    expect([enquiry.first, enquiry.second]).toEqual([200, 200]);
    const signup = await postJson(`${upgraded.url}/api/newsletter-signup`, {email: 'reader@example.com'});
    expect(signup.ok).toBe(true);
    expect(upgraded.query<{reference: string}>('SELECT reference FROM enquiries ORDER BY id').map((row) => row.reference)).toEqual([
      references.enquiry,
      enquiry.reference,
    ]);
    expect(upgraded.query('SELECT count(*) AS n FROM signups WHERE confirm_token_hash IS NOT NULL')).toEqual([{n: 1}]);
    expect(
      upgraded.query("SELECT count(*) AS n FROM outbox WHERE inbox = 'subscriber' AND lower(to_address) = 'reader@example.com'"),
    ).toEqual([{n: 1}]);
  } finally {
    await fresh.stop();
    await upgraded.stop();
    rmSync(env.DATA_DIR!, {recursive: true, force: true});
  }
});
