import type {QuoteFileProblem} from '../src/forms/quoteRules';

/**
 * What the API's routes, its plugins and the upload budget share of HTTP: the
 * refusal they throw and the idempotency header. It sits below all of them, so
 * a plugin or the budget need not import a route module (issue 65).
 */

/** The header a browser sends with one value per submission, the same on every retry of it. */
export const idempotencyHeader = 'idempotency-key';

/** One uploaded file's problem: which file, a message key the browser translates, the English text. */
export interface FileError {
  /** The file's place among the files sent, from 0. */
  index: number;
  name: string;
  error: QuoteFileProblem;
  message: string;
}

/** A refusal with a status, a message, per-field messages (D19) and, for uploads, per-file problems. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly fileErrors: readonly FileError[] = [],
    /** Headers the answer carries, such as Retry-After. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}
