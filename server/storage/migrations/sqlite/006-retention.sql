-- Retention and erasure (D39): an e-mail names the submission it belongs to,
-- so it goes with it; rows queued before this are matched by the reference
-- line that ends their body. An application may be kept for future openings.
ALTER TABLE outbox ADD COLUMN reference TEXT;
UPDATE outbox SET reference = substr(body_text, length(body_text) - 36, 36)
  WHERE substr(body_text, length(body_text) - 47, 11) = 'Reference: ';
CREATE INDEX outbox_reference ON outbox (reference);
ALTER TABLE applications ADD COLUMN keep_for_future_openings TEXT NOT NULL DEFAULT '';
