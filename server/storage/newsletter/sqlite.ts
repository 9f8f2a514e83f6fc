import type Database from 'better-sqlite3';
import {queueNotification} from '../outbox/sqlite';
import {now} from '../sql';
import {sendScrubBusyMs, type SqliteDatabase} from '../sqlite';
import {newsletterStatements, signupWrite, unsubscribeStatements, type ExistingSignup, type NewSignup, type NewsletterRepository} from '.';

/** The sign-ups in the SQLite file; the address's NOCASE collation compares it without regard to case. */
export class SqliteNewsletter implements NewsletterRepository {
  constructor(private readonly database: SqliteDatabase) {}

  private get db(): Database.Database {
    return this.database.db;
  }

  async addSignup(signup: NewSignup, resendBefore: string): Promise<'queued' | 'unchanged'> {
    return this.db
      .transaction(() => {
        const existing = this.db.prepare('SELECT id, confirmed_at, confirm_sent_at FROM signups WHERE email = ?').get(signup.email) as
          ExistingSignup | undefined;
        const write = signupWrite(signup, existing, resendBefore, now());
        if (!write) return 'unchanged' as const;
        this.db.prepare(write.sql).run(...write.params);
        queueNotification(this.db, signup.confirmation);
        return 'queued' as const;
      })
      .immediate();
  }

  async confirmSignup(confirmTokenHash: string): Promise<boolean> {
    const result = this.db.prepare(newsletterStatements.confirm).run(now(), confirmTokenHash);
    return result.changes === 1;
  }

  async unsubscribe(unsubscribeTokenHash: string): Promise<boolean> {
    const unsubscribed = this.db
      .transaction(() => {
        const statements = unsubscribeStatements(unsubscribeTokenHash);
        for (const statement of statements.slice(0, -1)) this.db.prepare(statement.sql).run(...statement.params);
        const last = statements[statements.length - 1]!;
        return this.db.prepare(last.sql).run(...last.params).changes === 1;
      })
      .immediate();
    // The deleted address, and its e-mails' links if one was still waiting, leave the log.
    if (unsubscribed) this.database.scrubWal(sendScrubBusyMs);
    return unsubscribed;
  }
}
