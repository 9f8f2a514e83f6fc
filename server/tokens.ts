import {createHash, randomBytes} from 'node:crypto';

/**
 * The newsletter's link tokens (D41): 256 random bits each, stored only as
 * hashes, and never kept or written in the clear once the e-mail that carries
 * them has gone (issue 42).
 */

/** 32 random bytes, base64url: 256 bits, so a link cannot be guessed. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** Tokens are stored hashed: a copy of the database cannot confirm or unsubscribe anyone. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Written where a token stood. */
export const redactedToken = 'REDACTED';

/**
 * `text` with the value of every `token=` parameter replaced: an e-mail's body
 * once sent, an export, a logged URL. Whoever reads them could otherwise
 * confirm or unsubscribe someone else.
 */
export function redactTokens(text: string): string {
  return text.replace(/([?&]token=)[^&#\s>"']*/g, `$1${redactedToken}`);
}
