-- The rate limit, counted here so it holds across instances (D34). The
-- client is a hash of its address; rows are deleted once their window ends.
CREATE TABLE rate_limits (
  route text NOT NULL,
  client_hash text NOT NULL,
  hits integer NOT NULL,
  window_ends bigint NOT NULL,
  PRIMARY KEY (route, client_hash)
);
CREATE INDEX rate_limits_window_ends ON rate_limits (window_ends);
