/**
 * `npm run bench:durability`: what the forms server keeps when things go
 * wrong, as figures. It is a benchmark, not a test (the tests cover the same
 * ground with fixed sizes):
 *
 * 1. SIGKILL under load, KILL_ROUNDS times (default 3): twelve clients send
 *    enquiries (both calls), applications and sign-ups, each with its
 *    idempotency key; the server is killed with SIGKILL at a random moment,
 *    restarted on the same data folder, and every submission answered 2xx is
 *    looked for. Submissions cut off in flight are then sent again with the
 *    same key, as the browser does, and counted for duplicates.
 * 2. SMTP outage: OUTAGE_ENQUIRIES enquiries (default 200) arrive while the
 *    mail server is down for OUTAGE_SECONDS (default 5); then it comes up and
 *    the outbox drains. Delivered, distinct and duplicate mails are counted.
 *
 * The server runs in its own process with a temporary data folder.
 */
import {randomUUID} from 'node:crypto';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createServer as createNetServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import Database from 'better-sqlite3';
import {startFormsServer, type RunningServer} from './lib/formsServer';
import {startSmtpSink, type SmtpSink} from './lib/smtpSink';

const projectDir = join(__dirname, '..');
const buildDir = process.env.BUILD_DIR ?? join(projectDir, 'build');
const killRounds = Number(process.env.KILL_ROUNDS ?? 3);
const outageEnquiries = Number(process.env.OUTAGE_ENQUIRIES ?? 200);
const outageSeconds = Number(process.env.OUTAGE_SECONDS ?? 5);

const enquiry = {
  name: 'Asha Rao',
  phoneNumber: '+91 9876543210',
  email: 'asha@example.com',
  companyName: 'Durability Test Ltd',
  enquiries: 'Testing',
};
// The smallest file the server recognises as a PDF by its bytes.
const pdfBytes = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

type Kind = 'enquiry' | 'application' | 'signup';
interface Attempt {
  kind: Kind;
  key: string;
  number: number;
  /** The reference answered with 2xx, or undefined when the call never got one. */
  reference?: string;
}

function postJson(url: string, body: unknown, key?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {'content-type': 'application/json', ...(key ? {'idempotency-key': key} : {})},
    body: JSON.stringify(body),
  });
}

/** One submission as the browser sends it; resolves with its reference when answered 2xx. */
async function submit(baseUrl: string, attempt: Attempt): Promise<string | undefined> {
  const api = `${baseUrl}/api`;
  if (attempt.kind === 'signup') {
    const response = await postJson(`${api}/newsletter-signup`, {email: `reader${attempt.number}@example.com`});
    return response.ok ? `reader${attempt.number}@example.com` : undefined;
  }
  if (attempt.kind === 'application') {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phoneNumber: '+91 9123456780',
      position: 'Fresher',
    })) {
      form.append(name, value);
    }
    form.append('file', new Blob([pdfBytes], {type: 'application/pdf'}), `cv-${attempt.number}.pdf`);
    const response = await fetch(`${api}/careers-form`, {method: 'POST', body: form, headers: {'idempotency-key': attempt.key}});
    return response.ok ? ((await response.json()) as {id: string}).id : undefined;
  }
  const body = {...enquiry, companyName: `Burst ${attempt.number}`};
  const first = await postJson(`${api}/googleSheet-contact-form`, body, attempt.key);
  if (!first.ok) return undefined;
  const {id} = (await first.json()) as {id: string};
  const second = await postJson(`${api}/contact-form`, {...body, reference: id});
  return second.ok ? id : undefined;
}

function openDatabase(dataDir: string): Database.Database {
  return new Database(join(dataDir, 'trendsoft.sqlite'), {readonly: true, fileMustExist: true});
}

interface KillRound {
  answered: number;
  lost: number;
  cutOff: number;
  /** Cut-off submissions the server had stored before it died: their retry must not store them again. */
  storedBeforeKill: number;
  duplicates: number;
}

function storedKeys(dataDir: string, keys: string[]): number {
  const db = openDatabase(dataDir);
  try {
    const stored = (table: string) => keys.filter((key) => db.prepare(`SELECT 1 FROM ${table} WHERE idempotency_key = ?`).get(key)).length;
    return stored('enquiries') + stored('applications');
  } finally {
    db.close();
  }
}

async function killRound(): Promise<KillRound> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trendsoft-durability-'));
  const env = {RATE_LIMIT_MAX: '1000000'};
  try {
    let server: RunningServer = await startFormsServer({buildDir, dataDir, env});
    const attempts: Attempt[] = [];
    let killed = false;
    let sequence = 0;
    const client = async () => {
      while (!killed) {
        sequence += 1;
        const kind: Kind = sequence % 5 === 0 ? 'application' : sequence % 5 === 1 ? 'signup' : 'enquiry';
        const attempt: Attempt = {kind, key: randomUUID(), number: sequence};
        attempts.push(attempt);
        attempt.reference = await submit(server.url, attempt).catch(() => undefined);
      }
    };
    const clients = Array.from({length: 12}, client);
    await new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 2000));
    killed = true;
    await server.kill();
    await Promise.all(clients);

    // Restart on the same folder; the browser sends what failed again, with the same key.
    const cutOff = attempts.filter((attempt) => !attempt.reference);
    const storedBeforeKill = storedKeys(
      dataDir,
      cutOff.map((attempt) => attempt.key),
    );
    server = await startFormsServer({buildDir, dataDir, env});
    for (const attempt of cutOff) attempt.reference = await submit(server.url, attempt);
    await server.stop();

    const db = openDatabase(dataDir);
    try {
      let lost = 0;
      for (const attempt of attempts) {
        if (!attempt.reference) continue;
        if (attempt.kind === 'signup') {
          if (!db.prepare('SELECT 1 FROM signups WHERE email = ?').get(attempt.reference)) lost += 1;
          continue;
        }
        const table = attempt.kind === 'enquiry' ? 'enquiries' : 'applications';
        const row = db.prepare(`SELECT * FROM ${table} WHERE reference = ?`).get(attempt.reference) as Record<string, unknown> | undefined;
        const notifications = db
          .prepare('SELECT COUNT(*) AS count FROM outbox WHERE body_text LIKE ?')
          .get(`%Reference: ${attempt.reference}%`) as {
          count: number;
        };
        const fileKept =
          attempt.kind === 'enquiry' ||
          (row &&
            existsSync(join(dataDir, 'resumes', String(row.resume_file))) &&
            readFileSync(join(dataDir, 'resumes', String(row.resume_file))).equals(pdfBytes));
        if (!row || notifications.count !== 1 || !fileKept) lost += 1;
      }
      const duplicateRows = (table: string) =>
        (
          db
            .prepare(`SELECT COUNT(*) - COUNT(DISTINCT idempotency_key) AS extra FROM ${table} WHERE idempotency_key IS NOT NULL`)
            .get() as {extra: number}
        ).extra;
      const answered = attempts.filter((attempt) => attempt.reference).length - cutOff.length;
      return {
        answered,
        lost,
        cutOff: cutOff.length,
        storedBeforeKill,
        duplicates: duplicateRows('enquiries') + duplicateRows('applications'),
      };
    } finally {
      db.close();
    }
  } finally {
    rmSync(dataDir, {recursive: true, force: true});
  }
}

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

async function outageRun(): Promise<{queued: number; delivered: number; distinct: number; drainSeconds: number; maxAttempts: number}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trendsoft-outage-'));
  const port = await freePort();
  const server = await startFormsServer({
    buildDir,
    dataDir,
    env: {
      RATE_LIMIT_MAX: '1000000',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Website <website@trendsoft.example>',
      MAIL_TO_SALES: 'sales@trendsoft.example',
      MAIL_TO_HR: 'hr@trendsoft.example',
      SITE_URL: 'https://www.trendsoft.example',
      OUTBOX_POLL_MS: '200',
      OUTBOX_RETRY_BASE_MS: '500',
      OUTBOX_RETRY_MAX_MS: '2000',
    },
  });
  let sink: SmtpSink | undefined;
  try {
    for (let number = 0; number < outageEnquiries; number += 1) {
      await submit(server.url, {kind: 'enquiry', key: randomUUID(), number});
    }
    await new Promise((resolve) => setTimeout(resolve, outageSeconds * 1000));
    const upAt = Date.now();
    sink = await startSmtpSink(port);
    const deadline = upAt + 120_000;
    while (sink.mails.length < outageEnquiries && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const drainSeconds = (Date.now() - upAt) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 1000)); // any duplicate would arrive now
    await server.stop();
    const db = openDatabase(dataDir);
    const {maxAttempts} = db.prepare('SELECT MAX(attempts) AS maxAttempts FROM outbox').get() as {maxAttempts: number};
    db.close();
    const messageIds = sink.mails.map((mail) => mail.messageId);
    return {queued: outageEnquiries, delivered: messageIds.length, distinct: new Set(messageIds).size, drainSeconds, maxAttempts};
  } finally {
    await sink?.close();
    rmSync(dataDir, {recursive: true, force: true});
  }
}

async function main(): Promise<void> {
  if (!existsSync(join(buildDir, 'index.html'))) {
    console.error(`No build in ${buildDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  console.log(`SIGKILL under load, ${killRounds} round(s), 12 clients:`);
  const totals: KillRound = {answered: 0, lost: 0, cutOff: 0, storedBeforeKill: 0, duplicates: 0};
  for (let round = 1; round <= killRounds; round += 1) {
    const result = await killRound();
    for (const name of Object.keys(totals) as (keyof KillRound)[]) totals[name] += result[name];
    console.log(
      `  round ${round}: ${result.answered} answered 2xx before the kill, ${result.lost} of them lost; ` +
        `${result.cutOff} cut off in flight (${result.storedBeforeKill} already stored) and sent again after the restart, ${result.duplicates} stored twice`,
    );
  }
  console.log(
    `  total: ${totals.answered} answered, ${totals.lost} lost, ${totals.cutOff} retried (${totals.storedBeforeKill} already stored), ${totals.duplicates} duplicates\n`,
  );

  console.log(`SMTP outage: ${outageEnquiries} enquiries while the mail server is down for ${outageSeconds} s, then up:`);
  const outage = await outageRun();
  console.log(
    `  ${outage.queued} queued, ${outage.delivered} mails delivered (${outage.distinct} distinct, ${outage.delivered - outage.distinct} duplicates), ` +
      `outbox drained ${outage.drainSeconds.toFixed(1)} s after the mail server came back, at most ${outage.maxAttempts} attempts per mail`,
  );
  if (totals.lost > 0 || totals.duplicates > 0 || outage.distinct < outage.queued) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
