import {randomUUID} from 'node:crypto';
import {rmSync} from 'node:fs';
import {Client} from 'pg';
import {exportCsv} from '../../server/export';
import {OutboxWorker} from '../../server/outbox';
import {openPgStore} from '../../server/storage/open';
import type {Store} from '../../server/storage/store';
import {startServer, startSmtpSink, tempDir as makeTempDir, testDatabaseUrl, waitFor, waitForAsync} from './helpers';

/** Folders that only name a database here; removed after the file's tests. */
const folders: string[] = [];
function tempDir(prefix: string): string {
  const dir = makeTempDir(prefix);
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, {recursive: true, force: true});
});

// Issue 17: the PostgreSQL store's own guarantees, on a real server (the
// PostgreSQL run only): migrations under an advisory lock, one claim per
// notification across instances, and leases that expire (D34).

describe('the PostgreSQL store', () => {
  let databaseUrl: string;
  const stores: Store[] = [];
  beforeAll(async () => {
    databaseUrl = await testDatabaseUrl(tempDir('pg-store'));
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
  });

  async function rows<T>(sql: string): Promise<T[]> {
    const client = new Client({connectionString: databaseUrl});
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  }

  test('instances starting together migrate the schema once', async () => {
    stores.push(...(await Promise.all(Array.from({length: 4}, () => openPgStore(databaseUrl, {poolSize: 4})))));
    // Every version once: 1 to 10 (10: the upload budget's counts, D112).
    expect(await rows('SELECT version FROM schema_migrations ORDER BY version')).toEqual(
      Array.from({length: 10}, (_, index) => ({version: index + 1})),
    );
  });

  test('instances claiming at once each get different notifications, and every due one is claimed once', async () => {
    for (let index = 0; index < 40; index += 1) await stores[0]!.outbox.enqueue({inbox: 'sales', subject: `Claim ${index}`, body: 'Body'});
    const claimed: number[] = [];
    const at = Date.now() + 1000;
    await Promise.all(
      stores.map(async (store, instance) => {
        for (;;) {
          const row = await store.outbox.claimNextNotification(at, 60_000, `instance-${instance}`);
          if (!row) return;
          claimed.push(row.id);
        }
      }),
    );
    expect(claimed).toHaveLength(40);
    expect(new Set(claimed).size).toBe(40);
    // Leased: nobody can claim them again before the lease ends.
    expect(await stores[1]!.outbox.claimNextNotification(at + 1000, 60_000, 'late')).toBeUndefined();
  });

  test('a lease left by a dead instance is taken over once it has expired', async () => {
    const at = Date.now() + 120_000;
    const taken = await stores[2]!.outbox.claimNextNotification(at, 60_000, 'survivor');
    expect(taken).toMatchObject({subject: 'Claim 0', status: 'pending'});
    expect(await rows(`SELECT locked_by FROM outbox WHERE id = ${taken!.id}`)).toEqual([{locked_by: 'survivor'}]);
    await stores[2]!.outbox.markSent(taken!.id, taken!.body_text);
    expect(await rows(`SELECT status, attempts, locked_until FROM outbox WHERE id = ${taken!.id}`)).toEqual([
      {status: 'sent', attempts: 1, locked_until: null},
    ]);
  });

  test('an instance whose lease ran out cannot record its attempt over the instance that took the row over', async () => {
    const at = Date.now() + 600_000;
    const stale = await stores[0]!.outbox.claimNextNotification(at, 1000, 'stalled');
    const current = await stores[1]!.outbox.claimNextNotification(at + 2000, 60_000, 'current');
    expect(current?.id).toBe(stale?.id);
    const row = async () => rows(`SELECT status, attempts, locked_by, locked_until FROM outbox WHERE id = ${stale!.id}`);
    // This client reads bigint columns as text.
    const claimedByCurrent = {status: 'pending', attempts: stale!.attempts, locked_by: 'current', locked_until: String(at + 62_000)};
    // Clearing the current lease would let a third instance send the same mail while this one is sending it.
    expect(await stores[0]!.outbox.markFailed(stale!.id, 'stalled', 'Greeting never received', at + 5000)).toBe(false);
    expect(await stores[0]!.outbox.markGivenUp(stale!.id, 'stalled', '550 Mailbox unavailable', stale!.body_text)).toBe(false);
    expect(await row()).toEqual([claimedByCurrent]);
    expect(await stores[1]!.outbox.markFailed(stale!.id, 'current', 'Greeting never received', at + 5000)).toBe(true);
    expect(await row()).toEqual([{...claimedByCurrent, attempts: stale!.attempts + 1, locked_until: null}]);
  });

  test('a sign-up address is stored once whatever its case, with one confirmation e-mail', async () => {
    const signup = (email: string) => ({
      email,
      locale: 'en' as const,
      confirmTokenHash: randomUUID(),
      unsubscribeTokenHash: randomUUID(),
      confirmation: {inbox: 'subscriber' as const, toAddress: email, subject: 'Confirm', body: 'Link'},
    });
    expect(await stores[0]!.newsletter.addSignup(signup('Reader@Example.com'), '')).toBe('queued');
    expect(await stores[1]!.newsletter.addSignup(signup('reader@example.com'), '')).toBe('unchanged');
    expect(await rows('SELECT email FROM signups')).toEqual([{email: 'Reader@Example.com'}]);
    expect(await rows("SELECT to_address FROM outbox WHERE inbox = 'subscriber'")).toEqual([{to_address: 'Reader@Example.com'}]);
  });

  test('second calls without a reference racing on several instances store one enquiry and one notification (D38)', async () => {
    if (stores.length === 0) stores.push(...(await Promise.all(Array.from({length: 4}, () => openPgStore(databaseUrl, {poolSize: 4})))));
    const enquiry = {
      name: 'Asha Rao',
      phoneNumber: '+91 9876543210',
      email: 'asha@example.com',
      companyName: 'Race Books',
      enquiries: 'Testing',
      message: '',
    };
    const notification = {
      inbox: 'sales' as const,
      subject: 'Website enquiry: Testing from Race Books',
      body: 'An enquiry.',
      reference: randomUUID(),
    };
    const since = new Date(Date.now() - 60_000).toISOString();
    const answers = await Promise.all(
      Array.from({length: 16}, (_unused, index) =>
        stores[index % stores.length]!.submissions.acknowledgeEnquiry(enquiry, notification, 'race-books-hash', since),
      ),
    );
    expect(new Set(answers.map((answer) => answer.reference)).size).toBe(1);
    expect(answers.filter((answer) => answer.stored)).toHaveLength(1);
    expect(await rows("SELECT reference FROM enquiries WHERE company_name = 'Race Books'")).toHaveLength(1);
    expect(await rows("SELECT id FROM outbox WHERE subject LIKE '%Race Books'")).toHaveLength(1);
  });
});

describe('the outbox on PostgreSQL', () => {
  test('an error of the database during a pass is logged and the worker carries on, then sends', async () => {
    const databaseUrl = await testDatabaseUrl(tempDir('pg-outbox-error'));
    const store = await openPgStore(databaseUrl, {poolSize: 2});
    await store.outbox.enqueue({inbox: 'sales', subject: 'Website enquiry', body: 'Queued before the fault'});
    const admin = new Client({connectionString: databaseUrl});
    await admin.connect();
    await admin.query(`CREATE FUNCTION disk_full() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'could not extend file: No space left on device'; END $$;
      CREATE TRIGGER disk_full BEFORE UPDATE ON outbox FOR EACH ROW EXECUTE FUNCTION disk_full();`);
    const sink = await startSmtpSink();
    const logged: string[] = [];
    const worker = new OutboxWorker(
      store.outbox,
      {
        smtpUrl: `smtp://127.0.0.1:${sink.port}`,
        from: 'website@trendsoft.example',
        to: {sales: 'sales@trendsoft.example', hr: 'hr@trendsoft.example'},
        teams: {},
        messageIdDomain: 'trendsoft.example',
      },
      {pollMs: 100, retryBaseMs: 100, maxRetryMs: 300, sendTimeoutMs: 2000, maxAttempts: 10},
      {info: () => {}, warn: () => {}, error: (message: string) => logged.push(message)},
    );
    try {
      worker.start();
      await waitFor(() => logged.filter((message) => /^outbox: pass failed \(could not extend file/.test(message)).length >= 2);
      await admin.query('DROP TRIGGER disk_full ON outbox');
      await waitFor(() => sink.mails.length === 1);
      // The row is marked sent once the mail server has accepted the message, a moment after the sink has it.
      const status = async () => (await admin.query<{status: string}>('SELECT status FROM outbox')).rows;
      await waitForAsync(async () => (await status())[0]?.status === 'sent');
      expect(await status()).toEqual([{status: 'sent'}]);
      expect(sink.mails).toHaveLength(1);
    } finally {
      await worker.stop();
      await admin.end();
      await store.close();
      await sink.close();
    }
  });
});

describe('the export on PostgreSQL', () => {
  test('before any server has created the tables it says so instead of failing with SQL', async () => {
    const databaseUrl = await testDatabaseUrl(tempDir('pg-export-empty'));
    await expect(exportCsv({dataDir: tempDir('unused'), databaseUrl}, 'enquiries')).rejects.toThrow(
      /^No submissions yet: the database at DATABASE_URL has no tables/,
    );
  });
});

describe('the health check on PostgreSQL', () => {
  test('answers 503 while the database refuses connections, and 200 again once it is back', async () => {
    const server = await startServer();
    const base = process.env.TEST_DATABASE_URL!;
    const name = new URL(server.databaseUrl!).pathname.slice(1);
    const admin = new Client({connectionString: base});
    await admin.connect();
    const health = async () => {
      const response = await fetch(`${server.url}/api/health`);
      return {status: response.status, body: (await response.json()) as unknown};
    };
    try {
      expect(await health()).toEqual({status: 200, body: {status: 'ok'}});
      // What an operator sees when the database goes away: its connections end and new ones are refused.
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      expect(await health()).toEqual({status: 503, body: {status: 'unavailable', error: 'The database does not answer'}});
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      expect(await health()).toEqual({status: 200, body: {status: 'ok'}});
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
      await server.stop();
    }
  });
});
