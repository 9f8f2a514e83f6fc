import {randomUUID} from 'node:crypto';
import {hostname} from 'node:os';
import nodemailer, {type Transporter} from 'nodemailer';
import type {OutboxTiming} from './config';
import type {SpecialistTeam, StaffInbox} from './inboxes';
import type {OutboxRepository, OutboxRow} from './storage/outbox';
import {redactTokens} from './tokens';

export interface MailSettings {
  smtpUrl: string;
  from: string;
  /** The team's inboxes; a subscriber e-mail names its own recipient. */
  to: Record<StaffInbox, string>;
  /** The specialists' own addresses, where configured; the others' enquiries go to the sales inbox. */
  teams: Partial<Record<SpecialistTeam, string>>;
  /** Host part of the Message-ID, which stays the same when a notification is sent again. */
  messageIdDomain: string;
}

interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** An SMTP 5xx answer: the server refuses the message for good, so retrying cannot help. */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as {responseCode?: unknown} | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function messageOf(error: unknown): string {
  // Not `instanceof Error`: better-sqlite3's SqliteError extends the Error of
  // whichever V8 context first loaded the addon, which fails that test in another one.
  const message = (error as {message?: unknown} | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

/** A pass ends after this many claims, so a stop or a long queue never holds the worker in one pass. */
const maxClaimsPerPass = 100;

/** Delay before the next attempt: retryBase doubled per failure, capped at maxRetry. */
export function retryDelay(attempts: number, timing: OutboxTiming): number {
  return Math.min(timing.maxRetryMs, timing.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends the outbox through SMTP (D18). One send at a time per process; each
 * row is claimed (leased) before sending and marked sent as soon as the
 * server accepts it. Several instances on one PostgreSQL database each run a
 * worker; a claim goes to one of them (D34). Delivery is at least once: if
 * the process dies (or the store fails) between the server's acceptance and
 * the mark, the row is sent again after its lease expires, by whichever
 * instance claims it next. That window is one database update long. The repeat keeps
 * its Message-ID, which some mail clients use to hide the copy; servers do
 * not, in general, drop it.
 *
 * A 5xx answer, or OUTBOX_MAX_ATTEMPTS failed attempts, gives a notification
 * up ('failed', logged as an error, listed by the outbox export). An error of
 * the store itself (a busy or full disk) never ends the process: the pass is
 * logged and the worker polls again, backing off while the errors last.
 */
export class OutboxWorker {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  /** Passes in a row that ended in an error of the store; sets the backoff. */
  private failedPasses = 0;
  /** Names this process in the leases it takes (D34): host, process id and a random part. */
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly mail: MailSettings,
    private readonly timing: OutboxTiming,
    private readonly log: Logger,
    /** Told of each failed send and each give-up (the metrics, issue 42). */
    private readonly events: {sendFailed(): void; notificationGivenUp(): void} = {sendFailed() {}, notificationGivenUp() {}},
  ) {
    this.transport = nodemailer.createTransport({
      url: mail.smtpUrl,
      connectionTimeout: Math.min(10_000, timing.sendTimeoutMs),
      greetingTimeout: Math.min(10_000, timing.sendTimeoutMs),
      socketTimeout: timing.sendTimeoutMs,
    });
  }

  start(): void {
    this.schedule(0);
  }

  /** Runs a pass now (after a new notification was queued). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.pass()
        .then(
          () => {
            this.failedPasses = 0;
          },
          (error: unknown) => {
            this.failedPasses += 1;
            this.log.error(`outbox: pass failed (${messageOf(error)}); next try in ${this.nextPollMs()} ms`);
          },
        )
        .finally(() => {
          this.running = undefined;
          const repeat = this.again && this.failedPasses === 0;
          this.again = false;
          this.schedule(repeat ? 0 : this.nextPollMs());
        });
    }, delayMs);
  }

  private async pass(): Promise<void> {
    // One claim per send: a lease starts when its send does, so it never runs
    // out while earlier rows of a batch are being sent.
    for (let claimed = 0; claimed < maxClaimsPerPass; claimed += 1) {
      if (this.stopped) return;
      const row = await this.outbox.claimNextNotification(Date.now(), this.timing.sendTimeoutMs * 2, this.owner);
      if (!row) return;
      await this.send(row);
    }
    // A long queue (after an outage): the next pass starts at once, not after the poll interval.
    this.again = true;
  }

  /** The poll interval, doubled per failed pass in a row up to the retry cap. */
  private nextPollMs(): number {
    if (this.failedPasses === 0) return this.timing.pollMs;
    return Math.min(this.timing.maxRetryMs, this.timing.pollMs * 2 ** this.failedPasses);
  }

  /** A subscriber's own address; the specialists' of the enquiry's purpose; else the team inbox's. */
  private recipientOf(row: OutboxRow): string | undefined {
    if (row.inbox === 'subscriber') return row.to_address ?? undefined;
    return (row.inbox === 'sales' && row.team ? this.mail.teams[row.team] : undefined) ?? this.mail.to[row.inbox];
  }

  /** Sends one row. Errors of the store are left to the pass (see the class comment). */
  private async send(row: OutboxRow): Promise<boolean> {
    let refusal: unknown;
    try {
      await this.transport.sendMail({
        from: this.mail.from,
        to: this.recipientOf(row),
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.body_text,
        messageId: `<outbox-${row.id}-${row.created_at.replace(/[^0-9]/g, '')}@${this.mail.messageIdDomain}>`,
        // RFC 8058 one-click unsubscribe: the mail client POSTs to the URL, no page to visit (D41).
        ...(row.unsubscribe_url
          ? {headers: {'List-Unsubscribe': `<${row.unsubscribe_url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click'}}
          : {}),
      });
    } catch (error) {
      refusal = error;
    }
    if (refusal === undefined) {
      await this.outbox.markSent(row.id, redactTokens(row.body_text));
      return true;
    }
    this.events.sendFailed();
    const attempts = row.attempts + 1;
    if (isPermanentRefusal(refusal) || attempts >= this.timing.maxAttempts) {
      if (await this.outbox.markGivenUp(row.id, this.owner, messageOf(refusal), redactTokens(row.body_text))) {
        this.events.notificationGivenUp();
        this.log.error(`outbox: notification ${row.id} given up after attempt ${attempts}: ${messageOf(refusal)}`);
      } else this.leaseLost(row.id, refusal);
      return false;
    }
    const delay = retryDelay(attempts, this.timing);
    if (await this.outbox.markFailed(row.id, this.owner, messageOf(refusal), Date.now() + delay))
      this.log.warn(`outbox: notification ${row.id} not sent (attempt ${attempts}), retrying in ${delay} ms`);
    else this.leaseLost(row.id, refusal);
    return false;
  }

  /** This attempt outlasted its lease and another instance took the row over: its outcome counts, not this one. */
  private leaseLost(id: number, refusal: unknown): void {
    this.log.warn(
      `outbox: notification ${id} not sent (${messageOf(refusal)}); its lease had passed to another instance, which records the outcome`,
    );
  }

  /** Stops scheduling and waits for a send in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }
}
