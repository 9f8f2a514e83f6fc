import {execFileSync} from 'node:child_process';
import {rmSync} from 'node:fs';
import {hostname} from 'node:os';
import {
  fixtureBuild,
  pdfBytes,
  postApplication,
  postJson,
  startServer,
  startSmtpSink,
  tempDir,
  testDatabaseUrl,
  validEnquiry,
  waitFor,
  type SmtpSink,
} from './helpers';
import {spawnServer, type ServerProcess} from './process';

// Issue 17: several instances on one PostgreSQL database, one of them killed
// with SIGKILL in the middle of a stream of submissions (D34).

jest.setTimeout(120_000);

/** Rows from the shared database, through psql (a connection of its own). */
function query<T>(databaseUrl: string, sql: string): T[] {
  const json = execFileSync('psql', [
    '-XAtq',
    '-v',
    'ON_ERROR_STOP=1',
    '-d',
    databaseUrl,
    '-c',
    `SELECT coalesce(json_agg(row_to_json(q)), '[]'::json) FROM (${sql}) q`,
  ]);
  return JSON.parse(json.toString()) as T[];
}

describe('two instances on one PostgreSQL database', () => {
  let dataDir: string;
  let buildDir: string;
  let sink: SmtpSink;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    dataDir = tempDir('instances');
    buildDir = await fixtureBuild();
  });
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await sink?.close();
    rmSync(dataDir, {recursive: true, force: true});
    rmSync(buildDir, {recursive: true, force: true});
  });

  test('one killed with SIGKILL mid-stream: every acknowledged submission is stored once, every notification delivered, the survivor takes over its leases', async () => {
    // Each message is answered 20 ms after it arrives, so a send in flight lasts a little longer.
    sink = await startSmtpSink(0, undefined, 20);
    const databaseUrl = await testDatabaseUrl(dataDir);
    const env = {
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_MAX: '100000',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_FROM: 'Website <website@trendsoft.example>',
      MAIL_TO_SALES: 'sales@trendsoft.example',
      MAIL_TO_HR: 'hr@trendsoft.example',
      SITE_URL: 'https://www.trendsoft.example',
      OUTBOX_POLL_MS: '100',
      OUTBOX_RETRY_BASE_MS: '100',
      OUTBOX_RETRY_MAX_MS: '300',
      // A lease is twice this: 6 s. At 1 s, a sink slowed by a busy machine
      // answered after the timeout, and the retried send was a second duplicate.
      OUTBOX_SEND_TIMEOUT_MS: '3000',
    };
    // Started together: the migrations run once, under the advisory lock.
    const [victim, survivor] = await Promise.all([spawnServer(env), spawnServer(env)]);
    servers.push(victim, survivor);
    const victimOwner = `${hostname()}:${victim.child.pid}:`;
    const survivorOwner = `${hostname()}:${survivor.child.pid}:`;

    /** Acknowledged submissions: their number, and the reference answered. */
    const acknowledged = new Map<number, string>();
    let killed = false;
    let heldAtKill: number[] = [];
    let sequence = 0;

    /**
     * One submission, as a browser sends it: with an idempotency key, and
     * retried with the same key on the other instance when the connection fails.
     */
    const submit = async (): Promise<void> => {
      const number = (sequence += 1);
      const key = `stream-${number.toString().padStart(6, '0')}`;
      const targets = killed ? [survivor] : number % 2 === 0 ? [victim, survivor] : [survivor, victim];
      for (const target of targets) {
        try {
          const response =
            number % 4 === 0
              ? await postApplication(
                  `${target.url}/api/careers-form`,
                  {name: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes},
                  {
                    ...validApplicationFor(number),
                  },
                  {'Idempotency-Key': key},
                )
              : await postJson(
                  `${target.url}/api/googleSheet-contact-form`,
                  {...validEnquiry, companyName: `Stream ${number}`},
                  {'Idempotency-Key': key},
                );
          expect(response.status).toBe(200);
          acknowledged.set(number, ((await response.json()) as {id: string}).id);
          return;
        } catch (error) {
          if (target === survivor) throw error;
          // The victim died with this request in flight: the browser tries again.
        }
      }
    };

    const clients = Array.from({length: 8}, async () => {
      // Past 60 answers, on until the kill has happened (bounded, should the victim never hold a lease).
      while ((acknowledged.size < 60 || !killed) && sequence < 2000) {
        await submit();
        if (!killed && acknowledged.size >= 20) {
          // Kill when the victim holds a lease: a send of its own is in flight.
          const held = query<{id: number}>(
            databaseUrl,
            `SELECT id FROM outbox WHERE status = 'pending' AND locked_by LIKE '${victimOwner}%' AND locked_until > ${Date.now()}`,
          );
          if (held.length > 0 && !killed) {
            killed = true;
            heldAtKill = held.map((row) => row.id);
            victim.child.kill('SIGKILL');
          }
        }
      }
    });
    await Promise.all(clients);
    expect(killed).toBe(true);
    expect((await victim.exited).signal).toBe('SIGKILL');

    // Every acknowledged submission is stored exactly once, under the reference it was answered.
    const enquiries = query<{reference: string; company_name: string}>(databaseUrl, 'SELECT reference, company_name FROM enquiries');
    const applications = query<{reference: string; name: string}>(databaseUrl, 'SELECT reference, name FROM applications');
    const stored = new Map<string, number>();
    for (const row of [...enquiries.map((e) => e.company_name), ...applications.map((a) => a.name)])
      stored.set(row, (stored.get(row) ?? 0) + 1);
    const references = new Set([...enquiries, ...applications].map((row) => row.reference));
    for (const [number, reference] of acknowledged) {
      const label = number % 4 === 0 ? applicantName(number) : `Stream ${number}`;
      expect([label, stored.get(label)]).toEqual([label, 1]);
      expect(references.has(reference)).toBe(true);
    }
    expect([...stored.values()].every((count) => count === 1)).toBe(true);

    // Every notification is delivered; the survivor sends what the victim held when it died.
    await waitFor(
      () => query<{n: number}>(databaseUrl, "SELECT count(*) AS n FROM outbox WHERE status <> 'sent'")[0]!.n === 0,
      200,
      60_000,
    );
    const outbox = query<{id: number; locked_by: string}>(databaseUrl, 'SELECT id, locked_by FROM outbox ORDER BY id');
    expect(outbox.length).toBe(enquiries.length + applications.length);
    const taken = outbox.filter((row) => heldAtKill.includes(row.id));
    expect(taken.length).toBe(heldAtKill.length);
    for (const row of taken) expect(row.locked_by.startsWith(survivorOwner)).toBe(true);

    // At most one duplicate: the victim sends one message at a time, so at most one was in flight.
    const ids = sink.mails.map((mail) => /^<outbox-(\d+)-/.exec(mail.messageId)?.[1]);
    const delivered = new Set(ids);
    expect(outbox.filter((row) => !delivered.has(String(row.id)))).toEqual([]);
    expect(sink.mails.length - delivered.size).toBeLessThanOrEqual(1);
  });
});

describe('the rate limit with two instances on one database', () => {
  test('counts an address across both: past RATE_LIMIT_MAX, whichever instance answers 429 and stores nothing', async () => {
    const dataDir = tempDir('shared-limit');
    const first = await startServer({DATA_DIR: dataDir, RATE_LIMIT_MAX: '3'});
    const second = await startServer({DATA_DIR: dataDir, RATE_LIMIT_MAX: '3'});
    try {
      const statuses = [];
      for (const server of [first, second, first, second, first]) {
        statuses.push((await postJson(`${server.url}/api/newsletter-signup`, {email: `reader${statuses.length}@example.com`})).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(first.query('SELECT id FROM signups')).toHaveLength(3);
      // Another endpoint keeps its own count, as with one instance.
      expect((await postJson(`${second.url}/api/googleSheet-contact-form`, validEnquiry)).status).toBe(200);
      // Only a hash of the address is kept, and only for the window.
      const kept = first.query<{client_hash: string}>('SELECT client_hash FROM rate_limits');
      expect(kept.length).toBeGreaterThan(0);
      for (const row of kept) expect(row.client_hash).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await first.stop();
      await second.stop();
      rmSync(dataDir, {recursive: true, force: true});
    }
  });
});

/** Names take letters only: the submission's number written in letters (1 = "Applicant B"). */
function applicantName(number: number): string {
  return `Applicant ${number.toString(26).replace(/./g, (digit) => String.fromCharCode(65 + parseInt(digit, 26)))}`;
}

function validApplicationFor(number: number): Record<string, string> {
  return {name: applicantName(number), email: 'ravi@example.com', phoneNumber: '+91 9123456780', position: 'Fresher'};
}
