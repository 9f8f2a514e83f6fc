import {queueNotification} from '../outbox/postgres';
import type {PgDatabase} from '../postgres';
import {now, numbered} from '../sql';
import {newsletterStatements, signupWrite, unsubscribeStatements, type ExistingSignup, type NewSignup, type NewsletterRepository} from '.';

/** The sign-ups in PostgreSQL; lower() compares an address without regard to case, as its unique index does. */
export class PgNewsletter implements NewsletterRepository {
  constructor(private readonly database: PgDatabase) {}

  async addSignup(signup: NewSignup, resendBefore: string): Promise<'queued' | 'unchanged'> {
    return this.database.inTransaction(async (client) => {
      // Sign-ups of one address wait for each other, as SQLite's single writer does.
      await client.query("SELECT pg_advisory_xact_lock(hashtextextended('signup:' || lower($1), 0))", [signup.email]);
      const {rows} = await client.query<ExistingSignup>(
        'SELECT id, confirmed_at, confirm_sent_at FROM signups WHERE lower(email) = lower($1)',
        [signup.email],
      );
      const write = signupWrite(signup, rows[0], resendBefore, now());
      if (!write) return 'unchanged';
      await client.query(numbered(write.sql), [...write.params]);
      await queueNotification(client, signup.confirmation);
      return 'queued';
    });
  }

  async confirmSignup(confirmTokenHash: string): Promise<boolean> {
    const result = await this.database.pool.query(numbered(newsletterStatements.confirm), [now(), confirmTokenHash]);
    return result.rowCount === 1;
  }

  async unsubscribe(unsubscribeTokenHash: string): Promise<boolean> {
    return this.database.inTransaction(async (client) => {
      let deleted = 0;
      for (const statement of unsubscribeStatements(unsubscribeTokenHash)) {
        deleted = (await client.query(numbered(statement.sql), [...statement.params])).rowCount ?? 0;
      }
      return deleted === 1;
    });
  }
}
