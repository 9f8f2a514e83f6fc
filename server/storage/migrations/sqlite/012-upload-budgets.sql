-- Each client's uploaded bytes in its budget's window (D112), counted here so the budget
-- holds for every instance on the database. The client is a hash of its address; rows
-- are deleted once their window ends. granted is the last reservation's grant.
CREATE TABLE upload_budgets (
  client_hash TEXT PRIMARY KEY,
  bytes INTEGER NOT NULL,
  window_ends INTEGER NOT NULL,
  granted INTEGER NOT NULL
);
CREATE INDEX upload_budgets_window_ends ON upload_budgets (window_ends);
