import type {HealthRepository} from './health';
import type {NewsletterRepository} from './newsletter';
import type {OutboxRepository} from './outbox';
import type {PrivacyRepository} from './privacy';
import type {SubmissionsRepository} from './submissions';
import type {UploadBudgetRepository} from './uploadBudget';

/**
 * Where submissions and their notifications are kept (D33, D107): one
 * repository per concern, each an interface with two implementations. SQLite
 * (./sqlite.ts, the connection) is the default, one file under DATA_DIR;
 * PostgreSQL (./postgres.ts) when DATABASE_URL is set, for several instances
 * on one database. Each concern's folder holds its interface and the SQL both
 * stores run (index.ts) beside its dialects (sqlite.ts, postgres.ts); the
 * schema's history is in ./migrations. No SQL lives outside server/storage.
 * Uploaded files stay under DATA_DIR with either store (server/files.ts).
 * Each consumer is given the repository it uses, not the whole store.
 */
export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  /** Enquiries, applications and quote requests, each stored with its notification. */
  readonly submissions: SubmissionsRepository;
  /** Newsletter sign-ups, confirmed and withdrawn by their tokens (D41). */
  readonly newsletter: NewsletterRepository;
  /** The e-mails waiting to be sent, claimed and recorded by the worker (D34). */
  readonly outbox: OutboxRepository;
  /** Data-subject requests (D40) and the retention sweep (D39). */
  readonly privacy: PrivacyRepository;
  /** Whether the database answers, and the shared rate-limit count (D34). */
  readonly health: HealthRepository;
  /** Each client's uploaded bytes in its window, shared by every instance on the database (D112). */
  readonly uploadBudget: UploadBudgetRepository;
  close(): Promise<void>;
}
