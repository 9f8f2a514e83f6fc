-- Data-subject requests (D40): who asked is kept only as a hash of the address.
CREATE TABLE privacy_requests (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('find', 'export', 'erase')),
  address_hash TEXT NOT NULL,
  counts TEXT NOT NULL
);
CREATE INDEX applications_email ON applications (lower(email));
CREATE INDEX enquiries_email ON enquiries (lower(email));
CREATE INDEX quotes_email ON quotes (lower(email));
CREATE INDEX outbox_reply_to ON outbox (lower(reply_to));
