-- Each client's uploaded bytes in its budget's window (D112), counted here so the budget
-- holds across instances. The client is a hash of its address; rows are deleted once
-- their window ends. granted is the last reservation's grant.
CREATE TABLE upload_budgets (
  client_hash text PRIMARY KEY,
  bytes bigint NOT NULL,
  window_ends bigint NOT NULL,
  granted bigint NOT NULL
);
CREATE INDEX upload_budgets_window_ends ON upload_budgets (window_ends);
