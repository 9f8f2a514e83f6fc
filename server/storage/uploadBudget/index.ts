import {clientHash} from '../sql';

/**
 * Each client's uploaded bytes in its budget's window (D105, D112), counted in
 * the database so the budget holds across every instance that shares it. A
 * request reserves bytes before it reads them (its declared length, or a
 * slice at a time when it declares none) and gives back what it did not use
 * once it has been answered: two statements per upload, none per chunk.
 */
export interface UploadBudgetRepository {
  /**
   * Reserves up to `atMost` bytes of the client's budget, and at least `atLeast`, or none
   * when less than `atLeast` is left. A window starts with the first reservation and
   * ends `windowMs` later. Returns the bytes granted and when the window ends.
   */
  reserve(client: string, wanted: ReservationRequest): Promise<Reservation>;
  /** Gives back bytes reserved and not used, to the window they were taken from. */
  release(client: string, bytes: number, windowEnds: number): Promise<void>;
  /** Deletes the counts whose window ended by `at`, so no address hash outlives its window. */
  forgetEnded(at: number): Promise<void>;
}

export interface ReservationRequest {
  atLeast: number;
  atMost: number;
  budgetBytes: number;
  windowMs: number;
  at: number;
}

export interface Reservation {
  /** Bytes granted: 0 when the budget has less than `atLeast` left. */
  granted: number;
  /** When the client's window ends (milliseconds since the epoch), for Retry-After. */
  windowEnds: number;
}

/** The parameters of `reserveStatement`, which each dialect names its own way. */
export type ReserveParameter = 'clientHash' | 'at' | 'windowMs' | 'budgetBytes' | 'atLeast' | 'atMost';

export function reserveParameters(client: string, wanted: ReservationRequest): Record<ReserveParameter, string | number> {
  return {
    clientHash: clientHash(client),
    at: wanted.at,
    windowMs: wanted.windowMs,
    budgetBytes: wanted.budgetBytes,
    atLeast: wanted.atLeast,
    atMost: wanted.atMost,
  };
}

/**
 * One upsert, so instances reserving for one client at once never both take the last
 * bytes: the window is started or continued, and the grant is what is left, at most
 * `atMost`, or 0 below `atLeast`. `granted` keeps the last grant so the statement can
 * return it (the row's new total alone does not say how much of it was this request's).
 * `parameter` writes a parameter as the dialect binds it (`@at`, `$2`), as a bigint.
 */
export function reserveStatement(parameter: (name: ReserveParameter) => string): string {
  const value = (name: ReserveParameter) => `CAST(${parameter(name)} AS bigint)`;
  const ended = `u.window_ends <= ${value('at')}`;
  const used = `CASE WHEN ${ended} THEN 0 ELSE u.bytes END`;
  const grant = (left: string) =>
    `CASE WHEN ${left} >= ${value('atLeast')} THEN CASE WHEN ${left} < ${value('atMost')} THEN ${left} ELSE ${value('atMost')} END ELSE 0 END`;
  const fresh = grant(value('budgetBytes'));
  const continued = grant(`(${value('budgetBytes')} - ${used})`);
  return `INSERT INTO upload_budgets AS u (client_hash, bytes, window_ends, granted)
    VALUES (${parameter('clientHash')}, ${fresh}, ${value('at')} + ${value('windowMs')}, ${fresh})
    ON CONFLICT (client_hash) DO UPDATE SET
      bytes = ${used} + ${continued},
      window_ends = CASE WHEN ${ended} THEN ${value('at')} + ${value('windowMs')} ELSE u.window_ends END,
      granted = ${continued}
    RETURNING granted, window_ends`;
}

/** Unused bytes given back, only to the window they were reserved in (a new window starts at 0). */
export const releaseStatement =
  'UPDATE upload_budgets SET bytes = CASE WHEN bytes > ? THEN bytes - ? ELSE 0 END WHERE client_hash = ? AND window_ends = ?';

export function releaseParameters(client: string, bytes: number, windowEnds: number): (string | number)[] {
  return [bytes, bytes, clientHash(client), windowEnds];
}

export const forgetEndedStatement = 'DELETE FROM upload_budgets WHERE window_ends <= ?';
