import type {Notification} from '../outbox';
import type {Condition} from '../sql';

/**
 * The newsletter's sign-ups, with consent confirmed (D41): only the tokens'
 * hashes are stored, and a sign-up's confirmation e-mail is queued in the
 * outbox in the same transaction.
 */
export interface NewsletterRepository {
  /**
   * A sign-up (D41), in one transaction: a new address is stored pending,
   * with its tokens' hashes, and its confirmation e-mail is queued; a pending
   * address whose last confirmation was sent before `resendBefore` gets new
   * tokens and a new e-mail; anything else (a confirmed address, a recent
   * pending one) is left as it is. Addresses compare without regard to case.
   */
  addSignup(signup: NewSignup, resendBefore: string): Promise<'queued' | 'unchanged'>;
  /** Confirms the pending sign-up whose confirmation token hashes to this; false when none does (unknown or used). */
  confirmSignup(confirmTokenHash: string): Promise<boolean>;
  /** Deletes the sign-up whose unsubscribe token hashes to this, with the e-mails to its address; false when none does. */
  unsubscribe(unsubscribeTokenHash: string): Promise<boolean>;
}

/** The site's languages: a sign-up's e-mails and pages follow the page it was made on. */
export type Locale = 'en' | 'hi';

/** A sign-up as Submissions prepares it, its tokens already hashed (D41). */
export interface NewSignup {
  email: string;
  locale: Locale;
  confirmTokenHash: string;
  unsubscribeTokenHash: string;
  /** The confirmation e-mail, to the address, queued with the row. */
  confirmation: Notification;
}

/** A sign-up as found by its address, to decide whether to store, renew or leave it. */
export interface ExistingSignup {
  id: number;
  confirmed_at: string | null;
  confirm_sent_at: string | null;
}

/** Statements both stores run exactly as written here (PostgreSQL's numbered). */
export const newsletterStatements = {
  /** A new pending sign-up with its tokens' hashes (D41). */
  insert:
    'INSERT INTO signups (email, created_at, locale, confirm_token_hash, confirm_sent_at, unsubscribe_token_hash) VALUES (?, ?, ?, ?, ?, ?)',
  /** A pending sign-up asked for again: new tokens and language. */
  renew: 'UPDATE signups SET locale = ?, confirm_token_hash = ?, confirm_sent_at = ?, unsubscribe_token_hash = ? WHERE id = ?',
  /** Confirms the pending sign-up whose confirmation token hashes to this; the hash goes. */
  confirm: 'UPDATE signups SET confirmed_at = ?, confirm_token_hash = NULL WHERE confirm_token_hash = ? AND confirmed_at IS NULL',
} as const;

/**
 * What a sign-up does to the row its address already has, if any (D41): the
 * statement to run, or none when the row is left as it is (a confirmed address,
 * or a pending one whose confirmation was sent at or after `resendBefore`).
 */
export function signupWrite(
  signup: NewSignup,
  existing: ExistingSignup | undefined,
  resendBefore: string,
  at: string,
): Condition | undefined {
  if (!existing) {
    return {
      sql: newsletterStatements.insert,
      params: [signup.email, at, signup.locale, signup.confirmTokenHash, at, signup.unsubscribeTokenHash],
    };
  }
  if (existing.confirmed_at === null && (existing.confirm_sent_at ?? '') < resendBefore) {
    return {
      sql: newsletterStatements.renew,
      params: [signup.locale, signup.confirmTokenHash, at, signup.unsubscribeTokenHash, existing.id],
    };
  }
  return undefined;
}

/**
 * Unsubscribing (D41): the e-mails to the address go first, then the
 * sign-up itself, whose deleted count (the last statement's) says whether
 * the token was known.
 */
export function unsubscribeStatements(unsubscribeTokenHash: string): Condition[] {
  const signup = 'SELECT lower(email) FROM signups WHERE unsubscribe_token_hash = ?';
  return [
    {sql: `DELETE FROM outbox WHERE inbox = 'subscriber' AND lower(to_address) IN (${signup})`, params: [unsubscribeTokenHash]},
    {sql: 'DELETE FROM signups WHERE unsubscribe_token_hash = ?', params: [unsubscribeTokenHash]},
  ];
}
