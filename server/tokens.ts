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
  // Names are compared decoded, as the query parser reads them: `?%74oken=` is the token too (issue 65).
  return text.replace(/([?&])([^=&#\s>"']*)=([^&#\s>"']*)/g, (whole, separator: string, name: string) =>
    decodedName(name) === 'token' ? `${separator}${name}=${redactedToken}` : whole,
  );
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}
