import type {Inbox, SpecialistTeam} from '../../inboxes';
import {now, type Condition} from '../sql';

/**
 * The outbox (D18, D34): every e-mail the forms send waits here until it is
 * sent or given up. Submissions and sign-ups queue theirs in their own
 * transaction (`outboxInsert`); the worker (server/outbox.ts) claims, sends and
 * records them, and the metrics read its state.
 */
export interface OutboxRepository {
  /** Queues a notification on its own (the submissions queue theirs in their transaction). */
  enqueue(notification: Notification): Promise<number>;
  /**
   * Claims the oldest due notification that nobody holds, for one send
   * attempt: it is leased to `owner` until `at + leaseMs`. Several instances
   * may claim at once; each row goes to one of them (D34). Undefined when
   * nothing is due.
   */
  claimNextNotification(at: number, leaseMs: number, owner: string): Promise<OutboxRow | undefined>;
  /**
   * Records the send. `keptBody` replaces the body: the sent text with its
   * link tokens redacted, and the unsubscribe address goes (issue 42).
   */
  markSent(id: number, keptBody: string): Promise<void>;
  /**
   * Records a failed attempt and when to try again. Only the lease's `owner` may:
   * false when the lease ran out and another instance has claimed the row, which
   * then records its own attempt (clearing its lease would let a third send too).
   */
  markFailed(id: number, owner: string, error: string, retryAt: number): Promise<boolean>;
  /**
   * Gives a notification up: it is not retried, and the export shows it as
   * failed. Only the lease's owner may, as for markFailed. Its tokens go as in
   * markSent: the links can no longer reach anyone.
   */
  markGivenUp(id: number, owner: string, error: string, keptBody: string): Promise<boolean>;
  /** The outbox as operators watch it (the metrics, issue 42): unsent and given-up notifications. */
  outboxState(): Promise<OutboxState>;
}

export interface Notification {
  inbox: Inbox;
  /** For the sales inbox: the specialists the visitor's purpose names. */
  team?: SpecialistTeam;
  replyTo?: string;
  /** The recipient, for the 'subscriber' inbox. */
  toAddress?: string;
  /** One-click unsubscribe URL for a subscriber e-mail's headers. */
  unsubscribeUrl?: string;
  subject: string;
  body: string;
}

/**
 * A submission's notification as Submissions finished it: its body names the
 * reference, which the submission's row gets too.
 */
export interface SubmissionNotification extends Notification {
  reference: string;
}

export interface OutboxState {
  /** Notifications not yet sent, due or waiting for a retry. */
  pending: number;
  /** When the oldest of them was queued (ISO time), or null when none waits. */
  oldestPendingAt: string | null;
  /** Notifications given up (status 'failed'): a lead nobody was told of. */
  failed: number;
}

export interface OutboxRow {
  id: number;
  created_at: string;
  inbox: Inbox;
  reply_to: string | null;
  subject: string;
  body_text: string;
  /** 'failed': given up after a permanent SMTP refusal or OUTBOX_MAX_ATTEMPTS attempts. */
  status: 'pending' | 'sent' | 'failed';
  /** The recipient of a 'subscriber' e-mail; null for the team's inboxes. */
  to_address: string | null;
  /** Where a subscriber e-mail's List-Unsubscribe header points (RFC 8058). */
  unsubscribe_url: string | null;
  /** The specialists of the sales inbox who read it, when a purpose names them. */
  team: SpecialistTeam | null;
  attempts: number;
  next_attempt_at: number;
  locked_until: number | null;
  last_error: string | null;
  sent_at: string | null;
}

/** Statements both stores run exactly as written here (PostgreSQL's numbered). */
export const outboxStatements = {
  /** A notification sent: its kept text has its tokens redacted and the unsubscribe address goes (issue 42). */
  sent: `UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, locked_until = NULL, last_error = NULL,
    body_text = ?, unsubscribe_url = NULL WHERE id = ?`,
  /**
   * A failed send of a still pending notification, tried again at a later time.
   * Parameters: error, retry time, id. PostgreSQL's store appends its lease
   * condition (`leaseHeldBy`): several instances share its outbox.
   */
  retry: `UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, locked_until = NULL
    WHERE id = ? AND status = 'pending'`,
  /** A still pending notification given up, its kept text redacted. Parameters: error, kept text, id; then as retry. */
  giveUp: `UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = ?, locked_until = NULL,
    body_text = ?, unsubscribe_url = NULL WHERE id = ? AND status = 'pending'`,
  /** The outbox's state in one statement. */
  state: `SELECT
    coalesce(sum(CASE WHEN status = 'pending' THEN 1 ELSE 0 END), 0) AS pending,
    min(CASE WHEN status = 'pending' THEN created_at END) AS "oldestPendingAt",
    coalesce(sum(CASE WHEN status = 'failed' THEN 1 ELSE 0 END), 0) AS failed
  FROM outbox`,
} as const;

/** The longest error text kept on a row. */
export function keptError(error: string): string {
  return error.slice(0, 500);
}

/** The submission a notification belongs to, if it is a submission's. */
function referenceOf(notification: Notification): string | null {
  return 'reference' in notification && typeof notification.reference === 'string' ? notification.reference : null;
}

/** The insert that queues a notification, due now, in the shared SQL of both stores. */
export function outboxInsert(notification: Notification): Condition {
  return {
    sql: `INSERT INTO outbox (created_at, inbox, reply_to, subject, body_text, next_attempt_at, reference, to_address, unsubscribe_url, team)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    params: [
      now(),
      notification.inbox,
      notification.replyTo ?? null,
      notification.subject,
      notification.body,
      Date.now(),
      referenceOf(notification),
      notification.toAddress ?? null,
      notification.unsubscribeUrl ?? null,
      notification.team ?? null,
    ],
  };
}
