import {Client} from 'pg';
import {PgStore} from '../../server/pgStore';
import {tempDir, testDatabaseUrl, testStore} from './helpers';

// Issue 17: the PostgreSQL store's own guarantees, on a real server (the
// PostgreSQL run only): migrations under an advisory lock, one claim per
// notification across instances, and leases that expire (D34).

const describePostgres = testStore === 'postgres' ? describe : describe.skip;

describePostgres('the PostgreSQL store', () => {
  let databaseUrl: string;
  const stores: PgStore[] = [];
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
    stores.push(...(await Promise.all(Array.from({length: 4}, () => PgStore.open(databaseUrl, {poolSize: 4})))));
    expect(await rows('SELECT version FROM schema_migrations ORDER BY version')).toEqual([{version: 1}, {version: 2}]);
  });

  test('instances claiming at once each get different notifications, and every due one is claimed once', async () => {
    for (let index = 0; index < 40; index += 1) await stores[0]!.enqueue({inbox: 'sales', subject: `Claim ${index}`, body: 'Body'});
    const claimed: number[] = [];
    const at = Date.now() + 1000;
    await Promise.all(
      stores.map(async (store, instance) => {
        for (;;) {
          const row = await store.claimNextNotification(at, 60_000, `instance-${instance}`);
          if (!row) return;
          claimed.push(row.id);
        }
      }),
    );
    expect(claimed).toHaveLength(40);
    expect(new Set(claimed).size).toBe(40);
    // Leased: nobody can claim them again before the lease ends.
    expect(await stores[1]!.claimNextNotification(at + 1000, 60_000, 'late')).toBeUndefined();
  });

  test('a lease left by a dead instance is taken over once it has expired', async () => {
    const at = Date.now() + 120_000;
    const taken = await stores[2]!.claimNextNotification(at, 60_000, 'survivor');
    expect(taken).toMatchObject({subject: 'Claim 0', status: 'pending'});
    expect(await rows(`SELECT locked_by FROM outbox WHERE id = ${taken!.id}`)).toEqual([{locked_by: 'survivor'}]);
    await stores[2]!.markSent(taken!.id);
    expect(await rows(`SELECT status, attempts, locked_until FROM outbox WHERE id = ${taken!.id}`)).toEqual([
      {status: 'sent', attempts: 1, locked_until: null},
    ]);
  });

  test('a sign-up address is stored once whatever its case', async () => {
    await stores[0]!.addSignup('Reader@Example.com');
    await stores[1]!.addSignup('reader@example.com');
    expect(await rows('SELECT email FROM signups')).toEqual([{email: 'Reader@Example.com'}]);
  });
});
