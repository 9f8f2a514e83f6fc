import {createHash} from 'node:crypto';
import type {CareerApplicationFields, ContactEnquiry} from '../src/forms/rules';
import type {QuoteRequestFields} from '../src/forms/quoteRules';
import {applicationNotification, confirmationEmail, enquiryNotification, finished, quoteNotification} from './emails';
import {removeStoredFile, saveStoredFile, sweepStoredFiles, type ReceivedFile, type SweepResult} from './files';
import {isToken, newToken, tokenHash} from './tokens';
import type {Locale, NewsletterRepository} from './storage/newsletter';
import {
  DuplicateKeyError,
  type IdempotencyKey,
  type StoredQuoteFile,
  type SubmissionsRepository,
  type SubmissionTable,
} from './storage/submissions';

/**
 * How far back the contact form's second call, sent without a reference, looks
 * for the enquiry its first call stored (D38). The site's form sends the two
 * calls back to back; a day also covers a client that retries the next morning,
 * and the same enquiry word for word within a day is the same enquiry.
 */
export const enquiryAcknowledgeWindowMs = 24 * 60 * 60_000;

/** A pending sign-up is sent a new link when it signs up again this long after the last one (D41). */
export const signupResendAfterMs = 60 * 60_000;

/** What a submission call answers: the reference, and whether an earlier call with the same key stored it. */
export interface StoredAnswer {
  reference: string;
  replayed: boolean;
}

/** The same idempotency key came with different content: a client bug, never stored twice. */
export class IdempotencyConflictError extends Error {
  constructor() {
    super('This submission key was already used for a different submission');
  }
}

/** A resume as received and recognised, before it is stored. */
export interface ReceivedResume {
  bytes: Buffer;
  /** The visitor's file name, already cleaned of control characters. */
  originalName: string;
  detectedType: string;
  extension: string;
}

/** JSON with every object's keys sorted, so the same values always give the same text. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * sha256 of the validated values: a retry hashes the same, a different submission does not.
 * Keys are sorted first, so a release that lists a form's fields in another order
 * still recognises a retry sent across the deploy.
 */
export function requestHash(values: unknown): string {
  return createHash('sha256').update(canonicalJson(values)).digest('hex');
}

/** A quote document received to a partial file and recognised, before it is stored. */
export interface ReceivedQuoteFile {
  file: ReceivedFile;
  originalName: string;
  detectedType: string;
  extension: string;
}

/** The forms whose submissions are stored, as the metrics name them. */
export type SubmittedForm = 'enquiry' | 'application' | 'quote' | 'signup';

/**
 * Every form's submissions: each method writes the row and its outbox entry
 * in one transaction (a submission is never stored without its notification,
 * nor notified without being stored), and a call repeated with the same
 * idempotency key answers what the first one stored.
 */
export class Submissions {
  constructor(
    private readonly submissions: SubmissionsRepository,
    private readonly newsletter: NewsletterRepository,
    private readonly dataDir: string,
    /** Called after a submission is stored with its notification: the outbox sends it at once, the metrics count it. */
    private readonly onStored: (form: SubmittedForm) => void,
  ) {}

  /**
   * An earlier submission with this key: the same content is a retry and gets
   * the first answer, other content is a conflict. Undefined when there is none.
   */
  private async replay(table: SubmissionTable, idempotency: IdempotencyKey | undefined): Promise<StoredAnswer | undefined> {
    const existing = idempotency && (await this.submissions.submissionByKey(table, idempotency.key));
    if (!existing) return undefined;
    if (existing.requestHash !== idempotency.requestHash) throw new IdempotencyConflictError();
    return {reference: existing.reference, replayed: true};
  }

  /** When an insert fails because a copy of the same submission won the race, the copy's answer. */
  private async replayAfter(error: unknown, table: SubmissionTable, idempotency: IdempotencyKey | undefined): Promise<StoredAnswer> {
    const replay = error instanceof DuplicateKeyError ? await this.replay(table, idempotency) : undefined;
    if (!replay) throw error;
    return replay;
  }

  async addEnquiry(enquiry: ContactEnquiry, idempotency?: IdempotencyKey): Promise<StoredAnswer> {
    const replay = await this.replay('enquiries', idempotency);
    if (replay) return replay;
    let reference: string;
    try {
      reference = await this.submissions.addEnquiry(enquiry, finished(enquiryNotification(enquiry)), requestHash(enquiry), idempotency);
    } catch (error) {
      return this.replayAfter(error, 'enquiries', idempotency);
    }
    this.onStored('enquiry');
    return {reference, replayed: false};
  }

  /** The contact form's second call (docs/product.md §7): acknowledges a stored enquiry; false if there is none. */
  confirmEnquiry(reference: string): Promise<boolean> {
    return this.submissions.confirmEnquiry(reference);
  }

  /**
   * The second call as the old site's contract has it (docs/product.md §7), the enquiry's own body and no
   * reference (D38): acknowledges the same enquiry stored by a first call in
   * the last `enquiryAcknowledgeWindowMs`, or stores it if there is none. Never
   * a second row or e-mail for the same body within the window.
   */
  async acknowledgeEnquiry(enquiry: ContactEnquiry): Promise<StoredAnswer> {
    const since = new Date(Date.now() - enquiryAcknowledgeWindowMs).toISOString();
    const {reference, stored} = await this.submissions.acknowledgeEnquiry(
      enquiry,
      finished(enquiryNotification(enquiry)),
      requestHash(enquiry),
      since,
    );
    if (stored) this.onStored('enquiry');
    return {reference, replayed: !stored};
  }

  async addApplication(application: CareerApplicationFields, resume: ReceivedResume, idempotency?: IdempotencyKey): Promise<StoredAnswer> {
    const replay = await this.replay('applications', idempotency);
    if (replay) return replay;
    // The file first: a row never points at a file that is not there.
    const storedName = await saveStoredFile(this.dataDir, 'resumes', resume.bytes, resume.extension);
    const stored = {storedName, originalName: resume.originalName, detectedType: resume.detectedType, bytes: resume.bytes.length};
    let reference: string;
    try {
      reference = await this.submissions.addApplication(
        application,
        stored,
        finished(applicationNotification(application, stored)),
        idempotency,
      );
    } catch (error) {
      await removeStoredFile(this.dataDir, 'resumes', storedName);
      return this.replayAfter(error, 'applications', idempotency);
    }
    this.onStored('application');
    return {reference, replayed: false};
  }

  /**
   * Stores a quote request: its received files get their stored names, then
   * the row, the files' rows and the notification go in one transaction. If
   * that fails the files are removed; a replay discards the new copies.
   */
  async addQuote(quote: QuoteRequestFields, files: readonly ReceivedQuoteFile[], idempotency?: IdempotencyKey): Promise<StoredAnswer> {
    let replay: StoredAnswer | undefined;
    try {
      replay = await this.replay('quotes', idempotency);
    } catch (error) {
      await Promise.all(files.map(({file}) => file.discard()));
      throw error;
    }
    if (replay) {
      await Promise.all(files.map(({file}) => file.discard()));
      return replay;
    }
    const stored: StoredQuoteFile[] = [];
    let reference: string;
    try {
      for (const received of files) {
        stored.push({
          storedName: await received.file.commit(received.extension),
          originalName: received.originalName,
          detectedType: received.detectedType,
          bytes: received.file.bytes,
          sha256: received.file.sha256,
        });
      }
      reference = await this.submissions.addQuote(quote, stored, finished(quoteNotification(quote, stored)), idempotency);
    } catch (error) {
      await Promise.all(files.map(({file}) => file.discard()));
      await Promise.all(stored.map((file) => removeStoredFile(this.dataDir, 'quotes', file.storedName)));
      return this.replayAfter(error, 'quotes', idempotency);
    }
    this.onStored('quote');
    return {reference, replayed: false};
  }

  /**
   * A newsletter sign-up (D41): the address is stored pending and sent a
   * link to confirm it; nothing is sent to it until then. A repeat of a
   * confirmed address, or of one sent a link in the last hour, changes
   * nothing; the caller answers the same either way, so a sign-up never
   * reveals whether an address is on the list.
   */
  async addSignup(email: string, locale: Locale, siteOrigin: string): Promise<void> {
    const confirmToken = newToken();
    const unsubscribeToken = newToken();
    const prefix = locale === 'hi' ? '/hi' : '';
    const links = {
      confirm: `${siteOrigin}${prefix}/newsletter/confirm?token=${confirmToken}`,
      unsubscribe: `${siteOrigin}${prefix}/newsletter/unsubscribe?token=${unsubscribeToken}`,
    };
    const resendBefore = new Date(Date.now() - signupResendAfterMs).toISOString();
    const outcome = await this.newsletter.addSignup(
      {
        email,
        locale,
        confirmTokenHash: tokenHash(confirmToken),
        unsubscribeTokenHash: tokenHash(unsubscribeToken),
        confirmation: confirmationEmail(email, locale, links),
      },
      resendBefore,
    );
    if (outcome === 'queued') this.onStored('signup');
  }

  /** Follows a confirmation link (D41): false for a token that is unknown, malformed or already used. */
  confirmSignup(token: string): Promise<boolean> {
    return isToken(token) ? this.newsletter.confirmSignup(tokenHash(token)) : Promise.resolve(false);
  }

  /** Follows an unsubscribe link or one-click POST (D41): the address and its e-mails are deleted. */
  unsubscribe(token: string): Promise<boolean> {
    return isToken(token) ? this.newsletter.unsubscribe(tokenHash(token)) : Promise.resolve(false);
  }

  /** Startup clean-up of stored files a crash or a failed insert left behind. */
  async sweepFiles(minAgeMs: number): Promise<SweepResult> {
    const resumes = await sweepStoredFiles(this.dataDir, 'resumes', (name) => this.submissions.isResumeReferenced(name), minAgeMs);
    const quotes = await sweepStoredFiles(this.dataDir, 'quotes', (name) => this.submissions.isQuoteFileReferenced(name), minAgeMs);
    return {partials: [...resumes.partials, ...quotes.partials], orphans: [...resumes.orphans, ...quotes.orphans]};
  }
}
