-- Newsletter consent, confirmed (D41). An e-mail may go to a subscriber,
-- whose address the row holds. A sign-up is pending until its confirmation
-- link is followed; only the tokens' hashes are stored.
ALTER TABLE outbox DROP CONSTRAINT outbox_inbox_check;
ALTER TABLE outbox ADD COLUMN to_address text, ADD COLUMN unsubscribe_url text;
ALTER TABLE outbox ADD CONSTRAINT outbox_inbox_check CHECK (inbox IN ('sales', 'hr', 'subscriber')),
  ADD CONSTRAINT outbox_subscriber_address CHECK ((inbox = 'subscriber') = (to_address IS NOT NULL));
CREATE INDEX outbox_to_address ON outbox (lower(to_address));
ALTER TABLE signups ADD COLUMN locale text NOT NULL DEFAULT 'en', ADD COLUMN confirmed_at text,
  ADD COLUMN confirm_token_hash text CONSTRAINT signups_confirm_token UNIQUE, ADD COLUMN confirm_sent_at text,
  ADD COLUMN unsubscribe_token_hash text CONSTRAINT signups_unsubscribe_token UNIQUE;
