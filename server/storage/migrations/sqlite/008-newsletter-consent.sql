-- Newsletter consent, confirmed (D41). An e-mail may go to a subscriber,
-- whose address the row holds; SQLite cannot change a CHECK in place, so the
-- outbox is copied. A sign-up is pending until its confirmation link is
-- followed; only the tokens' hashes are stored.
CREATE TABLE outbox_v3 (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  inbox TEXT NOT NULL CHECK (inbox IN ('sales', 'hr', 'subscriber')),
  reply_to TEXT,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  locked_until INTEGER,
  last_error TEXT,
  sent_at TEXT,
  reference TEXT,
  to_address TEXT,
  unsubscribe_url TEXT,
  CHECK ((inbox = 'subscriber') = (to_address IS NOT NULL))
);
INSERT INTO outbox_v3 (id, created_at, inbox, reply_to, subject, body_text, status, attempts, next_attempt_at,
    locked_until, last_error, sent_at, reference)
  SELECT id, created_at, inbox, reply_to, subject, body_text, status, attempts, next_attempt_at,
    locked_until, last_error, sent_at, reference FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_v3 RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_reference ON outbox (reference);
CREATE INDEX outbox_reply_to ON outbox (lower(reply_to));
CREATE INDEX outbox_to_address ON outbox (lower(to_address));
ALTER TABLE signups ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
ALTER TABLE signups ADD COLUMN confirmed_at TEXT;
ALTER TABLE signups ADD COLUMN confirm_token_hash TEXT;
ALTER TABLE signups ADD COLUMN confirm_sent_at TEXT;
ALTER TABLE signups ADD COLUMN unsubscribe_token_hash TEXT;
CREATE UNIQUE INDEX signups_confirm_token ON signups (confirm_token_hash);
CREATE UNIQUE INDEX signups_unsubscribe_token ON signups (unsubscribe_token_hash);
