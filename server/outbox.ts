import nodemailer, {type Transporter} from 'nodemailer';
import type {OutboxTiming} from './config';
import type {Inbox, OutboxRow, Store} from './store';

export interface MailSettings {
  smtpUrl: string;
  from: string;
  to: Record<Inbox, string>;
  /** Host part of the Message-ID, so a resend after a crash can be recognised as the same mail. */
  messageIdDomain: string;
}

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

/** Delay before the next attempt: retryBase doubled per failure, capped at maxRetry. */
export function retryDelay(attempts: number, timing: OutboxTiming): number {
  return Math.min(timing.maxRetryMs, timing.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends the outbox through SMTP (D18). One send at a time per process; each
 * row is locked before sending and marked sent as soon as the server accepts
 * it, so a notification is never sent twice while the process lives. If the
 * process dies between the server's acceptance and the mark, the row is
 * retried after its lock expires with the same Message-ID, which mail servers
 * and clients use to drop the duplicate.
 */
export class OutboxWorker {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly store: Store,
    private readonly mail: MailSettings,
    private readonly timing: OutboxTiming,
    private readonly log: Logger,
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
      this.running = this.pass().finally(() => {
        this.running = undefined;
        const repeat = this.again;
        this.again = false;
        this.schedule(repeat ? 0 : this.timing.pollMs);
      });
    }, delayMs);
  }

  private async pass(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const due = this.store.dueNotifications(Date.now());
      if (due.length === 0) return;
      let sentAny = false;
      for (const row of due) {
        if (this.stopped) return;
        if (!this.store.claimNotification(row.id, Date.now(), this.timing.sendTimeoutMs * 2)) continue;
        if (await this.send(row)) sentAny = true;
      }
      // Rows that failed wait for their retry time; stop here rather than spin on them.
      if (!sentAny) return;
    }
  }

  private async send(row: OutboxRow): Promise<boolean> {
    try {
      await this.transport.sendMail({
        from: this.mail.from,
        to: this.mail.to[row.inbox],
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.body_text,
        messageId: `<outbox-${row.id}-${row.created_at.replace(/[^0-9]/g, '')}@${this.mail.messageIdDomain}>`,
      });
      this.store.markSent(row.id);
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const delay = retryDelay(attempts, this.timing);
      this.store.markFailed(row.id, error instanceof Error ? error.message : String(error), Date.now() + delay);
      this.log.warn(`outbox: notification ${row.id} not sent (attempt ${attempts}), retrying in ${delay} ms`);
      return false;
    }
  }

  /** Stops scheduling and waits for a send in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }
}
