import {rmSync} from 'node:fs';
import {join} from 'node:path';
import Database from 'better-sqlite3';
import {OutboxWorker, retryDelay} from '../../server/outbox';
import {openSqliteStore} from '../../server/storage/open';
import {databaseFileName} from '../../server/storage/sqlite';
import {
  pdfBytes,
  postApplication,
  startServer,
  startSmtpSink,
  submitEnquiry,
  sqliteOnly,
  tempDir,
  validEnquiry,
  waitFor,
  type RunningServer,
  type SmtpSink,
} from './helpers';

jest.setTimeout(30_000);

// Short outbox timings so an SMTP outage plays out in about a second.
const fastOutbox = {
  OUTBOX_POLL_MS: '100',
  OUTBOX_RETRY_BASE_MS: '100',
  OUTBOX_RETRY_MAX_MS: '300',
  OUTBOX_SEND_TIMEOUT_MS: '2000',
  MAIL_FROM: 'Website <website@trendsoft.example>',
  MAIL_TO_SALES: 'sales@trendsoft.example',
  MAIL_TO_HR: 'hr@trendsoft.example',
  SITE_URL: 'https://www.trendsoft.example',
};

interface OutboxState {
  id: number;
  inbox: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

async function submitEnquiries(server: RunningServer, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const answer = await submitEnquiry(server.url, {...validEnquiry, companyName: `Company ${index}`});
    expect([answer.first, answer.second]).toEqual([200, 200]);
  }
}

test('backoff doubles per failed attempt up to the cap', () => {
  const timing = {pollMs: 100, retryBaseMs: 1000, maxRetryMs: 5000, sendTimeoutMs: 1000, maxAttempts: 10};
  expect([1, 2, 3, 4, 10].map((attempts) => retryDelay(attempts, timing))).toEqual([1000, 2000, 4000, 5000, 5000]);
});

describe('with SMTP up', () => {
  let sink: SmtpSink;
  let server: RunningServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startServer({...fastOutbox, SMTP_URL: `smtp://127.0.0.1:${sink.port}`});
  });
  afterAll(async () => {
    await server.stop();
    await sink.close();
  });

  test('an enquiry goes to the sales inbox and an application to HR, each once, and the rows are marked sent', async () => {
    await submitEnquiries(server, 1);
    const application = await postApplication(`${server.url}/api/careers-form`, {name: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes});
    expect(application.status).toBe(200);
    await waitFor(() => server.query("SELECT id FROM outbox WHERE status = 'sent'").length === 2);
    expect(sink.mails).toHaveLength(2);
    const sales = sink.mails.find((mail) => mail.to.includes('sales@trendsoft.example'));
    const hr = sink.mails.find((mail) => mail.to.includes('hr@trendsoft.example'));
    expect(sales?.raw).toContain('Subject: Website enquiry: Document Accessibility from Company 0');
    expect(sales?.raw).toMatch(/^Reply-To: asha@example\.com/im);
    expect(sales?.raw).toContain('Phone: +91 9876543210');
    expect(hr?.raw).toContain('Subject: Job application: Fresher from Ravi Kumar');
    expect(hr?.raw).toContain('cv.pdf (application/pdf');
  });
});

// Issue 42: the contact page promises "an accessibility, testing or security lead,
// depending on the purpose you choose", but every enquiry went to MAIL_TO_SALES.
test('an enquiry goes to the specialists of its purpose where they have an address, and to sales where they have none', async () => {
  const sink = await startSmtpSink();
  const server = await startServer({
    ...fastOutbox,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_TO_ACCESSIBILITY: 'accessibility@trendsoft.example',
    MAIL_TO_TESTING: 'testing@trendsoft.example',
  });
  try {
    for (const purpose of ['Web Accessibility', 'InDesign Accessibility', 'Testing', 'Cyber Security']) {
      const answer = await submitEnquiry(server.url, {...validEnquiry, enquiries: purpose, companyName: purpose});
      expect([answer.first, answer.second]).toEqual([200, 200]);
    }
    await waitFor(() => sink.mails.length === 4);
    const recipientOf = (purpose: string) =>
      // Headers unfolded: a long subject is folded onto two lines.
      sink.mails.find((mail) => mail.raw.replace(/\r?\n(?=[ \t])/g, '').includes(`Subject: Website enquiry: ${purpose} from ${purpose}`))
        ?.to;
    expect(recipientOf('Web Accessibility')).toEqual(['accessibility@trendsoft.example']);
    expect(recipientOf('InDesign Accessibility')).toEqual(['accessibility@trendsoft.example']);
    expect(recipientOf('Testing')).toEqual(['testing@trendsoft.example']);
    // No MAIL_TO_SECURITY: the sales inbox reads it.
    expect(recipientOf('Cyber Security')).toEqual(['sales@trendsoft.example']);
    expect(server.query('SELECT team FROM outbox ORDER BY id')).toEqual([
      {team: 'accessibility'},
      {team: 'accessibility'},
      {team: 'testing'},
      {team: 'security'},
    ]);
  } finally {
    await server.stop();
    await sink.close();
  }
});

test('SMTP down, then up: every notification is delivered exactly once', async () => {
  // Take a free port for the mail server, then leave it closed: SMTP is down.
  const probe = await startSmtpSink();
  const port = probe.port;
  await probe.close();
  // Never given up while SMTP is down: at 100–300 ms a retry, the default 10 attempts can run out
  // before the last notification has failed twice when the host is busy.
  const server = await startServer({...fastOutbox, OUTBOX_MAX_ATTEMPTS: '1000', SMTP_URL: `smtp://127.0.0.1:${port}`});
  let sink: SmtpSink | undefined;
  try {
    await submitEnquiries(server, 4);
    const application = await postApplication(`${server.url}/api/careers-form`, {name: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes});
    expect(application.status).toBe(200);

    // Every notification has failed at least twice and waits for a retry.
    await waitFor(() => {
      const rows = server.query<OutboxState>('SELECT * FROM outbox');
      return rows.length === 5 && rows.every((row) => row.status === 'pending' && row.attempts >= 2 && row.last_error);
    });

    sink = await startSmtpSink(port);
    await waitFor(() => server.query("SELECT id FROM outbox WHERE status = 'sent'").length === 5);
    // Several more worker passes: nothing may be sent again.
    await new Promise((resolve) => setTimeout(resolve, 800));

    const rows = server.query<OutboxState>('SELECT * FROM outbox ORDER BY id');
    expect(sink.mails).toHaveLength(rows.length);
    expect(new Set(sink.mails.map((mail) => mail.messageId)).size).toBe(rows.length);
    expect(sink.mails.filter((mail) => mail.to.includes('sales@trendsoft.example'))).toHaveLength(4);
    expect(sink.mails.filter((mail) => mail.to.includes('hr@trendsoft.example'))).toHaveLength(1);
    for (let index = 0; index < 4; index += 1) {
      expect(sink.mails.filter((mail) => mail.raw.includes(`from Company ${index}`))).toHaveLength(1);
    }
    expect(rows.every((row) => row.status === 'sent' && row.last_error === null)).toBe(true);
  } finally {
    await server.stop();
    await sink?.close();
  }
});

test('without SMTP_URL notifications wait in the outbox: nothing is lost', async () => {
  const server = await startServer({});
  try {
    expect(server.worker).toBeUndefined();
    await submitEnquiries(server, 2);
    expect(server.query<OutboxState>('SELECT status, attempts FROM outbox')).toEqual([
      {status: 'pending', attempts: 0},
      {status: 'pending', attempts: 0},
    ]);
  } finally {
    await server.stop();
  }
});

/** A free port with no mail server on it: SMTP is down. */
async function closedSmtpPort(): Promise<number> {
  const probe = await startSmtpSink();
  await probe.close();
  return probe.port;
}

/** The server's log entries at error level (pino level 50) whose message matches. */
function errorsLogged(lines: string[], pattern: RegExp): string[] {
  return lines
    .map((line) => JSON.parse(line) as {level: number; msg: string})
    .filter((entry) => entry.level >= 50 && pattern.test(entry.msg))
    .map((entry) => entry.msg);
}

test('a 5xx answer gives the notification up at once, logged as an error and kept as failed', async () => {
  const sink = await startSmtpSink(0, 550);
  const logLines: string[] = [];
  const server = await startServer({...fastOutbox, SMTP_URL: `smtp://127.0.0.1:${sink.port}`}, {logLines});
  try {
    await submitEnquiries(server, 1);
    await waitFor(() => server.query<OutboxState>("SELECT id FROM outbox WHERE status = 'failed'").length === 1);
    // Several more passes: a given-up notification is not tried again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [row] = server.query<OutboxState>('SELECT * FROM outbox');
    expect(row).toMatchObject({status: 'failed', attempts: 1});
    expect(row?.last_error).toMatch(/550/);
    expect(sink.mails).toEqual([]);
    expect(errorsLogged(logLines, /notification \d+ given up after attempt 1/)).toHaveLength(1);
  } finally {
    await server.stop();
    await sink.close();
  }
});

test('OUTBOX_MAX_ATTEMPTS failed attempts give a notification up', async () => {
  const port = await closedSmtpPort();
  const server = await startServer({...fastOutbox, OUTBOX_MAX_ATTEMPTS: '3', SMTP_URL: `smtp://127.0.0.1:${port}`});
  try {
    await submitEnquiries(server, 1);
    await waitFor(() => server.query<OutboxState>("SELECT id FROM outbox WHERE status = 'failed'").length === 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.query<OutboxState>('SELECT status, attempts FROM outbox')).toEqual([{status: 'failed', attempts: 3}]);
  } finally {
    await server.stop();
  }
});

// A trigger on the SQLite file stands in for the full disk.
sqliteOnly(
  'an error of the store during a pass (a full disk) is logged and the worker carries on, without an unhandled rejection',
  async () => {
    const unhandled: unknown[] = [];
    const recordUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', recordUnhandled);
    // The worker on a real store, without the HTTP server. A second connection
    // makes every write to the outbox fail as a full disk (or a lock held past
    // the busy timeout) would: at once and on every pass, however busy the
    // machine, where a real lock raced the worker's timing on a loaded CI run.
    const dataDir = tempDir('store-error');
    const store = openSqliteStore(dataDir);
    await store.outbox.enqueue({inbox: 'sales', subject: 'Website enquiry', body: 'Queued before the fault'});
    const other = new Database(join(dataDir, databaseFileName));
    other.exec("CREATE TRIGGER disk_full BEFORE UPDATE ON outbox BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END;");
    const sink = await startSmtpSink();
    const logged: string[] = [];
    const log = {info: () => {}, warn: () => {}, error: (message: string) => logged.push(message)};
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
      log,
    );
    try {
      worker.start();
      await waitFor(() => logged.filter((message) => /^outbox: pass failed \(database or disk is full\)/.test(message)).length >= 2);
      other.exec('DROP TRIGGER disk_full;');
      // The row is marked sent once the mail server has accepted the message, a moment after the sink has it.
      const statuses = () => store.database.db.prepare('SELECT status FROM outbox').all();
      await waitFor(() => JSON.stringify(statuses()) === JSON.stringify([{status: 'sent'}]));
      expect(sink.mails).toHaveLength(1);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', recordUnhandled);
      other.close();
      await worker.stop();
      await store.close();
      await sink.close();
      rmSync(dataDir, {recursive: true, force: true});
    }
  },
);
