-- Quote requests with their documents (issue 13): one row per request, one
-- per file, in the order the visitor chose them.
CREATE TABLE quotes (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone_number TEXT NOT NULL,
  company_name TEXT NOT NULL,
  document_type TEXT NOT NULL,
  pages INTEGER NOT NULL,
  target_standard TEXT NOT NULL,
  deadline TEXT,
  notes TEXT NOT NULL,
  idempotency_key TEXT,
  request_hash TEXT
);
CREATE UNIQUE INDEX quotes_idempotency_key ON quotes (idempotency_key);
CREATE TABLE quote_files (
  id INTEGER PRIMARY KEY,
  quote_id INTEGER NOT NULL REFERENCES quotes (id),
  position INTEGER NOT NULL,
  stored_file TEXT NOT NULL UNIQUE,
  original_name TEXT NOT NULL,
  file_type TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  UNIQUE (quote_id, position)
);
