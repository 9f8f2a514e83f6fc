-- Idempotent submissions: a browser's retry carries the same key and gets the
-- first answer back. The hash tells a retry from a different submission
-- reusing the key. confirmed_at records the contact form's second call.
ALTER TABLE enquiries ADD COLUMN idempotency_key TEXT;
ALTER TABLE enquiries ADD COLUMN request_hash TEXT;
ALTER TABLE enquiries ADD COLUMN confirmed_at TEXT;
CREATE UNIQUE INDEX enquiries_idempotency_key ON enquiries (idempotency_key);
ALTER TABLE applications ADD COLUMN idempotency_key TEXT;
ALTER TABLE applications ADD COLUMN request_hash TEXT;
CREATE UNIQUE INDEX applications_idempotency_key ON applications (idempotency_key);
CREATE INDEX applications_resume_file ON applications (resume_file);
