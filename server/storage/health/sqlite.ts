import type {SqliteDatabase} from '../sqlite';
import {pingStatement, type HealthRepository} from '.';

/** The SQLite file's health. No rate-limit counter: one process uses the file, so the plugin counts in memory. */
export class SqliteHealth implements HealthRepository {
  constructor(private readonly database: SqliteDatabase) {}

  async ping(): Promise<void> {
    this.database.db.prepare(pingStatement).get();
  }
}
