import type {SqliteDatabase} from '../sqlite';
import * as shared from '.';

/**
 * The per-client upload counts in the SQLite file, which every instance on one DATA_DIR shares
 * (D32, D112). Written without an fsync each: a count lost to a power cut only gives a client
 * back bytes it reserved moments before, and two more fsyncs per upload slowed uploads (D112).
 */
export class SqliteUploadBudget implements shared.UploadBudgetRepository {
  private readonly reserveSql = shared.reserveStatement((name) => `@${name}`);

  constructor(private readonly database: SqliteDatabase) {}

  async reserve(client: string, wanted: shared.ReservationRequest): Promise<shared.Reservation> {
    const row = this.database.withoutSync(
      () =>
        this.database.db.prepare(this.reserveSql).get(shared.reserveParameters(client, wanted)) as {granted: number; window_ends: number},
    );
    return {granted: row.granted, windowEnds: row.window_ends};
  }

  async release(client: string, bytes: number, windowEnds: number): Promise<void> {
    this.database.withoutSync(() =>
      this.database.db.prepare(shared.releaseStatement).run(...shared.releaseParameters(client, bytes, windowEnds)),
    );
  }

  async forgetEnded(at: number): Promise<void> {
    this.database.withoutSync(() => this.database.db.prepare(shared.forgetEndedStatement).run(at));
  }
}
