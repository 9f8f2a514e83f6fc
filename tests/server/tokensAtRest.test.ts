import {readFileSync} from 'node:fs';
import {migrationsOf} from '../../server/storage/migrations';
import {decoded, filesUnder, postJson, startServer, startSmtpSink, waitFor, testStore, type RunningServer, type SmtpSink} from './helpers';

jest.setTimeout(180_000);

// Issue 65: the export, the logs and the kept e-mails showed token=REDACTED, but
// trendsoft.sqlite-wal still held working confirm and unsubscribe tokens after the mails
// were sent. Target: none recoverable from any file under DATA_DIR after 100 sign-ups
// confirmed and unsubscribed.

const mailEnv = {
  OUTBOX_POLL_MS: '50',
  MAIL_FROM: 'Website <website@trendsoft.example>',
  MAIL_TO_SALES: 'sales@trendsoft.example',
  MAIL_TO_HR: 'hr@trendsoft.example',
  SITE_URL: 'https://www.trendsoft.example',
};

let sink: SmtpSink;
let server: RunningServer;
beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer({...mailEnv, SMTP_URL: `smtp://127.0.0.1:${sink.port}`, RATE_LIMIT_MAX: '10000'});
});
afterAll(async () => {
  await server.stop();
  await sink.close();
});

function postForm(url: string): Promise<Response> {
  return fetch(url, {method: 'POST', redirect: 'manual', headers: {'content-type': 'application/x-www-form-urlencoded'}, body: ''});
}

/** The tokens of the links in every mail the sink received, with their pages. */
function linksInMails(): {page: 'confirm' | 'unsubscribe'; token: string; path: string}[] {
  return sink.mails.flatMap((mail) =>
    [
      ...decoded(mail.raw).matchAll(/https:\/\/www\.trendsoft\.example(\/newsletter\/(confirm|unsubscribe)\?token=([A-Za-z0-9_-]{43}))/g),
    ].map((match) => ({page: match[2] as 'confirm' | 'unsubscribe', token: match[3]!, path: match[1]!})),
  );
}

/** Where each of `tokens` can still be read, in every byte of every file under DATA_DIR, as a copy of the folder would hold them. */
function tokensAtRest(tokens: string[]): {file: string; token: string}[] {
  const files = filesUnder(server.dataDir);
  if (testStore === 'sqlite') expect(files.map((file) => file.slice(server.dataDir.length))).toContain('/trendsoft.sqlite');
  return files.flatMap((file) => {
    const bytes = readFileSync(file).toString('latin1');
    return tokens.filter((token) => bytes.includes(token)).map((token) => ({file: file.slice(server.dataDir.length), token}));
  });
}

test('no link token is left in any file under DATA_DIR once its e-mail is sent, nor after 100 sign-ups confirmed and unsubscribed', async () => {
  const addresses = Array.from({length: 100}, (_, index) => `reader${index}@example.com`);
  for (let start = 0; start < addresses.length; start += 10) {
    const answers = await Promise.all(
      addresses.slice(start, start + 10).map((email) => postJson(`${server.url}/api/newsletter-signup`, {email})),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(answers.length).fill(200));
  }
  await waitFor(() => sink.mails.length >= 100, 50, 120_000);
  await waitFor(() => server.query<{n: number}>("SELECT count(*) AS n FROM outbox WHERE status <> 'sent'")[0]!.n === 0);

  const links = linksInMails();
  const tokens = [...new Set(links.map((link) => link.token))];
  // A confirm and an unsubscribe link in each of the 100 e-mails (the unsubscribe link twice: body and header).
  expect(tokens).toHaveLength(200);
  // Sent: every token works, and none is left at rest (the database keeps hashes).
  expect(tokensAtRest(tokens)).toEqual([]);

  // Each confirmed; half unsubscribed, half still subscribed, their unsubscribe tokens still working.
  for (const link of links.filter((candidate) => candidate.page === 'confirm')) {
    expect((await postForm(`${server.url}${link.path}`)).headers.get('location')).toBe('/newsletter/confirmed');
  }
  const unsubscribeLinks = [...new Set(links.filter((link) => link.page === 'unsubscribe').map((link) => link.path))];
  for (const path of unsubscribeLinks.slice(0, 50)) {
    expect((await postForm(`${server.url}${path}`)).headers.get('location')).toBe('/newsletter/unsubscribed');
  }
  expect(server.query<{n: number}>('SELECT count(*) AS n FROM signups')[0]!.n).toBe(50);
  expect(tokensAtRest(tokens)).toEqual([]);
  // Nor in any row the database still answers with (the kept e-mails, whichever store).
  const rows = JSON.stringify(server.query('SELECT * FROM outbox'));
  expect(tokens.filter((token) => rows.includes(token))).toEqual([]);
});

/** The tables of the migrations after the one that redacts kept e-mails (D112's upload budgets). */
const tablesAddedSinceRedacting = ['upload_budgets'];

test('an e-mail an older server kept with its tokens loses them when the store migrates; a waiting one keeps them to be sent', async () => {
  const first = await startServer();
  await first.app.close();
  const [sentToken, waitingToken] = ['S'.repeat(43), 'W'.repeat(43)];
  const row = (status: string, token: string) =>
    `('2026-01-01T00:00:00.000Z', 'subscriber', 'Confirm', 'Confirm: https://x.example/newsletter/confirm?token=${token}&a=1\n', '${status}', 0, ` +
    `'${status}@example.com', 'https://x.example/newsletter/unsubscribe?token=${token}')`;
  first.exec(
    `INSERT INTO outbox (created_at, inbox, subject, body_text, status, next_attempt_at, to_address, unsubscribe_url)
       VALUES ${row('sent', sentToken)}, ${row('pending', waitingToken)};`,
  );
  // The schema as the server before this change left it: back before the redacting migration,
  // and without the tables later migrations added, so they run again after it.
  const redacting = migrationsOf(testStore).find((migration) => migration.file.endsWith('-no-tokens-at-rest.sql'))!.version;
  first.exec(tablesAddedSinceRedacting.map((table) => `DROP TABLE ${table};`).join(''));
  if (testStore === 'sqlite') first.exec(`PRAGMA user_version = ${redacting - 1}`);
  else first.exec(`DELETE FROM schema_migrations WHERE version >= ${redacting}`);

  const second = await startServer({DATA_DIR: first.dataDir, ...(first.databaseUrl ? {DATABASE_URL: first.databaseUrl} : {})});
  try {
    const kept = second.query<{status: string; body_text: string; unsubscribe_url: string | null}>(
      'SELECT status, body_text, unsubscribe_url FROM outbox ORDER BY status',
    );
    expect(kept).toEqual([
      {
        status: 'pending',
        body_text: `Confirm: https://x.example/newsletter/confirm?token=${waitingToken}&a=1\n`,
        unsubscribe_url: expect.stringContaining(waitingToken),
      },
      {status: 'sent', body_text: 'Confirm: https://x.example/newsletter/confirm?token=REDACTED&a=1\n', unsubscribe_url: null},
    ]);
  } finally {
    await second.stop();
    await first.stop();
  }
});
