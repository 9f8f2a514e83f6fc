import type {PgDatabase} from '../postgres';
import {numbered} from '../sql';
import * as shared from '.';

const reserveOrder: readonly shared.ReserveParameter[] = ['clientHash', 'at', 'windowMs', 'budgetBytes', 'atLeast', 'atMost'];

/** The per-client upload counts in PostgreSQL, shared by every instance on the database (D112). */
export class PgUploadBudget implements shared.UploadBudgetRepository {
  private readonly reserveSql = shared.reserveStatement((name) => `$${reserveOrder.indexOf(name) + 1}`);

  constructor(private readonly database: PgDatabase) {}

  async reserve(client: string, wanted: shared.ReservationRequest): Promise<shared.Reservation> {
    const parameters = shared.reserveParameters(client, wanted);
    const {rows} = await this.database.pool.query<{granted: number; window_ends: number}>(
      this.reserveSql,
      reserveOrder.map((name) => parameters[name]),
    );
    return {granted: rows[0]!.granted, windowEnds: rows[0]!.window_ends};
  }

  async release(client: string, bytes: number, windowEnds: number): Promise<void> {
    await this.database.pool.query(numbered(shared.releaseStatement), shared.releaseParameters(client, bytes, windowEnds));
  }

  async forgetEnded(at: number): Promise<void> {
    await this.database.pool.query(numbered(shared.forgetEndedStatement), [at]);
  }
}
