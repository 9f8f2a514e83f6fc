-- The first schema: enquiries, applications, newsletter sign-ups and the outbox
-- of the team's notifications.
CREATE TABLE enquiries (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  name TEXT NOT NULL,
  phone_number TEXT NOT NULL,
  email TEXT NOT NULL,
  company_name TEXT NOT NULL,
  enquiries TEXT NOT NULL
);
CREATE TABLE applications (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone_number TEXT NOT NULL,
  position TEXT NOT NULL,
  resume_file TEXT NOT NULL,
  resume_original_name TEXT NOT NULL,
  resume_type TEXT NOT NULL,
  resume_bytes INTEGER NOT NULL
);
CREATE TABLE signups (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  created_at TEXT NOT NULL
);
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  inbox TEXT NOT NULL CHECK (inbox IN ('sales', 'hr')),
  reply_to TEXT,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  locked_until INTEGER,
  last_error TEXT,
  sent_at TEXT
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
