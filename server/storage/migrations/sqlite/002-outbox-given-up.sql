-- A notification can be given up ('failed'); SQLite cannot change a CHECK
-- constraint in place, so the table is copied.
CREATE TABLE outbox_v2 (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  inbox TEXT NOT NULL CHECK (inbox IN ('sales', 'hr')),
  reply_to TEXT,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  locked_until INTEGER,
  last_error TEXT,
  sent_at TEXT
);
INSERT INTO outbox_v2 SELECT id, created_at, inbox, reply_to, subject, body_text, status, attempts,
  next_attempt_at, locked_until, last_error, sent_at FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_v2 RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
